import type { EventEnvelope } from '@ezc/domain';
import type { Logger } from '../log';
import { platformKeys } from '../table/keys';
import type { Table } from '../table/table';

/**
 * Where an event goes that a rule matched but nobody could handle: a consumer that kept failing,
 * or no consumer at all. Kept in the table for inspection and replay, and logged as an error —
 * never dropped in silence.
 */
export async function recordDeadLetter(
  deps: { table: Table; log: Logger },
  rule: string,
  event: EventEnvelope,
  reason: string,
): Promise<void> {
  const at = new Date().toISOString();
  await deps.table.put({
    ...platformKeys.deadLetter(rule, at, event.id),
    EntityType: 'DeadLetter',
    rule,
    event: JSON.stringify(event),
    error: reason,
    at,
  });
  deps.log.error('bus.dead-lettered', { rule, eventId: event.id, eventName: event.name, reason });
}
