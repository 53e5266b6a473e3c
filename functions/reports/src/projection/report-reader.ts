import {
  type Cell,
  compareRows,
  decodeRow,
  type ReportName,
  type ReportRow,
  rangeParts,
  reportLoanSchema,
  reports,
  type SummaryNumbers,
} from '@ezc/domain';
import type { Item, Table } from '@ezc/platform';
import { type ProjectionKeys, reportKeys } from './report-store';

/** Reads the reports' items: summaries of a range of days, the rows of given days, a loan's rows. */
export interface ReportReader {
  /** The day summaries from `from` to `to` (either open), each day's shards added up. */
  summaries(
    report: ReportName,
    from?: string,
    to?: string,
  ): Promise<{ day: string; numbers: SummaryNumbers }[]>;
  /**
   * The summaries of a range as cheaply as they are kept: a month it holds whole as one entry
   * (its `day` the month, `YYYY-MM`), the days of a month it holds in part one by one.
   */
  rangeSummaries(
    report: ReportName,
    from?: string,
    to?: string,
  ): Promise<{ day: string; numbers: SummaryNumbers }[]>;
  cells(report: ReportName): Promise<Record<string, Cell>>;
  /**
   * A page's rows: the days in order, each in report order, keeping the rows `keep` lets through;
   * `skip` kept rows of the first day come before the page, and `take` make it. Each day is read
   * from its first row no further than the page needs.
   */
  rowsOfPage(
    report: ReportName,
    days: readonly string[],
    page: { skip: number; take: number; keep: (row: ReportRow) => boolean },
  ): Promise<ReportRow[]>;
  /** One loan's rows of a report, in report order. */
  rowsOfLoan(report: ReportName, loanNo: string): Promise<ReportRow[]>;
  /** Every row of the days given, in order, a page of rows at a time (what an export writes). */
  streamRows(report: ReportName, days: readonly string[]): AsyncIterable<ReportRow[]>;
  /**
   * The same reads, all of the generation live now: what one request reads through, so its
   * figures and rows come from one generation and the setting is read once.
   */
  live(): Promise<ReportReader>;
}

/**
 * Rows a query page: about 400 KB. DynamoDB Local reads every item a page may hold before it cuts
 * the page at 1 MB, so a far larger limit re-reads the rest of a day page after page, and a
 * smaller one waits on more round trips.
 */
const ROWS_A_QUERY = 1000;

/**
 * Reads the live generation of the projection: `keysNow` says which it is. Each read asks it again
 * (a rebuild switches generations while pages are being read); `live()` asks once, for a request.
 */
export function reportReader(
  table: Table,
  keysNow: () => Promise<ProjectionKeys> = async () => reportKeys,
): ReportReader {
  const live = async () => readerOf(table, await keysNow());
  return {
    live,
    summaries: async (report, from, to) => (await live()).summaries(report, from, to),
    rangeSummaries: async (report, from, to) => (await live()).rangeSummaries(report, from, to),
    cells: async (report) => (await live()).cells(report),
    rowsOfPage: async (report, days, page) => (await live()).rowsOfPage(report, days, page),
    rowsOfLoan: async (report, loanNo) => (await live()).rowsOfLoan(report, loanNo),
    async *streamRows(report, days) {
      yield* (await live()).streamRows(report, days);
    },
  };
}

/** The reads of one generation, its keys given. */
function readerOf(table: Table, keys: ProjectionKeys): ReportReader {
  const rowsOf = (report: ReportName, items: readonly Item[]) =>
    items.map((i) => decodeRow(reports[report], String(i.Row)));
  /** A partition's summaries from `from` to `to`, each period's shards added up (`<period>#<shard>`). */
  const summed = async (pk: string, width: number, from?: string, to?: string) => {
    const items = await table.queryAll({ pk, sk: { between: [from ?? '0000', `${to ?? '9999'}~`] } });
    // A day kept whole by a store from before (`<day>`) adds up the same way.
    const periods = new Map<string, Record<string, number>>();
    for (const item of items) {
      const period = String(item.SK).slice(0, width);
      const sum = periods.get(period) ?? {};
      for (const [name, value] of Object.entries(item)) {
        if (typeof value === 'number' && name !== 'version') sum[name] = (sum[name] ?? 0) + value;
      }
      periods.set(period, sum);
    }
    return [...periods].map(([day, numbers]) => ({ day, numbers }));
  };
  const daySummaries = (report: ReportName, from?: string, to?: string) =>
    summed(keys.summaries(report), 10, from, to);
  const reader: ReportReader = {
    live: async () => reader,
    summaries: daySummaries,
    async rangeSummaries(report, from, to) {
      const parts = rangeParts(from, to);
      const read = await Promise.all([
        ...(parts.months ? [summed(keys.monthSummaries(report), 7, parts.months.from, parts.months.to)] : []),
        ...parts.days.map((d) => daySummaries(report, d.from, d.to)),
      ]);
      return read.flat();
    },
    async cells(report) {
      const items = await table.queryAll({ pk: keys.cells(report) });
      return Object.fromEntries(
        items.map((i) => [
          String(i.SK),
          {
            PartnerCode: String(i.PartnerCode ?? ''),
            PackageCode: String(i.PackageCode ?? ''),
            ProductId: String(i.ProductId ?? ''),
            Status: String(i.Status ?? ''),
          },
        ]),
      );
    },
    async rowsOfPage(report, days, { skip, take, keep }) {
      const out: ReportRow[] = [];
      let toSkip = skip;
      for (const day of days) {
        let cursor: string | undefined;
        do {
          // Exactly what is still wanted: with no filter each kept row is one read row.
          const wanted = Math.min(ROWS_A_QUERY, toSkip + take - out.length);
          const page = await table.query({
            pk: keys.rowsOfDay(report, day),
            limit: wanted,
            ...(cursor ? { cursor } : {}),
          });
          for (const row of rowsOf(report, page.items)) {
            if (!keep(row)) continue;
            if (toSkip > 0) toSkip--;
            else if (out.length < take) out.push(row);
          }
          cursor = page.cursor;
        } while (cursor && out.length < take);
        if (out.length >= take) break;
        // Rows to skip are all in the first day (its summary counted them).
        toSkip = 0;
      }
      return out;
    },
    async rowsOfLoan(report, loanNo) {
      const item = await table.get(keys.loan(loanNo));
      const parsed = reportLoanSchema.safeParse(item?.Picture);
      return parsed.success ? reports[report].rowsOf(parsed.data).sort(compareRows) : [];
    },
    async *streamRows(report, days) {
      const ask = (d: number, cursor?: string) => {
        const day = days[d];
        if (day === undefined) return undefined;
        return table
          .query({
            pk: keys.rowsOfDay(report, day),
            limit: ROWS_A_QUERY,
            ...(cursor ? { cursor } : {}),
          })
          .then((page) => ({ d, page }));
      };
      let next = ask(0);
      try {
        while (next) {
          const { d, page } = await next;
          // The next page is asked for before this one's rows are handed on, so reading and writing
          // the export overlap; at most two pages are held.
          next = page.cursor ? ask(d, page.cursor) : ask(d + 1);
          if (page.items.length) yield rowsOf(report, page.items);
        }
      } finally {
        // An export given up half way leaves a page asked for: its failure is no one's to hear.
        next?.catch(() => {});
      }
    },
  };
  return reader;
}
