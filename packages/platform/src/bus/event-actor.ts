import type { EventEnvelope } from '@ezc/domain';
import type { Actor } from '../table/aggregate-store';

const kinds: readonly Actor['kind'][] = ['customer', 'staff', 'system', 'anonymous'];

/**
 * Who caused an event, as the audit rows of what a consumer does because of it name them: the
 * event's own actor (the signer, the borrower), else `fallback` (the consumer itself).
 */
export function actorOfEvent(event: EventEnvelope, fallback: Actor): Actor {
  const a = event.actor;
  if (!a) return fallback;
  const kind = kinds.find((k) => k === a.kind) ?? fallback.kind;
  return { id: a.id, kind, ...(a.ip ? { ip: a.ip } : {}) };
}
