import {
  type ActiveFilters,
  activeFilters,
  type Cell,
  type DaySummary,
  daysBetween,
  daysOfMonth,
  daysOfPage,
  installmentDaysPastDue,
  type ReportFilters,
  type ReportName,
  type ReportRow,
  reports,
  ringgitFields,
  rowMatches,
  totalsOf,
} from '@ezc/domain';
import type { ReportReader } from '../projection/report-reader';

export interface ReportPorts {
  reader: ReportReader;
  /** Today in Malaysia (days past due are counted to it). */
  today: () => string;
}

export interface ReportAnswer {
  Data: Record<string, unknown>[];
  Count: number;
  /** The whole filtered result's sums (not the page's), in ringgit. */
  Totals: Record<string, unknown>;
}

/** What files a row under its day, not what a reader reads. */
const rowKeys = ['Id', 'Day'];

/**
 * A row as the API answers it: money in ringgit; a loan's or an installment's days past due
 * counted to today (the business clock's day in Malaysia), never stored.
 */
export function presentRow(report: ReportName, row: ReportRow, today: string): Record<string, unknown> {
  const out = ringgitFields(row, rowKeys);
  if (report === 'installments') {
    out.DaysPastDue = installmentDaysPastDue({ DueDate: String(row.DueDate), Status: row.Status }, today);
  }
  if (report === 'summary') {
    const oldest = typeof row.OldestUnpaidDueDate === 'string' ? row.OldestUnpaidDueDate : undefined;
    out.DaysPastDue = oldest ? Math.max(0, daysBetween(oldest, today)) : 0;
  }
  return out;
}

const sumsOf = (report: ReportName, rows: readonly ReportRow[]) =>
  Object.fromEntries(
    reports[report].amounts.map((a) => [a, rows.reduce((s, r) => s + Number(r[a] ?? 0), 0)]),
  );

/** The filters without their dates: summaries read for a range hold only its days already. */
const undated = ({ from: _from, to: _to, ...rest }: ActiveFilters): ActiveFilters => rest;

/** A month's entry among a range's summaries (`YYYY-MM`), where the others are days. */
const isMonth = (period: string) => period.length === 7;

/**
 * The count, sums and periods of everything the filters let through, from the summaries: the
 * months the range holds whole, and the days of the months it holds in part (`totals.days` then
 * lists months and days, each with how many rows it holds).
 */
/**
 * The ports of one request, every read of it from the generation of the projection live when it
 * began: its figures and rows agree, and the setting that names the generation is read once.
 */
export const liveOnly = async <P extends ReportPorts>(ports: P): Promise<P> => ({
  ...ports,
  reader: await ports.reader.live(),
});

export async function totalsFor(
  ports: ReportPorts,
  report: ReportName,
  f: ActiveFilters,
  cellsRead?: Promise<Record<string, Cell>>,
) {
  const [summaries, cells] = await Promise.all([
    ports.reader.rangeSummaries(report, f.from, f.to),
    cellsRead ?? ports.reader.cells(report),
  ]);
  return { ...totalsOf(reports[report], summaries, cells, undated(f)), cells };
}

/**
 * The periods of `totals` with each month named replaced by its days (read from its day
 * summaries), so they can be read row by row.
 */
async function withDaysOf(
  ports: ReportPorts,
  report: ReportName,
  f: ActiveFilters,
  totals: { days: readonly DaySummary[]; cells: Record<string, Cell> },
  months: ReadonlySet<string>,
): Promise<DaySummary[]> {
  const read = new Map(
    await Promise.all(
      [...months].map(async (m) => {
        const { from, to } = daysOfMonth(m);
        const days = await ports.reader.summaries(report, from, to);
        return [m, totalsOf(reports[report], days, totals.cells, undated(f)).days] as const;
      }),
    ),
  );
  return totals.days.flatMap((d) => read.get(d.day) ?? [d]);
}

/** The days holding a page's rows, the months among them read day by day until none is left. */
async function pageDays(
  ports: ReportPorts,
  report: ReportName,
  f: ActiveFilters,
  totals: { days: readonly DaySummary[]; cells: Record<string, Cell> },
  skip: number,
  take: number,
) {
  let days: readonly DaySummary[] = totals.days;
  for (;;) {
    const page = daysOfPage(days, skip, take);
    const months = new Set(page.days.filter(isMonth));
    if (months.size === 0) return page;
    days = await withDaysOf(ports, report, f, { ...totals, days }, months);
  }
}

/** A page's rows (`take` of them after `skip`), and the totals of everything matched, as the store holds them. */
export async function reportPage(
  ports: ReportPorts,
  report: ReportName,
  f: ActiveFilters,
  skip: number,
  take: number,
) {
  const totals = await totalsFor(ports, report, f);
  const page = await pageDays(ports, report, f, totals, skip, take);
  const rows = await ports.reader.rowsOfPage(report, page.days, {
    skip: page.skipInFirst,
    take,
    keep: (r) => rowMatches(r, f),
  });
  return { rows, totals, days: page.days };
}

/**
 * One page of a report with the count and totals of everything the filters let through. The
 * count and totals come from the summaries of the range's months and days; only the page's rows
 * are read, from the day of its first row. A loan number reads that loan's rows alone.
 */
export async function findReport(
  given: ReportPorts,
  report: ReportName,
  query: ReportFilters & { Rows: number; Page: number },
): Promise<ReportAnswer> {
  const ports = await liveOnly(given);
  const f = activeFilters(reports[report], query);
  const skip = (query.Page - 1) * query.Rows;
  const today = ports.today();
  if (f.LoanNo) {
    const rows = (await ports.reader.rowsOfLoan(report, f.LoanNo)).filter((r) => rowMatches(r, f));
    return {
      Data: rows.slice(skip, skip + query.Rows).map((r) => presentRow(report, r, today)),
      Count: rows.length,
      Totals: ringgitFields(sumsOf(report, rows)),
    };
  }
  const { rows, totals } = await reportPage(ports, report, f, skip, query.Rows);
  return {
    Data: rows.map((r) => presentRow(report, r, today)),
    Count: totals.count,
    Totals: ringgitFields(totals.amounts),
  };
}

/** Every row the filters let through, a page of rows at a time, only the days holding one (what an export writes). */
export async function* reportRows(
  given: ReportPorts,
  report: ReportName,
  filters: ReportFilters,
): AsyncIterable<Record<string, unknown>[]> {
  const ports = await liveOnly(given);
  const f: ActiveFilters = activeFilters(reports[report], filters);
  const today = ports.today();
  if (f.LoanNo) {
    const rows = (await ports.reader.rowsOfLoan(report, f.LoanNo)).filter((r) => rowMatches(r, f));
    yield rows.map((r) => presentRow(report, r, today));
    return;
  }
  const totals = await totalsFor(ports, report, f);
  const days = await withDaysOf(
    ports,
    report,
    f,
    totals,
    new Set(totals.days.map((d) => d.day).filter(isMonth)),
  );
  for await (const rows of ports.reader.streamRows(
    report,
    days.map((d) => d.day),
  )) {
    const kept = rows.filter((r) => rowMatches(r, f));
    if (kept.length) yield kept.map((r) => presentRow(report, r, today));
  }
}
