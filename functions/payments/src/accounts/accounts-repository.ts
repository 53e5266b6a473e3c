import {
  accountBusy,
  type LedgerEntry,
  ledgerEntrySchema,
  ledgerTotals,
  loanAccountChanged,
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

/** A ledger entry's item, beside its account: `LOAN#<LoanNo>` / `LEDGER#<EntryId>`. */
export const ledgerKey = (loanNo: string, entryId: string) => ({
  PK: `LOAN#${loanNo}`,
  SK: `LEDGER#${entryId}`,
});

/** An entry is written once: a second write of the same id (a day accrued twice) fails the whole change. */
export const entryWrite = (entry: LedgerEntry): TableWrite => ({
  kind: 'put',
  item: {
    ...ledgerKey(entry.LoanNo, entry.EntryId),
    EntityType: 'LedgerEntry',
    ...entry,
    Lines: entry.Lines,
  },
  condition: { expression: 'attribute_not_exists(PK)' },
});

const entryOf = (item: Item): LedgerEntry => {
  const { PK: _pk, SK: _sk, EntityType: _e, ...rest } = item;
  return ledgerEntrySchema.parse(rest);
};

export interface LoadedState extends AccountState {
  version: number;
  /**
   * Stored when an account carried its own index keys (before its list entry and work marker stood
   * beside it): its next commit writes both, as the commit drops those keys.
   */
  listedItself?: true;
}

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
  /** Every entry of the loan's ledger, oldest first (what a statement lists). */
  entries(loanNo: string): Promise<LedgerEntry[]>;
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
  const entries = async (loanNo: string) => {
    const items = await table.queryAll({ pk: `LOAN#${loanNo}`, sk: { beginsWith: 'LEDGER#' } });
    return items
      .map(entryOf)
      .sort((a, b) => Date.parse(a.At) - Date.parse(b.At) || a.EntryId.localeCompare(b.EntryId));
  };
  return {
    async load(loanNo) {
      const item = await table.get(accountEntity.key(loanNo));
      if (!item) return undefined;
      const found = accountEntity.fromItem(item);
      const { Ledger, ...account } = found.value;
      return {
        account,
        // An account stored before its totals were kept is totalled once here; its next change stores them.
        ledger: Ledger ?? ledgerTotals(await entries(loanNo)),
        version: found.version,
        ...(item.GSI1PK !== undefined ? { listedItself: true as const } : {}),
      };
    },
    entries,
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
      const value: LoanAccount = { ...change.after.account, Ledger: change.after.ledger };
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
          ...change.posted.map(entryWrite),
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
