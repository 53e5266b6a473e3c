import {
  type Decision,
  type ListAnswer,
  type MandateStatus,
  mandateEventData,
  type Paging,
} from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  countMove,
  countOf,
  type Item,
  type Key,
  platformKeys,
  raced,
  retention,
  type ShardedCount,
  shardedCountMove,
  type Table,
  type TableWrite,
  ttlFrom,
} from '@ezc/platform';
import {
  type LoadedMandate,
  MANDATE_AUDIT,
  type Mandate,
  mandateCounters,
  mandateEntity,
  mandateIdKey,
  mandateIndexes,
  storedMandateStatuses,
} from './mandate-record';

export interface MandateChange {
  /** Version 0 for a loan's first registration. */
  version: number;
  /** The status the change starts from ('Not Set Up' for a loan's first registration). */
  from: MandateStatus;
  after: Mandate;
  decision: Decision<MandateStatus>;
  action: string;
  remarks?: string;
  actor: Actor;
  /** The provider's event this change answers: recorded with it, so it is applied once. */
  eventId?: string;
}

export interface Mandates {
  load(loanNo: string): Promise<LoadedMandate | undefined>;
  /** The loan a MandateId was issued for, whether or not it is still the loan's current one. */
  loanOf(mandateId: string): Promise<string | undefined>;
  /**
   * A page of the mandates the bank has approved ('Active'), `limit` from after `cursor`, read from
   * their status's list alone, and the cursor of the next when there may be more.
   */
  active(page: {
    limit: number;
    cursor?: string | undefined;
  }): Promise<{ mandates: Mandate[]; cursor?: string }>;
  /**
   * One page of a list, loan number first, read from its key with its count: all mandates, or a
   * customer's, either of one status or of every status.
   */
  page(
    query: { customerId?: string | undefined; status?: MandateStatus | undefined },
    paging: Paging,
  ): Promise<ListAnswer<Mandate>>;
  wasProcessed(eventId: string): Promise<boolean>;
  /**
   * Saves a decided change, version-checked, with its events, its history row, the new MandateId's
   * pointer and the provider's event id, in one transaction. Answers false, writing nothing, when
   * the event id was already recorded (a repeat delivered at the same moment).
   */
  save(change: MandateChange): Promise<boolean>;
}

const WEBHOOK_CONSUMER = 'webhook.e-mandate';

/**
 * The counters a change moves: one more in the lists of its new status, one fewer in its old one's.
 * All and by status are sharded by the loan: every mandate set up or changed moves them.
 */
export function counterWrites(from: MandateStatus, value: Mandate): TableWrite[] {
  if (from === value.Status) return [];
  const shared = (key: Key, by: number) => shardedCountMove(key, value.LoanNo, by);
  const moves = [
    shared(mandateCounters.ofStatus(value.Status), 1),
    countMove(mandateCounters.ofCustomer(value.CustomerId, value.Status), 1),
  ];
  if (from === 'Not Set Up') return [shared(mandateCounters.all, 1), ...moves];
  return [
    ...moves,
    shared(mandateCounters.ofStatus(from), -1),
    countMove(mandateCounters.ofCustomer(value.CustomerId, from), -1),
  ];
}

export function mandatesRepository(table: Table, store: AggregateStore): Mandates {
  const processedKey = (eventId: string) => platformKeys.consumed(WEBHOOK_CONSUMER, eventId);
  /** The mandates of a page's list items, in their order: one BatchGetItem, not the lists' partitions. */
  const mandatesOf = (items: readonly Item[]) => store.listed(mandateEntity, items);
  const count = (key: Key | ShardedCount) => countOf(table, key);
  return {
    load: (loanNo) => store.load(mandateEntity, loanNo),
    async loanOf(mandateId) {
      const item = await table.get(mandateIdKey(mandateId));
      return typeof item?.LoanNo === 'string' ? item.LoanNo : undefined;
    },
    async active({ limit, cursor }) {
      const found = await table.query({
        ...mandateIndexes.ofStatus('Active'),
        limit,
        ...(cursor ? { cursor } : {}),
      });
      return { mandates: await mandatesOf(found.items), ...(found.cursor ? { cursor: found.cursor } : {}) };
    },
    async page({ customerId, status }, paging) {
      const upTo = paging.Page * paging.Rows;
      const skip = (paging.Page - 1) * paging.Rows;
      if (customerId === undefined || status !== undefined) {
        const [spec, counter] =
          customerId !== undefined && status !== undefined
            ? [mandateIndexes.ofCustomer(customerId, status), mandateCounters.ofCustomer(customerId, status)]
            : status !== undefined
              ? [mandateIndexes.ofStatus(status), { sharded: mandateCounters.ofStatus(status) }]
              : [mandateIndexes.all, { sharded: mandateCounters.all }];
        const [n, items] = await Promise.all([count(counter), table.queryFirst(spec, upTo)]);
        return { Data: await mandatesOf(items.slice(skip)), Count: Math.max(n, items.length) };
      }
      // A customer's every status: the first rows of each status's list, merged by loan number.
      const lists = await Promise.all(
        storedMandateStatuses.map(async (s) => {
          const [n, items] = await Promise.all([
            count(mandateCounters.ofCustomer(customerId, s)),
            table.queryFirst(mandateIndexes.ofCustomer(customerId, s), upTo),
          ]);
          return { n, items };
        }),
      );
      const merged = lists
        .flatMap((l) => l.items)
        .sort((a, b) => String(a.LoanNo).localeCompare(String(b.LoanNo)));
      const total = lists.reduce((sum, l) => sum + Math.max(l.n, l.items.length), 0);
      return { Data: await mandatesOf(merged.slice(skip, upTo)), Count: total };
    },
    wasProcessed: async (eventId) => (await table.get(processedKey(eventId))) !== undefined,
    async save({ version, from, after, decision, action, remarks, actor, eventId }) {
      const value: Mandate = { ...after, Status: decision.status, MachineVersion: decision.machineVersion };
      const at = value.UpdatedAt;
      const also: TableWrite[] = counterWrites(from, value);
      if (decision.status === 'Pending Approval') {
        also.push({
          kind: 'put',
          item: { ...mandateIdKey(value.MandateId), EntityType: 'MandateId', LoanNo: value.LoanNo },
          condition: { expression: 'attribute_not_exists(PK)' },
        });
      }
      if (eventId) {
        also.push({
          kind: 'put',
          item: {
            ...processedKey(eventId),
            EntityType: 'ConsumedEvent',
            at,
            expiresAt: ttlFrom(at, retention.consumed),
          },
          condition: { expression: 'attribute_not_exists(PK)' },
        });
      }
      try {
        await raced(
          () =>
            store.commit({
              entity: mandateEntity,
              value,
              expectedVersion: version,
              emitted: {
                events: decision.events,
                data: mandateEventData.parse({
                  MandateId: value.MandateId,
                  LoanNo: value.LoanNo,
                  CustomerId: value.CustomerId,
                  Status: value.Status,
                }),
                actor,
              },
              audit: {
                objectType: MANDATE_AUDIT,
                objectId: value.LoanNo,
                action,
                actor,
                ...(remarks ? { remarks } : {}),
              },
              also,
              at,
            }),
          'MANDATE.CHANGED',
          'The mandate was changed by someone else; reload it and try again.',
        );
      } catch (e) {
        // The same event delivered twice at once: the other delivery applied it.
        if (eventId && (await table.get(processedKey(eventId)))) return false;
        throw e;
      }
      return true;
    },
  };
}
