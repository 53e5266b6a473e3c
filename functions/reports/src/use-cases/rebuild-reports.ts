import {
  type Actor,
  auditWrite,
  type Item,
  type Key,
  type Platform,
  platformKeys,
  randomIds,
  type Table,
} from '@ezc/platform';
import { reportsPorts } from '../ports';
import { bulkProjection } from '../projection/bulk-projection';
import { projectionPartitions, reportKeys } from '../projection/report-store';
import type { ReportSources } from '../projection/sources';

const PROJECTION_SETTING = 'reports-projection';
/**
 * The stored form of the projection: 2 kept each row as one string in a day's packed buckets; 3
 * keeps each row as an item of its own, a day's rows in a partition of their own. A store whose
 * setting names an older form (or none) is built again whole.
 */
export const PROJECTION_FORM = 3;

export interface RebuildPorts {
  table: Table;
  sources: ReportSources;
  now: () => Date;
}

/** The loans' pictures and their list entries, found through the list (a store from before lists the pictures themselves). */
export async function reportLoanItems(table: Table): Promise<(Item & Key)[]> {
  const listed = await table.queryAll<Item & Key>({ index: 'GSI1', pk: reportKeys.loansIndex });
  const pictures = await table.batchGet(
    listed.filter((i) => i.SK !== reportKeys.loan('').SK).map((i) => reportKeys.loan(String(i.LoanNo))),
  );
  return [...listed.map((i) => ({ ...i })), ...pictures.flatMap((p) => (p ? [p as Item & Key] : []))];
}

/** Every item of the reports' projection, as stored (what a rebuild clears and a comparison reads). */
export async function projectionItems(table: Table): Promise<(Item & Key)[]> {
  const parts = await Promise.all([
    ...(await projectionPartitions(table)).map((pk) => table.queryAll<Item & Key>({ pk })),
    reportLoanItems(table),
  ]);
  return parts.flat();
}

async function clear(table: Table) {
  const keys = (await projectionItems(table)).map((i) => ({ PK: i.PK, SK: i.SK }));
  await table.batchDelete(keys);
  return keys.length;
}

/**
 * Works every report out again from the sources (the loans, their accounts and ledgers, their
 * payments): the projection is cleared and written afresh. Run it while no events are flowing (a
 * change that lands meanwhile is caught by the next event about that loan, or by running it again).
 */
export async function rebuildReports(ports: RebuildPorts, actor?: Actor) {
  const removed = await clear(ports.table);
  const built = bulkProjection(ports.now().toISOString());
  const loanNos = await ports.sources.loanNos();
  // A few loans read at a time: each is two queries, and the store answers several at once.
  for (let i = 0; i < loanNos.length; i += 8) {
    const pictures = await Promise.all(loanNos.slice(i, i + 8).map((n) => ports.sources.load(n)));
    for (const picture of pictures) if (picture?.DisbursementDate) built.add(picture);
  }
  await ports.table.batchPut(built.items());
  const result = { removed, ...built.counts() };
  // A rebuild asked for by a person is theirs on the record; the store's own first build is not.
  if (actor) {
    await ports.table.transact([
      auditWrite(
        {
          objectType: 'Setting',
          objectId: PROJECTION_SETTING,
          action: 'Reports rebuilt',
          remarks: `${result.loans} loans, ${result.rows} rows, ${result.summaries} day summaries (${removed} items replaced)`,
          actor,
        },
        ports.now().toISOString(),
        randomIds.next(),
      ),
    ]);
  }
  return result;
}

/** Tables known to hold the projection (a process may serve several stores: the test suite's). */
const projected = new WeakSet<Table>();
const builds = new WeakMap<Table, Promise<boolean>>();

/**
 * A store kept from before the reports existed has loans and no projection, and one kept from an
 * older form of the projection has it in that form: the first event the reports receive builds it
 * whole, once per store (a setting records it and the form).
 */
export function buildReportsOnce(ports: RebuildPorts): Promise<boolean> {
  if (projected.has(ports.table)) return Promise.resolve(false);
  // One build per store at a time: the events that arrive meanwhile wait for it.
  let building = builds.get(ports.table);
  if (!building) {
    building = (async () => {
      const marker = platformKeys.setting(PROJECTION_SETTING);
      const found = await ports.table.get(marker);
      if (Number(found?.Form ?? 1) < PROJECTION_FORM) {
        const built = await rebuildReports(ports);
        await ports.table.put({
          ...marker,
          EntityType: 'Setting',
          At: ports.now().toISOString(),
          Loans: built.loans,
          Form: PROJECTION_FORM,
        });
      }
      projected.add(ports.table);
      return true;
    })().finally(() => builds.delete(ports.table));
    builds.set(ports.table, building);
  }
  // Every waiter goes on to its own loan: the build may have read it before its latest change.
  return building.then(() => false);
}

/** A whole store's reports worked out again (the local `npm run reports:rebuild`). */
export async function rebuildStoreReports(p: Platform) {
  const ports = reportsPorts(p);
  return rebuildReports({ table: p.table, sources: ports.sources, now: ports.now });
}
