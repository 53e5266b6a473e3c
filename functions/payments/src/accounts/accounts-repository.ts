import {
  accountBusy,
  type LedgerEntry,
  ledgerEntrySchema,
  ledgerTotals,
  loanAccountChanged,
  owedSen,
  type TransactionRow,
} from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  type Item,
  lostRace,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import { invoiceEntryWrites } from '../invoices/invoice-entries';
import { type AccountState, pictureOf } from './account-changes';
import {
  ACCOUNTS_INDEX,
  accountEntity,
  accountListedWrite,
  type LoanAccount,
  WORK_SHARDS,
  workKey,
  workMarkerWrites,
  workShard,
} from './loan-account';
import { entryStatementRows, postedStatementRows, statementRows } from './statement-rows';

/** A ledger entry's item, beside its account: `LOAN#<LoanNo>` / `LEDGER#<EntryId>`. */
export const ledgerKey = (loanNo: string, entryId: string) => ({
  PK: `LOAN#${loanNo}`,
  SK: `LEDGER#${entryId}`,
});

/** GSI1 partition of a loan's statement: its entries that make rows, by their first row's number. */
const statementIndex = (loanNo: string) => `STATEMENT#${loanNo}`;
const rowKey = (row: number) => String(row).padStart(7, '0');

/**
 * Where an entry stands on the borrower's statement: the number of its first row, and what was
 * owed before it (its rows' balances follow from it: statement-rows.ts).
 */
export interface StatementPlace {
  row: number;
  owedBeforeSen: number;
}

/**
 * An entry is written once: a second write of the same id (a day accrued twice) fails the whole
 * change. One that makes statement rows is on its loan's statement index, at its place.
 */
export const entryWrite = (entry: LedgerEntry, place?: StatementPlace): TableWrite => ({
  kind: 'put',
  item: {
    ...ledgerKey(entry.LoanNo, entry.EntryId),
    EntityType: 'LedgerEntry',
    ...entry,
    Lines: entry.Lines,
    ...(place
      ? {
          StatementRow: place.row,
          OwedBeforeSen: place.owedBeforeSen,
          GSI1PK: statementIndex(entry.LoanNo),
          GSI1SK: rowKey(place.row),
        }
      : {}),
  },
  condition: { expression: 'attribute_not_exists(PK)' },
});

const entryOf = (item: Item): LedgerEntry => {
  const { PK: _pk, SK: _sk, EntityType: _e, StatementRow: _r, OwedBeforeSen: _o, ...rest } = item;
  return ledgerEntrySchema.parse(rest);
};

/**
 * The entries `posted` after what was owed and the statement's rows so far, each with its place
 * when it makes rows, and the statement's rows after them.
 */
export function statementPlaces(
  before: { owedSen: number; rows: number },
  posted: readonly LedgerEntry[],
): { placed: { entry: LedgerEntry; place?: StatementPlace }[]; rows: number } {
  const made = postedStatementRows(posted, before.owedSen);
  let rows = before.rows;
  const placed = posted.map((entry, k) => {
    const { owedBeforeSen, rows: its } = made[k]!;
    if (its.length === 0) return { entry };
    const place = { row: rows + 1, owedBeforeSen };
    rows += its.length;
    return { entry, place };
  });
  return { placed, rows };
}

/** The statement's size, as an account keeps it (`LoanAccount.Statement`). */
export interface StatementSize {
  Rows: number;
  IndexedFrom: number;
}

export interface LoadedState extends AccountState {
  version: number;
  statement: StatementSize;
  /**
   * Stored when an account carried its own index keys (before its list entry and work marker stood
   * beside it): its next commit writes both, as the commit drops those keys.
   */
  listedItself?: true;
}

/** An account about to be opened, as a commit's `before`: nothing stored, posted or listed yet. */
export const notYetStored = (account: LoanAccount): LoadedState => ({
  account,
  ledger: ledgerTotals([]),
  statement: { Rows: 0, IndexedFrom: 1 },
  version: 0,
});

export interface AccountCommit {
  before: LoadedState;
  after: AccountState;
  posted: readonly LedgerEntry[];
  action: string;
  remarks?: string;
  actor: Actor;
  /** Writes that must land with it (a payment's new status, a sequence's next number). */
  also?: TableWrite[];
  at: string;
}

export interface Accounts {
  /** The account and its ledger's totals: one item, however many entries its ledger holds. */
  load(loanNo: string): Promise<LoadedState | undefined>;
  /** Every entry of the loan's ledger, oldest first. */
  entries(loanNo: string): Promise<LedgerEntry[]>;
  /**
   * Rows `first` to `last` (from 1; all when not given) of the statement of a loaded account, read
   * from its statement index, or worked out from its entries where its rows are not all indexed.
   */
  statement(loaded: LoadedState, range?: { first: number; last: number }): Promise<TransactionRow[]>;
  /** The statement rows of these entries of a loaded account (a receipt's), in the statement's order. */
  entryRows(loaded: LoadedState, entryIds: readonly string[]): Promise<TransactionRow[]>;
  /** These loans' accounts that exist, without their ledgers, read eventually consistent (a page's). */
  some(loanNos: readonly string[]): Promise<LoanAccount[]>;
  /** The numbers of the loans with an account whose number begins with `prefix`, in order. */
  loanNosBeginning(prefix: string): Promise<string[]>;
  /**
   * A page of the loans whose accounts the daily run has work on by `today` (the work index), in
   * order, from after `cursor`; `cursor` again when there may be more.
   */
  workDue(
    today: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ loanNos: string[]; cursor?: string }>;
  /**
   * Saves the account, version-checked, with the entries it posted, its whole picture on the
   * outbox (`loan-account.changed`), its history row and the caller's other writes: one
   * transaction.
   */
  commit(change: AccountCommit): Promise<{ version: number }>;
}

export const ACCOUNT_AUDIT = 'Loan';

export function accountsRepository(table: Table, store: AggregateStore): Accounts {
  /** The numbers on the list of accounts (beginning with `prefix`), in order, each once. */
  const listedLoanNos = async (prefix?: string) => {
    const items = await table.queryAll({
      index: 'GSI1',
      pk: ACCOUNTS_INDEX,
      ...(prefix ? { sk: { beginsWith: prefix } } : {}),
    });
    // A store from before lists the accounts themselves until their upkeep: an account can be
    // listed twice meanwhile.
    return [...new Set(items.map((i) => String(i.LoanNo)))];
  };
  const ledgerItems = (loanNo: string) =>
    table.queryAll({ pk: ledgerKey(loanNo, '').PK, sk: { beginsWith: ledgerKey(loanNo, '').SK } });
  const entries = async (loanNo: string) =>
    (await ledgerItems(loanNo))
      .map(entryOf)
      .sort((a, b) => Date.parse(a.At) - Date.parse(b.At) || a.EntryId.localeCompare(b.EntryId));
  /** The rows of entries placed on the statement, in its order; `keep` picks which of their rows. */
  const placedRows = (items: Item[], keep: (row: number) => boolean = () => true) =>
    items
      .filter((i) => i.StatementRow !== undefined)
      .sort((a, b) => Number(a.StatementRow) - Number(b.StatementRow))
      .flatMap((item) => {
        const place = Number(item.StatementRow);
        return entryStatementRows(entryOf(item), Number(item.OwedBeforeSen)).filter((_, k) =>
          keep(place + k),
        );
      });
  return {
    async load(loanNo) {
      const item = await table.get(accountEntity.key(loanNo));
      if (!item) return undefined;
      const found = accountEntity.fromItem(item);
      const { Ledger, Statement, ...account } = found.value;
      // An account stored before its totals were kept is totalled here from its entries, once: its
      // next change stores them, and indexes its statement's rows from then on.
      const all = Ledger && Statement ? undefined : await entries(loanNo);
      const rows = all ? statementRows(all).length : 0;
      return {
        account,
        ledger: Ledger ?? ledgerTotals(all ?? []),
        statement: Statement ?? { Rows: rows, IndexedFrom: rows + 1 },
        version: found.version,
        ...(item.GSI1PK !== undefined ? { listedItself: true as const } : {}),
      };
    },
    entries,
    async statement(loaded, range) {
      const first = Math.max(range?.first ?? 1, 1);
      const last = Math.min(range?.last ?? loaded.statement.Rows, loaded.statement.Rows);
      if (first > last) return [];
      const loanNo = loaded.account.LoanNo;
      if (loaded.statement.IndexedFrom > first) {
        return statementRows(await entries(loanNo)).slice(first - 1, last);
      }
      // A settlement's two rows may start before `first`.
      const rowsOf = (items: Item[]) => placedRows(items, (row) => row >= first && row <= last);
      const indexed = rowsOf(
        await table.queryAll({
          index: 'GSI1',
          pk: statementIndex(loanNo),
          sk: { between: [rowKey(Math.max(first - 1, 1)), rowKey(last)] },
        }),
      );
      if (indexed.length === last - first + 1) return indexed;
      // The index is read eventually: an entry just posted may not be on it yet. The loan's own
      // entries, read as they stand, carry the same places.
      return rowsOf(await ledgerItems(loanNo));
    },
    async entryRows(loaded, entryIds) {
      const loanNo = loaded.account.LoanNo;
      const items = (await table.batchGet(entryIds.map((id) => ledgerKey(loanNo, id)))).filter(
        (i): i is Item => i !== undefined,
      );
      // An entry posted before the statement was indexed has no place: the whole ledger tells its rows.
      if (items.every((i) => i.StatementRow !== undefined)) return placedRows(items);
      return statementRows(await entries(loanNo)).filter((r) => entryIds.includes(r.EntryId));
    },
    some: (loanNos) => store.values(accountEntity, loanNos, 'eventually'),
    loanNosBeginning: (prefix) => listedLoanNos(prefix),
    async workDue(today, page) {
      // The cursor names the shard the page stopped in and where in it ('<shard>:<cursor>').
      const [from = '0', ...rest] = (page.cursor ?? '').split(':');
      let shard = Number(from) || 0;
      let inner: string | undefined = rest.join(':') || undefined;
      const loanNos: string[] = [];
      while (shard < WORK_SHARDS && loanNos.length < page.limit) {
        const found = await table.query({
          index: 'GSI2',
          pk: workShard(shard),
          // Every day up to today's last loan ('~' sorts after any loan number).
          sk: { lte: workKey(today, '~') },
          limit: page.limit - loanNos.length,
          ...(inner ? { cursor: inner } : {}),
        });
        loanNos.push(...found.items.map((i) => String(i.LoanNo)));
        inner = found.cursor;
        if (!inner) shard++;
      }
      return { loanNos, ...(shard < WORK_SHARDS ? { cursor: `${shard}:${inner ?? ''}` } : {}) };
    },
    async commit(change) {
      const version = change.before.version + 1;
      const event = store.envelope(
        loanAccountChanged,
        pictureOf(change.after, version),
        change.actor,
        change.at,
      );
      const { placed, rows } = statementPlaces(
        { owedSen: owedSen(change.before.ledger), rows: change.before.statement.Rows },
        change.posted,
      );
      const value: LoanAccount = {
        ...change.after.account,
        Ledger: change.after.ledger,
        Statement: { Rows: rows, IndexedFrom: change.before.statement.IndexedFrom },
      };
      // A new account, or one stored with its own keys: its entry and marker are written whole.
      const fresh = change.before.version === 0 || change.before.listedItself === true;
      return store.commit({
        entity: accountEntity,
        value,
        expectedVersion: change.before.version,
        events: [event],
        audit: {
          objectType: ACCOUNT_AUDIT,
          objectId: value.LoanNo,
          action: change.action,
          actor: change.actor,
          ...(change.remarks ? { remarks: change.remarks } : {}),
        },
        also: [
          ...(fresh ? [accountListedWrite(value.LoanNo)] : []),
          ...workMarkerWrites(fresh ? undefined : change.before.account, value),
          // A new account lists every invoice; one stored before its invoices were listed lists the
          // invoices this change touches (the daily upkeep lists the rest).
          ...invoiceEntryWrites(
            value.LoanNo,
            fresh ? [] : change.before.account.Invoices,
            value.Invoices,
            change.before.version === 0 ? [] : change.before.account.Invoices,
          ),
          ...placed.map((p) => entryWrite(p.entry, p.place)),
          ...(change.also ?? []),
        ],
        at: change.at,
      });
    },
  };
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs a change of one loan's account until it lands: changes of the same account in this process
 * go one after another (fifty payments at once do not all collide), and a change that lost a race
 * with another process is worked out again from what is stored now. Its refusals stand.
 */
export function onAccount<T>(loanNo: string, attempt: () => Promise<T>, attempts = 40): Promise<T> {
  const run = async () => {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (e) {
        if (!lostRace(e) || n >= attempts) {
          if (lostRace(e)) throw accountBusy();
          throw e;
        }
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * Math.min(n, 5)));
      }
    }
  };
  const previous = queues.get(loanNo) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  queues.set(loanNo, settled);
  void settled.then(() => {
    if (queues.get(loanNo) === settled) queues.delete(loanNo);
  });
  return next;
}
