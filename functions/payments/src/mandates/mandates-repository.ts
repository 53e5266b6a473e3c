import { type Decision, type MandateStatus, mandateEventData } from '@ezc/domain';
import {
  type Actor,
  type AggregateStore,
  platformKeys,
  raced,
  retention,
  type Table,
  type TableWrite,
  ttlFrom,
} from '@ezc/platform';
import {
  type LoadedMandate,
  MANDATE_AUDIT,
  MANDATES_INDEX,
  type Mandate,
  mandateEntity,
  mandateIdKey,
} from './mandate-record';

export interface MandateChange {
  /** Version 0 for a loan's first registration. */
  version: number;
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
  all(): Promise<Mandate[]>;
  wasProcessed(eventId: string): Promise<boolean>;
  /**
   * Saves a decided change, version-checked, with its events, its history row, the new MandateId's
   * pointer and the provider's event id, in one transaction. Answers false, writing nothing, when
   * the event id was already recorded (a repeat delivered at the same moment).
   */
  save(change: MandateChange): Promise<boolean>;
}

const WEBHOOK_CONSUMER = 'webhook.e-mandate';

export function mandatesRepository(table: Table, store: AggregateStore): Mandates {
  const processedKey = (eventId: string) => platformKeys.consumed(WEBHOOK_CONSUMER, eventId);
  return {
    load: (loanNo) => store.load(mandateEntity, loanNo),
    async loanOf(mandateId) {
      const item = await table.get(mandateIdKey(mandateId));
      return typeof item?.LoanNo === 'string' ? item.LoanNo : undefined;
    },
    async all() {
      const items = await table.queryAll({ index: 'GSI1', pk: MANDATES_INDEX });
      return items.map((i) => mandateEntity.fromItem(i).value);
    },
    wasProcessed: async (eventId) => (await table.get(processedKey(eventId))) !== undefined,
    async save({ version, after, decision, action, remarks, actor, eventId }) {
      const value: Mandate = { ...after, Status: decision.status, MachineVersion: decision.machineVersion };
      const at = value.UpdatedAt;
      const also: TableWrite[] = [];
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
