import {
  BUCKET_SHARDS,
  type Cell,
  compareRows,
  decodeRow,
  type ReportName,
  type ReportRow,
  ROW_ATTRIBUTE_PREFIX,
  reportLoanSchema,
  reports,
  type SummaryNumbers,
} from '@ezc/domain';
import type { Item, Table } from '@ezc/platform';
import { reportKeys } from './report-store';

/** Reads the reports' items: summaries of a range of days, the buckets of given days, a loan's rows. */
export interface ReportReader {
  summaries(
    report: ReportName,
    from?: string,
    to?: string,
  ): Promise<{ day: string; numbers: SummaryNumbers }[]>;
  cells(report: ReportName): Promise<Record<string, Cell>>;
  /** The rows filed under the given days (every shard), each day's in report order. */
  rowsOfDays(report: ReportName, days: readonly string[]): Promise<ReportRow[]>;
  /** One loan's rows of a report, in report order. */
  rowsOfLoan(report: ReportName, loanNo: string): Promise<ReportRow[]>;
  /** Every row from `from` to `to`, a day at a time in report order, read a page of buckets at a time. */
  streamRows(report: ReportName, from?: string, to?: string): AsyncIterable<ReportRow[]>;
}

const rowsOfItem = (report: ReportName, item: Item): ReportRow[] =>
  Object.entries(item)
    .filter(([k]) => k.startsWith(ROW_ATTRIBUTE_PREFIX))
    // A store of the first form (a map per row) reads on until its first event builds it again.
    .map(([, v]) => (typeof v === 'string' ? decodeRow(reports[report], v) : (v as ReportRow)));

/** Sort-key bounds of the days from `from` to `to` (either open). */
const dayRange = (from?: string, to?: string): [string, string] => [from ?? '0000', `${to ?? '9999'}~`];

export function reportReader(table: Table): ReportReader {
  return {
    async summaries(report, from, to) {
      const items = await table.queryAll({
        pk: reportKeys.summaries(report),
        sk: { between: dayRange(from, to) },
      });
      // A day's shards added up (`<day>#<shard>`, or `<day>` as a store from before kept it).
      const days = new Map<string, Record<string, number>>();
      for (const item of items) {
        const day = String(item.SK).slice(0, 10);
        const sum = days.get(day) ?? {};
        for (const [name, value] of Object.entries(item)) {
          if (typeof value === 'number' && name !== 'version') sum[name] = (sum[name] ?? 0) + value;
        }
        days.set(day, sum);
      }
      return [...days].map(([day, numbers]) => ({ day, numbers }));
    },
    async cells(report) {
      const items = await table.queryAll({ pk: reportKeys.cells(report) });
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
    async rowsOfDays(report, days) {
      if (days.length === 0) return [];
      const wanted = new Set(days);
      const sorted = [...days].sort();
      const items = await table.queryAll({
        pk: reportKeys.buckets(report),
        sk: { between: dayRange(sorted[0], sorted[sorted.length - 1]) },
      });
      return items
        .filter((i) => wanted.has(String(i.SK).slice(0, 10)))
        .flatMap((i) => rowsOfItem(report, i))
        .sort(compareRows);
    },
    async rowsOfLoan(report, loanNo) {
      const item = await table.get(reportKeys.loan(loanNo));
      const parsed = reportLoanSchema.safeParse(item?.Picture);
      return parsed.success ? reports[report].rowsOf(parsed.data).sort(compareRows) : [];
    },
    async *streamRows(report, from, to) {
      const ask = (cursor?: string) =>
        table.query({
          pk: reportKeys.buckets(report),
          sk: { between: dayRange(from, to) },
          // Eight days' buckets a page, about 1 MB at the busiest: DynamoDB Local reads every item
          // a page may hold before it cuts the page at 1 MB, so a far larger limit re-reads the
          // rest of the range page after page, and a smaller one waits on more round trips.
          limit: BUCKET_SHARDS * 8,
          ...(cursor ? { cursor } : {}),
        });
      let next: ReturnType<typeof ask> | undefined = ask();
      let day: string | undefined;
      let held: ReportRow[] = [];
      try {
        while (next) {
          const page: Awaited<ReturnType<typeof ask>> = await next;
          // The next page is asked for before this one's rows are handed on, so reading and writing
          // the export overlap; at most two pages are held.
          next = page.cursor ? ask(page.cursor) : undefined;
          for (const item of page.items) {
            const itemDay = String(item.SK).slice(0, 10);
            if (itemDay !== day && held.length) {
              yield held.sort(compareRows);
              held = [];
            }
            day = itemDay;
            held.push(...rowsOfItem(report, item));
          }
        }
      } finally {
        // An export given up half way leaves a page asked for: its failure is no one's to hear.
        next?.catch(() => {});
      }
      if (held.length) yield held.sort(compareRows);
    },
  };
}
