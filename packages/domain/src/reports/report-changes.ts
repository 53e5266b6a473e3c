import { fromSen } from '../lending/money';
import { type ActiveFilters, type Cell, cellMatches, dayInRange } from './report-filters';
import type { ReportDefinition, ReportRow } from './report-rows';

/**
 * How report rows are kept. Each row is an item of its own, filed under its report and day, so no
 * item grows with the book and a change writes only the rows it moves. Beside them, day summaries
 * hold, for each group of rows with the same partner, package, product and status (a "cell"),
 * their count and the sums of the report's amounts, in one of `SUMMARY_SHARDS` items a day (a
 * loan's always in the same one), so many loans' changes of a day share the writes out. A page's
 * count and totals add up the summaries of the days asked for; only the rows of the days the page
 * shows are read, and no further than the page. Changes are worked out here, purely: which rows to
 * put or delete and how much each summary number moves (DynamoDB's ADD), so no row or summary has
 * to be read before it is written.
 */
export const SUMMARY_SHARDS = 4;

/** The map's value under `key`, made and kept first if there is none. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/** A 52-bit FNV-1a hash in base 36: ids of cells and shards, the same in every process. */
export function stableHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return ((h1 * 2 ** 20 + (h2 >>> 12)) % 2 ** 52).toString(36);
}

export const shardOf = (loanNo: string) => Number.parseInt(stableHash(loanNo).slice(-4), 36) % SUMMARY_SHARDS;

export const cellOf = (row: Cell): Cell => ({
  PartnerCode: row.PartnerCode,
  PackageCode: row.PackageCode,
  ProductId: row.ProductId,
  Status: row.Status,
});
export const cellIdOf = (cell: Cell) =>
  `c${stableHash([cell.PartnerCode, cell.PackageCode, cell.ProductId, cell.Status].join('\u0001'))}`;

/**
 * A row as its item stores it: one string, the JSON array of its values in the order of the
 * report's `fields` (null where a row has no such field). One string instead of a map of fifteen
 * attributes is what makes a long export fast: the store hands back strings without parsing every
 * row's attributes, and the item is half the size (no field names repeated).
 */
export function encodeRow(report: ReportDefinition, row: ReportRow): string {
  for (const key of Object.keys(row)) {
    // A field the list does not name would be lost on the way back: refuse it here, loudly.
    if (!report.fields.includes(key)) throw new Error(`The ${report.name} report has no field ${key}`);
  }
  return JSON.stringify(report.fields.map((f) => row[f] ?? null));
}

export function decodeRow(report: ReportDefinition, stored: string): ReportRow {
  const values = JSON.parse(stored) as unknown[];
  const row: Record<string, unknown> = {};
  report.fields.forEach((field, i) => {
    if (values[i] !== null && values[i] !== undefined) row[field] = values[i];
  });
  return row as ReportRow;
}

/** Attribute names: a cell's count and amounts in its day's summary. */
export const countAttribute = (cellId: string) => `${cellId}.n`;
export const amountAttribute = (cellId: string, index: number) => `${cellId}.${index}`;

/** A row to write whole, or one to delete from the day it was filed under. */
export interface RowChanges {
  put: ReportRow[];
  remove: { day: string; id: string }[];
}
/** A day's summary moves in the loan's shard: many loans' changes of a day share it out. */
export interface SummaryChange {
  day: string;
  shard: number;
  add: Record<string, number>;
}
/** The same moves added up by month: a month's summary, read for a range that holds it whole. */
export interface MonthSummaryChange {
  month: string;
  shard: number;
  add: Record<string, number>;
}
export interface ReportChanges {
  rows: RowChanges;
  summaries: SummaryChange[];
  months: MonthSummaryChange[];
  /** Every cell the changes name, so its id can be read back as its four values. */
  cells: Record<string, Cell>;
}

const same = (a: ReportRow, b: ReportRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What moves in a report when one loan's rows go from `before` to `after`: rows to put or delete,
 * and count and amount deltas in their days' and months' summaries. Unchanged rows move nothing; a
 * row that changes day leaves the day it was filed under.
 */
export function changesOf(
  report: ReportDefinition,
  loanNo: string,
  before: readonly ReportRow[],
  after: readonly ReportRow[],
): ReportChanges {
  const shard = shardOf(loanNo);
  const old = new Map(before.map((r) => [r.Id, r]));
  const now = new Map(after.map((r) => [r.Id, r]));
  const rows: RowChanges = { put: [], remove: [] };
  const summaries = new Map<string, SummaryChange>();
  const months = new Map<string, MonthSummaryChange>();
  const cells: Record<string, Cell> = {};
  const count = (row: ReportRow, sign: 1 | -1) => {
    const s = getOrAdd(summaries, row.Day, () => ({
      day: row.Day,
      shard,
      add: {} as Record<string, number>,
    }));
    const month = monthOfDay(row.Day);
    const m = getOrAdd(months, month, () => ({ month, shard, add: {} as Record<string, number> }));
    const cell = cellOf(row);
    const id = cellIdOf(cell);
    cells[id] = cell;
    const move = (attribute: string, by: number) => {
      s.add[attribute] = (s.add[attribute] ?? 0) + by;
      m.add[attribute] = (m.add[attribute] ?? 0) + by;
    };
    move(countAttribute(id), sign);
    report.amounts.forEach((field, i) => {
      move(amountAttribute(id, i), sign * Number(row[field] ?? 0));
    });
  };
  for (const [id, row] of old) {
    const next = now.get(id);
    if (next && same(row, next)) continue;
    if (!next || next.Day !== row.Day) rows.remove.push({ day: row.Day, id });
    count(row, -1);
  }
  for (const [id, row] of now) {
    const prev = old.get(id);
    if (prev && same(prev, row)) continue;
    rows.put.push(row);
    count(row, 1);
  }
  for (const s of [...summaries.values(), ...months.values()]) {
    for (const [attribute, by] of Object.entries(s.add)) if (by === 0) delete s.add[attribute];
  }
  return {
    rows,
    summaries: [...summaries.values()].filter((s) => Object.keys(s.add).length > 0),
    months: [...months.values()].filter((s) => Object.keys(s.add).length > 0),
    cells,
  };
}

/** The month a day is in: `YYYY-MM`. */
export const monthOfDay = (day: string) => day.slice(0, 7);

const firstDayOf = (month: string) => `${month}-01`;
const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const monthAfter = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
};
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

/**
 * How a range of days is read: the months it holds whole (from their month summaries, `from` to
 * `to`, either open), and the days of the months it holds in part (from their day summaries). A
 * range's cost then follows its months, not its days: a report's first page with no dates reads a
 * summary a month, not one a day since the first loan.
 */
export function rangeParts(
  from?: string,
  to?: string,
): { months?: { from?: string; to?: string }; days: { from: string; to: string }[] } {
  const fm = from === undefined ? undefined : monthOfDay(from);
  const tm = to === undefined ? undefined : monthOfDay(to);
  if (from !== undefined && to !== undefined && fm === tm && fm !== undefined) {
    return from === firstDayOf(fm) && to === lastDayOf(fm)
      ? { months: { from: fm, to: fm }, days: [] }
      : { days: [{ from, to }] };
  }
  const days: { from: string; to: string }[] = [];
  let firstWhole: string | undefined;
  if (from !== undefined && fm !== undefined) {
    if (from === firstDayOf(fm)) firstWhole = fm;
    else {
      days.push({ from, to: lastDayOf(fm) });
      firstWhole = monthAfter(fm);
    }
  }
  let lastWhole: string | undefined;
  if (to !== undefined && tm !== undefined) {
    if (to === lastDayOf(tm)) lastWhole = tm;
    else {
      days.push({ from: firstDayOf(tm), to });
      lastWhole = monthBefore(tm);
    }
  }
  const some = firstWhole === undefined || lastWhole === undefined || firstWhole <= lastWhole;
  return {
    ...(some
      ? { months: { ...(firstWhole ? { from: firstWhole } : {}), ...(lastWhole ? { to: lastWhole } : {}) } }
      : {}),
    days,
  };
}

/** The days of a whole month, as a range. */
export const daysOfMonth = (month: string) => ({ from: firstDayOf(month), to: lastDayOf(month) });

/** A day's summary as stored: attribute name → number (count or amount in sen). */
export type SummaryNumbers = Readonly<Record<string, unknown>>;

export interface DaySummary {
  day: string;
  count: number;
}
export interface SummaryTotals {
  count: number;
  /** Per amount field of the report, in sen. */
  amounts: Record<string, number>;
  /** The days with matching rows, in order, with how many each holds. */
  days: DaySummary[];
}

/** Adds up the summaries of the days in range, over the cells the filters let through. */
export function totalsOf(
  report: ReportDefinition,
  summaries: readonly { day: string; numbers: SummaryNumbers }[],
  cells: Readonly<Record<string, Cell>>,
  f: ActiveFilters,
): SummaryTotals {
  const wanted = Object.entries(cells)
    .filter(([, cell]) => cellMatches(cell, f))
    .map(([id]) => id);
  const amounts = Object.fromEntries(report.amounts.map((a) => [a, 0]));
  const days: DaySummary[] = [];
  let count = 0;
  for (const { day, numbers } of [...summaries].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    if (!dayInRange(day, f)) continue;
    let n = 0;
    for (const id of wanted) {
      const c = Number(numbers[countAttribute(id)] ?? 0);
      if (c === 0) continue;
      n += c;
      report.amounts.forEach((field, i) => {
        amounts[field] = (amounts[field] ?? 0) + Number(numbers[amountAttribute(id, i)] ?? 0);
      });
    }
    if (n > 0) days.push({ day, count: n });
    count += n;
  }
  return { count, amounts, days };
}

/**
 * The days that hold the rows of a page (`skip` rows in, `take` rows), and how many of
 * the first day's matching rows come before the page.
 */
export function daysOfPage(days: readonly DaySummary[], skip: number, take: number) {
  const out: string[] = [];
  let seen = 0;
  let skipInFirst = 0;
  for (const d of days) {
    if (seen + d.count <= skip) {
      seen += d.count;
      continue;
    }
    if (out.length === 0) skipInFirst = skip - seen;
    out.push(d.day);
    seen += d.count;
    if (seen >= skip + take) break;
  }
  return { days: out, skipInFirst };
}

/**
 * Totals and rows as the reports answer them: in ringgit, named without `Sen`; the fields named
 * in `leaveOut` dropped. A plain loop: an export runs it on every one of its rows.
 */
export function ringgitFields(
  values: Readonly<Record<string, unknown>>,
  leaveOut: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in values) {
    if (leaveOut.includes(k)) continue;
    const v = values[k];
    if (typeof v === 'number' && k.endsWith('Sen')) out[k.slice(0, -3)] = fromSen(v);
    else out[k] = v;
  }
  return out;
}
