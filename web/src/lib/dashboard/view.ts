import type { Language } from '@ezc/domain/constants';
import type { Catalogue } from '@ezc/domain/i18n/index';
import { displayDateTime, money } from '../lending/format';

/**
 * The dashboard's figures as `POST /api/reports/dashboard` answers them, and what the page shows
 * of them: the words, the money as 'RM 1,234.56', the links. Pure, so the server's render and the
 * browser's live update write exactly the same things.
 */

export type DashboardTexts = Catalogue['dashboardPage'];

export const arrearsBuckets = ['d1to30', 'd31to60', 'd61to90', 'd90plus'] as const;
export type Bucket = (typeof arrearsBuckets)[number];

export interface Figure {
  readonly Count: number;
  readonly Amount: number;
  readonly Link: string;
}

export interface CountFigure {
  readonly Count: number;
  readonly Link: string;
}

export interface Dashboard {
  readonly Today: string;
  readonly PortfolioOutstanding: Figure;
  readonly DisbursedThisMonth: Figure;
  readonly CollectedThisMonth: Figure;
  readonly Arrears: readonly (Figure & { readonly Bucket: Bucket })[];
  readonly ApplicationsInReview: CountFigure;
  readonly SigningSessionsToday: CountFigure;
  readonly Monthly: readonly {
    readonly Month: string;
    readonly Disbursed: number;
    readonly Collected: number;
  }[];
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A path of this site: never another origin or a script URL, whatever the answer carries. */
const isSitePath = (v: unknown): v is string => typeof v === 'string' && /^\/(?![/\\])/.test(v);

function countFigure(v: unknown): CountFigure | undefined {
  if (!isObject(v) || !isNumber(v.Count) || !isSitePath(v.Link)) return undefined;
  return { Count: v.Count, Link: v.Link };
}

function figure(v: unknown): Figure | undefined {
  const counted = countFigure(v);
  if (!counted || !isObject(v) || !isNumber(v.Amount)) return undefined;
  return { ...counted, Amount: v.Amount };
}

/** The answer's `Data` as the page needs it, or undefined when anything is missing or malformed. */
export function parseDashboard(body: unknown): Dashboard | undefined {
  const d = isObject(body) && isObject(body.Data) ? body.Data : undefined;
  if (!d || typeof d.Today !== 'string') return undefined;
  const portfolio = figure(d.PortfolioOutstanding);
  const disbursed = figure(d.DisbursedThisMonth);
  const collected = figure(d.CollectedThisMonth);
  const inReview = countFigure(d.ApplicationsInReview);
  const sessions = countFigure(d.SigningSessionsToday);
  if (!portfolio || !disbursed || !collected || !inReview || !sessions) return undefined;
  if (!Array.isArray(d.Arrears) || !Array.isArray(d.Monthly)) return undefined;
  const arrears = arrearsBuckets.map((bucket) => {
    const found = (d.Arrears as unknown[]).find((a) => isObject(a) && a.Bucket === bucket);
    const f = figure(found);
    return f ? { ...f, Bucket: bucket } : undefined;
  });
  if (arrears.some((a) => a === undefined)) return undefined;
  const monthly = (d.Monthly as unknown[]).map((m) =>
    isObject(m) &&
    typeof m.Month === 'string' &&
    /^\d{4}-\d{2}$/.test(m.Month) &&
    isNumber(m.Disbursed) &&
    isNumber(m.Collected)
      ? { Month: m.Month, Disbursed: m.Disbursed, Collected: m.Collected }
      : undefined,
  );
  if (monthly.some((m) => m === undefined)) return undefined;
  return {
    Today: d.Today,
    PortfolioOutstanding: portfolio,
    DisbursedThisMonth: disbursed,
    CollectedThisMonth: collected,
    Arrears: arrears as (Figure & { Bucket: Bucket })[],
    ApplicationsInReview: inReview,
    SigningSessionsToday: sessions,
    Monthly: monthly as Dashboard['Monthly'],
  };
}

export type CardKey = 'portfolio' | 'disbursed' | 'collected' | 'applications' | 'sessions';

export interface CardView {
  readonly key: CardKey;
  readonly label: string;
  readonly value: string;
  readonly note?: string;
  readonly href: string;
}

export interface ArrearsRow {
  readonly bucket: Bucket;
  readonly label: string;
  readonly amount: number;
  readonly amountText: string;
  readonly count: number;
  readonly countText: string;
  readonly href: string;
}

export interface MonthRow {
  readonly month: string;
  /** 'Nov 2026' / 'Nov 2026', for the table. */
  readonly label: string;
  /** The month alone ('Nov'), for the chart's axis. */
  readonly short: string;
  readonly year: string;
  readonly disbursed: number;
  readonly collected: number;
  readonly disbursedText: string;
  readonly collectedText: string;
}

export interface DashboardView {
  readonly cards: readonly CardView[];
  readonly arrears: readonly ArrearsRow[];
  readonly monthly: readonly MonthRow[];
  /** 'As of 27/11/2026 22:36' (Malaysia time). */
  readonly asOf: string;
}

/** CLDR's short month names; written out so the server and every browser agree. */
const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};

/** A count with thousands separators: '1,234'. */
export const whole = (n: number): string =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const fill = (template: string, count: number) => template.replace('{count}', whole(count));

export function dashboardView(d: Dashboard, t: DashboardTexts, lang: Language, at: Date): DashboardView {
  const months = MONTHS[lang] ?? MONTHS.en;
  const amountCard = (key: CardKey, label: string, f: Figure, many: string, one: string): CardView => ({
    key,
    label,
    value: money(f.Amount),
    note: f.Count === 1 ? one : fill(many, f.Count),
    href: f.Link,
  });
  return {
    cards: [
      amountCard(
        'portfolio',
        t.portfolioOutstanding,
        d.PortfolioOutstanding,
        t.portfolioNote,
        t.portfolioNoteOne,
      ),
      amountCard('disbursed', t.disbursedThisMonth, d.DisbursedThisMonth, t.countNote, t.countNoteOne),
      amountCard('collected', t.collectedThisMonth, d.CollectedThisMonth, t.countNote, t.countNoteOne),
      {
        key: 'applications',
        label: t.applicationsInReview,
        value: whole(d.ApplicationsInReview.Count),
        href: d.ApplicationsInReview.Link,
      },
      {
        key: 'sessions',
        label: t.signingSessionsToday,
        value: whole(d.SigningSessionsToday.Count),
        href: d.SigningSessionsToday.Link,
      },
    ],
    arrears: d.Arrears.map((a) => ({
      bucket: a.Bucket,
      label: t.arrearsBuckets[a.Bucket],
      amount: a.Amount,
      amountText: money(a.Amount),
      count: a.Count,
      countText: whole(a.Count),
      href: a.Link,
    })),
    monthly: d.Monthly.map((m) => {
      const [year = '', month = '1'] = m.Month.split('-');
      const short = months[Number(month) - 1] ?? month;
      return {
        month: m.Month,
        label: `${short} ${year}`,
        short,
        year,
        disbursed: m.Disbursed,
        collected: m.Collected,
        disbursedText: money(m.Disbursed),
        collectedText: money(m.Collected),
      };
    }),
    asOf: t.asOf.replace('{time}', displayDateTime(at.toISOString())),
  };
}
