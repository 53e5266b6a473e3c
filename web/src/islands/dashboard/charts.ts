import uPlot from 'uplot';
import type { ArrearsRow, MonthRow } from '../../lib/dashboard/view';

/**
 * The dashboard's two charts, drawn with uPlot on a canvas: arrears by days past due (one bar a
 * bucket, its amount written above it when there is room) and disbursed beside collected over six
 * months (grouped bars). The canvas is decoration for sighted readers: the page's tables carry the
 * same figures. Colours come from the theme's `--chart-*` properties (dashboard.css), so a change
 * of theme redraws the charts in the new colours; a change of width resizes them.
 */

interface Palette {
  readonly disbursed: string;
  readonly collected: string;
  readonly arrears: string;
  readonly grid: string;
  readonly axis: string;
  readonly text: string;
  readonly font: string;
}

function palette(): Palette {
  const root = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  return {
    disbursed: read('--chart-disbursed', '#1d4ed8'),
    collected: read('--chart-collected', '#b45309'),
    arrears: read('--chart-arrears', '#b91c1c'),
    grid: read('--chart-grid', '#d3dce6'),
    axis: read('--chart-axis', '#4a5a70'),
    text: read('--text', '#13213a'),
    font: getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif',
  };
}

/** Whole ringgit for the value axis: 'RM 30,000'. */
const axisMoney = (v: number) =>
  `RM ${Math.round(v)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The value axis as wide as its longest label needs (uPlot's own sizing assumes short numbers). */
const valueAxisSize: uPlot.Axis.Size = (self, values, axisIdx, cycleNum) => {
  const axis = self.axes[axisIdx] as uPlot.Axis & { _size?: number; font?: [string, number, number] };
  if (cycleNum > 1 && axis._size) return axis._size;
  const longest = (values ?? []).reduce((a, v) => (String(v).length > a.length ? String(v) : a), '');
  self.ctx.font = Array.isArray(axis.font) ? axis.font[0] : String(axis.font ?? '12px sans-serif');
  return Math.ceil(self.ctx.measureText(longest).width / uPlot.pxRatio) + 12;
};

const heightFor = (width: number) => (width < 420 ? 200 : 240);
const NARROW = 420;

type Build = (
  p: Palette,
  labels: () => readonly string[],
  narrow: () => boolean,
) => Omit<uPlot.Options, 'width' | 'height'>;

/**
 * A chart over categories 0..n-1 in `el`, kept as wide as its box and drawn again in the theme's
 * colours when the theme changes; `update` gives it new figures.
 */
function categoryChart(
  el: HTMLElement,
  build: Build,
  initial: uPlot.AlignedData,
  initialLabels: readonly string[],
) {
  let data = initial;
  let labels = initialLabels;
  let plot: uPlot | undefined;
  const narrow = () => el.clientWidth < NARROW;
  const size = () => {
    const width = Math.max(240, el.clientWidth);
    return { width, height: heightFor(width) };
  };
  const make = () => {
    plot?.destroy();
    plot = new uPlot({ ...build(palette(), () => labels, narrow), ...size() }, data, el);
  };
  make();
  let lastWidth = el.clientWidth;
  new ResizeObserver(() => {
    const width = el.clientWidth;
    if (!plot || width === lastWidth || width === 0) return;
    // Crossing the narrow width changes the axis labels' lines: built again rather than resized.
    const crossed = width < NARROW !== lastWidth < NARROW;
    lastWidth = width;
    if (crossed) make();
    else plot.setSize(size());
  }).observe(el);
  new MutationObserver(make).observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return {
    update(next: uPlot.AlignedData, nextLabels: readonly string[]): void {
      data = next;
      labels = nextLabels;
      plot?.setData(next);
    },
  };
}

/** Categories as axis labels, each written by `write` (which may break it into two lines). */
function categoryAxis(
  p: Palette,
  labels: () => readonly string[],
  write: (label: string, index: number) => string,
  lines: () => number,
): uPlot.Axis {
  return {
    stroke: p.axis,
    font: `12px ${p.font}`,
    grid: { show: false },
    ticks: { show: false },
    gap: 6,
    size: () => (lines() > 1 ? 44 : 28),
    splits: () => labels().map((_, i) => i),
    values: (_u, splits) => splits.map((i) => write(labels()[i] ?? '', i)),
  };
}

function valueAxis(p: Palette): uPlot.Axis {
  return {
    stroke: p.axis,
    font: `12px ${p.font}`,
    grid: { stroke: p.grid, width: 1 },
    ticks: { show: false },
    gap: 6,
    size: valueAxisSize,
    values: (_u, splits) => splits.map(axisMoney),
  };
}

const categoryScale = (count: () => number): uPlot.Scale => ({
  time: false,
  range: () => [-0.5, count() - 0.5],
});

const valueScale: uPlot.Scale = {
  range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 100],
};

/** The last word on a line of its own ('Over 90' / 'days'). */
const breakLast = (label: string) => {
  const cut = label.lastIndexOf(' ');
  return cut > 0 ? `${label.slice(0, cut)}\n${label.slice(cut + 1)}` : label;
};

/** Arrears by days past due: one bar a bucket, its amount above it when the bar is wide enough. */
export function arrearsChart(
  el: HTMLElement,
  rows: readonly ArrearsRow[],
): { update(rows: readonly ArrearsRow[]): void } {
  const dataOf = (r: readonly ArrearsRow[]): uPlot.AlignedData => [
    r.map((_, i) => i),
    r.map((x) => x.amount),
  ];
  let amounts = rows.map((r) => r.amountText);
  const chart = categoryChart(
    el,
    (p, labels, narrow) => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: categoryScale(() => labels().length), y: valueScale },
      axes: [
        categoryAxis(
          p,
          labels,
          (label) => (narrow() ? breakLast(label) : label),
          () => (narrow() ? 2 : 1),
        ),
        valueAxis(p),
      ],
      series: [
        {},
        {
          fill: p.arrears,
          stroke: p.arrears,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars?.({ size: [0.6, 72], align: 0 }),
        },
      ],
      hooks: {
        draw: [
          (u) => {
            const ctx = u.ctx;
            const ratio = uPlot.pxRatio;
            ctx.save();
            ctx.font = `600 ${Math.round(12 * ratio)}px ${p.font}`;
            ctx.fillStyle = p.text;
            ctx.textAlign = 'center';
            ctx.textBaseline = 'bottom';
            const slot = u.bbox.width / Math.max(1, labels().length);
            (u.data[1] ?? []).forEach((v, i) => {
              const text = amounts[i] ?? '';
              if (typeof v !== 'number' || ctx.measureText(text).width + 8 * ratio > slot) return;
              ctx.fillText(text, u.valToPos(i, 'x', true), u.valToPos(v, 'y', true) - 4 * ratio);
            });
            ctx.restore();
          },
        ],
      },
    }),
    dataOf(rows),
    rows.map((r) => r.label),
  );
  return {
    update(next) {
      amounts = next.map((r) => r.amountText);
      chart.update(
        dataOf(next),
        next.map((r) => r.label),
      );
    },
  };
}

/**
 * Disbursed beside collected, month by month: two bars a month (disbursed on the left), the
 * year under the first month and under each January.
 */
export function monthlyChart(
  el: HTMLElement,
  rows: readonly MonthRow[],
): { update(rows: readonly MonthRow[]): void } {
  const dataOf = (r: readonly MonthRow[]): uPlot.AlignedData => [
    r.map((_, i) => i),
    r.map((m) => m.disbursed),
    r.map((m) => m.collected),
  ];
  let months = rows;
  const bar = (fill: string, align: -1 | 1): uPlot.Series => ({
    fill,
    stroke: fill,
    width: 0,
    points: { show: false },
    paths: uPlot.paths.bars?.({ size: [0.36, 40], align, gap: 1 }),
  });
  const chart = categoryChart(
    el,
    (p, labels) => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: categoryScale(() => labels().length), y: valueScale },
      axes: [
        categoryAxis(
          p,
          labels,
          (label, i) => {
            const m = months[i];
            return m && (i === 0 || m.month.endsWith('-01')) ? `${label}\n${m.year}` : label;
          },
          () => 2,
        ),
        valueAxis(p),
      ],
      series: [{}, bar(p.disbursed, -1), bar(p.collected, 1)],
    }),
    dataOf(rows),
    rows.map((m) => m.short),
  );
  return {
    update(next) {
      months = next;
      chart.update(
        dataOf(next),
        next.map((m) => m.short),
      );
    },
  };
}
