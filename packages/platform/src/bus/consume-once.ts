import { platformKeys, retention, ttlFrom } from '../table/keys';
import { ConditionFailedError, type Table, type TableWrite } from '../table/table';

/**
 * Runs a consumer's effect once per event, whatever the number of deliveries. The effect's table
 * writes land in the same transaction as the processed-event record, so a second delivery, even a
 * concurrent one, cannot apply them again. Answers false when the event was already processed.
 */
export async function consumeOnce(input: {
  table: Table;
  consumer: string;
  eventId: string;
  now: string;
  effect: () => Promise<TableWrite[]>;
}): Promise<boolean> {
  const key = platformKeys.consumed(input.consumer, input.eventId);
  if (await input.table.get(key)) return false;
  const writes = await input.effect();
  const marker: TableWrite = {
    kind: 'put',
    item: {
      ...key,
      EntityType: 'ConsumedEvent',
      at: input.now,
      expiresAt: ttlFrom(input.now, retention.consumed),
    },
    condition: { expression: 'attribute_not_exists(PK)' },
  };
  try {
    await input.table.transact([marker, ...writes]);
    return true;
  } catch (e) {
    if (e instanceof ConditionFailedError && e.failedIndexes.includes(0)) return false;
    throw e;
  }
}

/**
 * For a consumer whose effect is not a table write (an e-mail, an SMS): claims the event before
 * acting, so a second delivery, even a concurrent one, does nothing. If the effect fails, the
 * claim is released so the bus's retry can try again. A crash between claim and effect loses that
 * one message rather than sending it twice.
 */
export async function deliverOnce(input: {
  table: Table;
  consumer: string;
  eventId: string;
  now: string;
  effect: () => Promise<void>;
}): Promise<boolean> {
  const key = platformKeys.consumed(input.consumer, input.eventId);
  try {
    await input.table.put(
      {
        ...key,
        EntityType: 'ConsumedEvent',
        at: input.now,
        expiresAt: ttlFrom(input.now, retention.consumed),
      },
      { expression: 'attribute_not_exists(PK)' },
    );
  } catch (e) {
    if (e instanceof ConditionFailedError) return false;
    throw e;
  }
  try {
    await input.effect();
    return true;
  } catch (e) {
    await input.table.delete(key).catch(() => undefined);
    throw e;
  }
}
