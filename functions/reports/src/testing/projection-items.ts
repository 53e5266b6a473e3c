import type { Item, Key, Table } from '@ezc/platform';
import { projectionState } from '../projection/generations';
import { projectionKeys, projectionPartitions } from '../projection/report-store';
import { reportLoanItems } from '../use-cases/rebuild-reports';

/**
 * Every item of the live generation of the reports' projection, as stored, its keys as the first
 * generation's (what tests and a comparison read: two generations of the same book are equal).
 */
export async function projectionItems(table: Table): Promise<(Item & Key)[]> {
  const keys = projectionKeys((await projectionState(table)).live);
  const parts = await Promise.all([
    ...(await projectionPartitions(table, keys)).map((pk) => table.queryAll<Item & Key>({ pk })),
    reportLoanItems(table, keys),
  ]);
  const prefix = keys.loansIndex.slice(0, -'RPTLOANS'.length);
  const plain = (v: unknown) =>
    typeof v === 'string' && prefix && v.startsWith(prefix) ? v.slice(prefix.length) : v;
  return parts
    .flat()
    .map((i) => ({ ...i, PK: String(plain(i.PK)), ...(i.GSI1PK ? { GSI1PK: plain(i.GSI1PK) } : {}) }));
}
