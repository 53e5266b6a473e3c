import { type Decision, type ListAnswer, type LoanStatus, type Paging, paginate } from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  auditWrite,
  countedPage,
  countMove,
  type Ids,
  type Item,
  matchesTerms,
  type QuerySpec,
  raced,
  type SearchTerms,
  searchIds,
  searchKeyChanges,
  searchKeyWrites,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import {
  type LoadedLoan,
  type Loan,
  loanCounters,
  loanEntity,
  loanEventData,
  loanIndexes,
  loanListedWrite,
} from './loan';

export const LOAN_AUDIT = 'Loan';

/** The scope of the loans' search keys (by borrower name and IC number). */
export const LOAN_SEARCH = 'LOAN';
const searchTermsOf = (l: Loan): SearchTerms => ({ name: l.BorrowerName, ic: l.BorrowerICNo });

export interface LoanChange {
  before: LoadedLoan;
  after: Loan;
  decision?: Decision<LoanStatus>;
  action: string;
  remarks?: string | undefined;
  /** What the history row records as changed (field names and counts, where values must not be kept). */
  changes?: Record<string, unknown>;
  actor: Actor;
  also?: TableWrite[];
  /**
   * Whether the change gets a history row (default yes). A copy that follows another context's
   * news with nothing a person would read in it (a day's late charge) is saved without one.
   */
  audited?: boolean;
}

export interface LoanListQuery {
  customerId?: string | undefined;
  status?: string | undefined;
  /** A loan number's beginning ('EZC' finds every loan). */
  loanNoPrefix?: string | undefined;
  /**
   * The borrower's name (each word typed begins a word of it) or IC number (its beginning), read
   * from the loans' search keys; the Count then counts the loans found.
   */
  search?: SearchTerms | undefined;
}

export interface Loans {
  load(loanNo: string): Promise<LoadedLoan | undefined>;
  /** The writes that make a new loan, for the transaction that approves its application. */
  creation(loan: Loan, audit: { action: string; actor: Actor; remarks?: string; at: string }): TableWrite[];
  /** Saves a change, version-checked; a decided status moves the counts in the same write. */
  save(change: LoanChange): Promise<Loan>;
  /** One page, newest (highest number) first, with the count of all that match. */
  page(query: LoanListQuery, paging: Paging): Promise<ListAnswer<Loan>>;
  /** Every loan of a status (the daily job's look-up). */
  ofStatus(status: LoanStatus): Promise<Loan[]>;
  /** Every loan of a customer, in any status, by number. */
  ofCustomer(customerId: string): Promise<Loan[]>;
}

const changedElsewhere = [
  'LOAN.CHANGED',
  'The loan was changed by someone else; reload it and try again.',
] as const;

export function loansRepository(deps: { table: Table; store: AggregateStore; ids: Ids }): Loans {
  const { table, store, ids } = deps;
  /** The loans a list's entries name, in their order, each once, read by their keys. */
  const listed = (items: Item[]) =>
    store.values(loanEntity, [...new Set(items.map((i) => String(i.LoanNo)))], 'eventually');

  /**
   * Loans found by their search keys, newest first (a number's beginning is checked on the keys).
   * Only the page's loans are read, unless a status must be checked on each loan found.
   */
  async function searched(
    search: SearchTerms,
    { status, loanNoPrefix }: Pick<LoanListQuery, 'status' | 'loanNoPrefix'>,
    paging: Paging,
  ): Promise<ListAnswer<Loan>> {
    const found = (await searchIds(table, LOAN_SEARCH, search))
      .filter((n) => !loanNoPrefix || n.startsWith(loanNoPrefix))
      .sort()
      .reverse();
    if (status === undefined) {
      const { Data, Count } = paginate(found, paging);
      return { Data: await store.values(loanEntity, Data), Count };
    }
    return paginate(
      (await store.values(loanEntity, found)).filter((l) => l.Status === status),
      paging,
    );
  }

  return {
    async load(loanNo) {
      const item = await table.get(loanEntity.key(loanNo));
      if (!item) return undefined;
      return {
        ...loanEntity.fromItem(item),
        ...(item.GSI1PK !== undefined ? { listedItself: true as const } : {}),
      };
    },

    creation(loan, audit) {
      const now = audit.at;
      return [
        {
          kind: 'put',
          item: loanEntity.toItem(loan, 1, now),
          condition: { expression: 'attribute_not_exists(PK)' },
        },
        auditWrite(
          {
            objectType: LOAN_AUDIT,
            objectId: loan.LoanNo,
            action: audit.action,
            actor: audit.actor,
            ...(audit.remarks ? { remarks: audit.remarks } : {}),
          },
          now,
          ids.next(),
        ),
        loanListedWrite(loan),
        shardedCountMove(loanCounters.all, loan.LoanNo, 1),
        shardedCountMove(loanCounters.ofStatus(loan.Status), loan.LoanNo, 1),
        countMove(loanCounters.ofCustomer(loan.CustomerId), 1),
        ...searchKeyWrites(LOAN_SEARCH, loan.LoanNo, searchTermsOf(loan)),
      ];
    },

    async save({ before, after, decision, action, remarks, changes, actor, also, audited = true }) {
      const value: Loan = decision
        ? { ...after, Status: decision.status, MachineVersion: decision.machineVersion }
        : { ...after, Status: before.value.Status, MachineVersion: before.value.MachineVersion };
      const moved = value.Status !== before.value.Status;
      await raced(
        () =>
          store.commit({
            entity: loanEntity,
            value,
            expectedVersion: before.version,
            ...(decision ? { emitted: { events: decision.events, data: loanEventData(value), actor } } : {}),
            ...(audited
              ? {
                  audit: {
                    objectType: LOAN_AUDIT,
                    objectId: value.LoanNo,
                    action,
                    actor,
                    ...(remarks ? { remarks } : {}),
                    ...(changes ? { changes } : {}),
                  },
                }
              : {}),
            also: [
              ...(moved || before.listedItself ? [loanListedWrite(value)] : []),
              ...(moved
                ? [
                    shardedCountMove(loanCounters.ofStatus(before.value.Status), value.LoanNo, -1),
                    shardedCountMove(loanCounters.ofStatus(value.Status), value.LoanNo, 1),
                  ]
                : []),
              ...searchKeyChanges(
                LOAN_SEARCH,
                value.LoanNo,
                searchTermsOf(before.value),
                searchTermsOf(value),
              ),
              ...(also ?? []),
            ],
          }),
        ...changedElsewhere,
      );
      return value;
    },

    async page({ customerId, status, loanNoPrefix, search }, paging) {
      if (search && !customerId) return searched(search, { status, loanNoPrefix }, paging);
      // One customer's few loans are read whole and matched as the search keys would match them.
      const keep = search ? (l: Loan) => matchesTerms(search, searchTermsOf(l)) : undefined;
      const spec: Omit<QuerySpec, 'cursor' | 'limit'> = {
        ...(customerId
          ? loanIndexes.ofCustomer(customerId)
          : status
            ? loanIndexes.ofStatus(status)
            : loanIndexes.all),
        ...(loanNoPrefix ? { sk: { beginsWith: loanNoPrefix } } : {}),
        forward: false,
      };
      const statusLeft = customerId !== undefined && status !== undefined;
      if (!loanNoPrefix && !keep && !statusLeft) {
        // The key alone selects: the counter says how many, and only the rows up to the page are read.
        const counter = customerId
          ? loanCounters.ofCustomer(customerId)
          : { sharded: status ? loanCounters.ofStatus(status) : loanCounters.all };
        const page = await countedPage(table, spec, counter, paging, (i) => i);
        return { Data: await listed(page.Data), Count: page.Count };
      }
      const entries = (await table.queryAll(spec)).filter((i) => !statusLeft || i.Status === status);
      const all = (await listed(entries)).filter((l) => !keep || keep(l));
      return paginate(all, paging);
    },

    async ofStatus(status) {
      return listed(await table.queryAll(loanIndexes.ofStatus(status)));
    },

    async ofCustomer(customerId) {
      return listed(await table.queryAll(loanIndexes.ofCustomer(customerId)));
    },
  };
}
