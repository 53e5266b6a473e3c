import {
  amountAttribute,
  cellIdOf,
  cellOf,
  countAttribute,
  getOrAdd,
  monthOfDay,
  type ReportLoan,
  type ReportName,
  reportNames,
  reports,
  shardOf,
} from '@ezc/domain';
import type { Item, Key } from '@ezc/platform';
import { listedItem, loanItem, type ProjectionKeys, reportKeys, rowItem } from './report-store';

/**
 * The reports' items for many loans at once, built in memory: what a rebuild writes, and what the
 * large test data set loads. They are the very items the live consumers keep (the same keys,
 * attribute names and sums), so a rebuilt projection can be compared with the live one.
 */
export function bulkProjection(at: string, keys: ProjectionKeys = reportKeys) {
  const rows: (Item & Key)[] = [];
  const summaries = new Map<string, Item & Key>();
  const months = new Map<string, Item & Key>();
  const cells = new Map<string, Item & Key>();
  const loans: (Item & Key)[] = [];
  const add = (picture: ReportLoan) => {
    loans.push(loanItem(picture, 1, at, keys), listedItem(picture.LoanNo, keys));
    const shard = shardOf(picture.LoanNo);
    for (const report of reportNames) {
      const def = reports[report];
      for (const row of def.rowsOf(picture)) {
        rows.push(rowItem(report, row, keys));
        const cell = cellOf(row);
        const id = cellIdOf(cell);
        const ck = keys.cell(report as ReportName, id);
        if (!cells.has(`${ck.PK}|${ck.SK}`)) cells.set(`${ck.PK}|${ck.SK}`, { ...ck, ...cell });
        const month = monthOfDay(row.Day);
        const dayKey = keys.summary(report, row.Day, shard);
        const monthKey = keys.monthSummary(report, month, shard);
        for (const s of [
          getOrAdd(summaries, `${dayKey.PK}|${dayKey.SK}`, () => ({ ...dayKey, Day: row.Day })),
          getOrAdd(months, `${monthKey.PK}|${monthKey.SK}`, () => ({ ...monthKey, Month: month })),
        ] as Record<string, unknown>[]) {
          s[countAttribute(id)] = Number(s[countAttribute(id)] ?? 0) + 1;
          def.amounts.forEach((field, i) => {
            s[amountAttribute(id, i)] = Number(s[amountAttribute(id, i)] ?? 0) + Number(row[field] ?? 0);
          });
        }
      }
    }
  };
  return {
    add,
    items: (): (Item & Key)[] => [
      ...cells.values(),
      ...summaries.values(),
      ...months.values(),
      ...rows,
      ...loans,
    ],
    counts: () => ({
      // Each loan has two items: its picture and its list entry.
      loans: loans.length / 2,
      rows: rows.length,
      summaries: summaries.size,
      monthSummaries: months.size,
      cells: cells.size,
    }),
  };
}
