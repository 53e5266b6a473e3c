import {
  type Cell,
  changesOf,
  encodeRow,
  type ReportChanges,
  type ReportLoan,
  type ReportName,
  type ReportRow,
  reportLoanSchema,
  reportNames,
  reports,
  reportsChanged,
} from '@ezc/domain';
import { ConditionFailedError, type Item, outboxWrite, type Table, type TableWrite } from '@ezc/platform';

/**
 * The reports' items (keys made here only):
 * - `RPTLOAN#<LoanNo>` / `RPTLOAN`: a loan's report picture, the rows of every report derive from
 *   it. It is on no index: it changes with every payment, and an index would take it whole each
 *   time, in one partition every payment shares.
 * - `RPTLOAN#<LoanNo>` / `RPTLOAN#LISTED`: the loan's entry under GSI1 `RPTLOANS` (what a rebuild
 *   and the comparison read), written once, with its first picture.
 * - `RPTROWS#<report>#<day>` / `<row id>`: a row, one string (`encodeRow`) in `Row`. A day's rows
 *   are a partition of their own, in report order (by id), so a page reads from its first row's
 *   day and no further than it needs, and a month-end's writes spread over the days they touch.
 *   (The forms before kept a day's rows packed into a few items under `RPTROWS#<report>`; a
 *   rebuild clears them.)
 * - `RPTSUM#<report>` / `<day>#<shard>`: the day's summary, a count and amount sums per cell, in
 *   the shards of the loans that moved it (a store from before kept one a day, `<day>`).
 * - `RPTMONTH#<report>` / `<month>#<shard>`: the same, a month's, moved with the day's: a range
 *   that holds a month whole reads it, not its days.
 * - `RPTCELL#<report>` / `<cell id>`: what a cell id stands for (partner, package, product, status).
 *
 * A rebuild writes a new generation of all of these beside the live one, each key prefixed
 * `G<n>#`, and switches to it when it is whole (see generations.ts).
 */
export function projectionKeys(generation: number) {
  // A generation built beside the live one (a rebuild) has keys of its own; the first keeps the
  // keys stores have always had.
  const g = generation === 0 ? '' : `G${generation}#`;
  return {
    generation,
    loan: (loanNo: string) => ({ PK: `${g}RPTLOAN#${loanNo}`, SK: 'RPTLOAN' }),
    listed: (loanNo: string) => ({ PK: `${g}RPTLOAN#${loanNo}`, SK: 'RPTLOAN#LISTED' }),
    loansIndex: `${g}RPTLOANS`,
    row: (report: ReportName, day: string, rowId: string) => ({
      PK: `${g}RPTROWS#${report}#${day}`,
      SK: rowId,
    }),
    rowsOfDay: (report: ReportName, day: string) => `${g}RPTROWS#${report}#${day}`,
    formerBuckets: (report: ReportName) => `${g}RPTROWS#${report}`,
    summary: (report: ReportName, day: string, shard: number) => ({
      PK: `${g}RPTSUM#${report}`,
      SK: `${day}#${shard}`,
    }),
    summaries: (report: ReportName) => `${g}RPTSUM#${report}`,
    monthSummary: (report: ReportName, month: string, shard: number) => ({
      PK: `${g}RPTMONTH#${report}`,
      SK: `${month}#${shard}`,
    }),
    monthSummaries: (report: ReportName) => `${g}RPTMONTH#${report}`,
    cell: (report: ReportName, cellId: string) => ({ PK: `${g}RPTCELL#${report}`, SK: cellId }),
    cells: (report: ReportName) => `${g}RPTCELL#${report}`,
  } as const;
}
export type ProjectionKeys = ReturnType<typeof projectionKeys>;

/** The keys of the first generation (every store's until it is rebuilt). */
export const reportKeys = projectionKeys(0);

/**
 * The partitions a rebuild empties and a comparison reads: every report's summaries (of days and
 * of months) and cells,
 * the rows of each day a summary names (a day's rows are written with its summary, so no day of
 * rows is without one), and the packed buckets of the forms before.
 */
export async function projectionPartitions(
  table: Table,
  keys: ProjectionKeys = reportKeys,
): Promise<string[]> {
  const perReport = await Promise.all(
    reportNames.map(async (r) => {
      const summaries = await table.queryAll({ pk: keys.summaries(r) });
      const days = new Set(summaries.map((s) => String(s.SK).slice(0, 10)));
      return [
        keys.summaries(r),
        keys.monthSummaries(r),
        keys.cells(r),
        keys.formerBuckets(r),
        ...[...days].map((d) => keys.rowsOfDay(r, d)),
      ];
    }),
  );
  return perReport.flat();
}

/** A row as stored. */
export const rowItem = (
  report: ReportName,
  row: ReportRow,
  keys: ProjectionKeys = reportKeys,
): Item & { PK: string; SK: string } => ({
  ...keys.row(report, row.Day, row.Id),
  Row: encodeRow(reports[report], row),
});

export interface StoredLoan {
  picture?: ReportLoan;
  version: number;
  /** A change too large for one transaction, applied part by part: where it is going, and how far. */
  pending?: { picture: ReportLoan; done: number };
  /** Stored when a picture carried its own index key: its next change writes its list entry. */
  listedItself?: true;
}

/** DynamoDB takes at most 100 writes in a transaction; one is the loan's own item. */
const PART = 99;

export const loanRowsOf = (report: ReportName, picture: ReportLoan | undefined): ReportRow[] =>
  picture ? reports[report].rowsOf(picture) : [];

/** Everything that moves when a loan's picture goes from `before` to `after`, report by report. */
export function changesBetween(
  loanNo: string,
  before: ReportLoan | undefined,
  after: ReportLoan,
): { report: ReportName; changes: ReportChanges }[] {
  return reportNames.map((report) => ({
    report,
    changes: changesOf(reports[report], loanNo, loanRowsOf(report, before), loanRowsOf(report, after)),
  }));
}

/** The row and summary writes of a change, in a fixed order (a part-by-part change resumes by count). */
export function writesOf(
  changes: { report: ReportName; changes: ReportChanges }[],
  keys: ProjectionKeys = reportKeys,
): TableWrite[] {
  return changes.flatMap(({ report, changes: c }) => [
    ...c.rows.remove.map((r): TableWrite => ({ kind: 'delete', key: keys.row(report, r.day, r.id) })),
    ...c.rows.put.map((row): TableWrite => ({ kind: 'put', item: rowItem(report, row, keys) })),
    ...c.summaries.map(
      (s): TableWrite => ({
        kind: 'update',
        key: keys.summary(report, s.day, s.shard),
        spec: { set: { Day: s.day }, add: s.add },
      }),
    ),
    ...c.months.map(
      (m): TableWrite => ({
        kind: 'update',
        key: keys.monthSummary(report, m.month, m.shard),
        spec: { set: { Month: m.month }, add: m.add },
      }),
    ),
  ]);
}

/** A loan's picture as stored. */
export const loanItem = (
  picture: ReportLoan,
  version: number,
  at: string,
  keys: ProjectionKeys = reportKeys,
): Item & { PK: string; SK: string } => ({
  ...keys.loan(picture.LoanNo),
  EntityType: 'ReportLoan',
  LoanNo: picture.LoanNo,
  Picture: picture,
  version,
  updatedAt: at,
});

/** A loan's entry in the list of the loans the reports hold. */
export const listedItem = (
  loanNo: string,
  keys: ProjectionKeys = reportKeys,
): Item & { PK: string; SK: string } => ({
  ...keys.listed(loanNo),
  EntityType: 'ReportLoanListed',
  LoanNo: loanNo,
  GSI1PK: keys.loansIndex,
  GSI1SK: loanNo,
});

/** A loan's first picture (or one stored with its own index key) lands with its list entry. */
const listedWith = (loanNo: string, stored: StoredLoan, keys: ProjectionKeys): TableWrite[] =>
  stored.version === 0 || stored.listedItself ? [{ kind: 'put', item: listedItem(loanNo, keys) }] : [];

/** The dashboard hears of it: one event per version of the loan's picture, written with it. */
const changedEvent = (loanNo: string, version: number, at: string): TableWrite =>
  outboxWrite(
    reportsChanged.create({
      // The moment too: a rebuild starts the versions again, and an id is never to be reused.
      id: `reports-changed-${loanNo}-v${version}-${Date.parse(at)}`,
      occurredAt: at,
      data: { LoanNo: loanNo },
    }),
    at,
  );

export interface ReportStore {
  load(loanNo: string): Promise<StoredLoan>;
  /**
   * Moves a loan's picture from what `stored` holds to `after`, with its rows, counts and sums in
   * every report: one transaction, version-checked on the loan's item, so a change lands exactly
   * once even when two deliveries race (the loser finds the item moved and starts again). A change
   * of more than 99 writes (a long loan seen the first time) goes part by part, the loan's item
   * remembering how far it got so any later call finishes it first. `also` (an audit row) lands
   * with the loan's new picture.
   */
  apply(
    loanNo: string,
    stored: StoredLoan,
    after: ReportLoan,
    at: string,
    also?: TableWrite[],
  ): Promise<void>;
  /** Finishes a part-by-part change left half done. */
  finish(loanNo: string, stored: StoredLoan, at: string): Promise<void>;
}

/**
 * The store of one generation of the projection (the live one unless told). Only the live one
 * tells the dashboard: a generation being built is not read until it is whole.
 */
export function reportStore(
  table: Table,
  keys: ProjectionKeys = reportKeys,
  options: { tells?: boolean } = {},
): ReportStore {
  const tells = options.tells ?? true;
  const told = (loanNo: string, version: number, at: string): TableWrite[] =>
    tells ? [changedEvent(loanNo, version, at)] : [];
  const knownCells = new Set<string>();
  /** A cell's meaning is written once (an update that keeps what is there), outside the change. */
  const rememberCells = async (changes: { report: ReportName; changes: ReportChanges }[]) => {
    const fresh: [ReportName, string, Cell][] = [];
    for (const { report, changes: c } of changes) {
      for (const [id, cell] of Object.entries(c.cells)) {
        if (!knownCells.has(`${report}:${id}`)) fresh.push([report, id, cell]);
      }
    }
    await Promise.all(
      fresh.map(([report, id, cell]) =>
        table.update(keys.cell(report, id), { setIfAbsent: { ...cell } }).then(() => {
          knownCells.add(`${report}:${id}`);
        }),
      ),
    );
  };
  const versionIs = (version: number) =>
    version === 0
      ? { expression: 'attribute_not_exists(PK)' }
      : { expression: 'version = :v AND attribute_not_exists(Pending)', values: { ':v': version } };

  async function inParts(
    loanNo: string,
    stored: StoredLoan,
    after: ReportLoan,
    writes: TableWrite[],
    at: string,
    done: number,
    also: TableWrite[] = [],
  ) {
    const parts: TableWrite[][] = [];
    for (let i = 0; i < writes.length; i += PART) parts.push(writes.slice(i, i + PART));
    for (let n = done; n < parts.length; n++) {
      const mark: TableWrite = {
        kind: 'update',
        key: keys.loan(loanNo),
        spec:
          n === 0
            ? {
                set: {
                  Pending: after,
                  PendingDone: 1,
                  ...(stored.version === 0 ? { version: 0, LoanNo: loanNo } : {}),
                },
                condition:
                  stored.version === 0
                    ? { expression: 'attribute_not_exists(PK)' }
                    : {
                        expression: 'version = :v AND attribute_not_exists(Pending)',
                        values: { ':v': stored.version },
                      },
              }
            : {
                set: { PendingDone: n + 1 },
                condition: { expression: 'PendingDone = :n', values: { ':n': n } },
              },
      };
      await table.transact([mark, ...(parts[n] ?? [])]);
    }
    await table.transact([
      {
        kind: 'put',
        item: loanItem(after, stored.version + 1, at, keys),
        condition: { expression: 'PendingDone = :n', values: { ':n': parts.length } },
      },
      ...listedWith(loanNo, stored, keys),
      ...also,
    ]);
  }

  return {
    async load(loanNo) {
      const item = await table.get(keys.loan(loanNo));
      if (!item) return { version: 0 };
      const version = Number(item.version ?? 0);
      return {
        version,
        ...(item.GSI1PK !== undefined ? { listedItself: true as const } : {}),
        ...(item.Picture ? { picture: reportLoanSchema.parse(item.Picture) } : {}),
        ...(item.Pending
          ? {
              pending: { picture: reportLoanSchema.parse(item.Pending), done: Number(item.PendingDone ?? 0) },
            }
          : {}),
      };
    },
    async apply(loanNo, stored, after, at, also = []) {
      const changes = changesBetween(loanNo, stored.picture, after);
      await rememberCells(changes);
      const writes = [...writesOf(changes, keys), ...told(loanNo, stored.version + 1, at)];
      if (writes.length + also.length <= PART) {
        await table.transact([
          {
            kind: 'put',
            item: loanItem(after, stored.version + 1, at, keys),
            condition: versionIs(stored.version),
          },
          ...listedWith(loanNo, stored, keys),
          ...writes,
          ...also,
        ]);
        return;
      }
      await inParts(loanNo, stored, after, writes, at, 0, also);
    },
    async finish(loanNo, stored, at) {
      if (!stored.pending) return;
      const changes = changesBetween(loanNo, stored.picture, stored.pending.picture);
      await rememberCells(changes);
      const writes = [...writesOf(changes, keys), ...told(loanNo, stored.version + 1, at)];
      await inParts(loanNo, stored, stored.pending.picture, writes, at, stored.pending.done);
    },
  };
}

export { ConditionFailedError };
