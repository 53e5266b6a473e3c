import type { EventEnvelope } from '@ezc/domain';

/** Puts events on the bus. Delivery to consumers is at-least-once. */
export interface Bus {
  publish(events: EventEnvelope[]): Promise<void>;
}

/** A consumer of one rule's events. It must be idempotent (see consumeOnce). */
export type Consumer = (event: EventEnvelope) => Promise<void>;

/** The EventBridge shape a rule pattern is matched against. */
export function toBusEntry(event: EventEnvelope) {
  return {
    source: event.source,
    'detail-type': event.name,
    detail: event as unknown as Record<string, unknown>,
  };
}
