import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type EventEnvelope, eventEnvelopeSchema } from '@ezc/domain';
import type { Bus } from '../bus/bus';
import { OUTBOX_ENTITY } from '../table/table-definition';

/** The part of a stream record the relay reads; DynamoDB Streams and the Lambda event share it. */
export interface OutboxStreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, AttributeValue> };
}

/** Picks the outbox events out of a batch of stream records, in order. */
export function outboxEvents(records: OutboxStreamRecord[]): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  for (const r of records) {
    const image = r.dynamodb?.NewImage;
    // Only an outbox row's two attributes are read: every other item written goes by unread.
    if (r.eventName !== 'INSERT' || image?.EntityType?.S !== OUTBOX_ENTITY || !image.event) continue;
    const { event } = unmarshall({ event: image.event }) as { event: unknown };
    if (typeof event !== 'string') continue;
    events.push(eventEnvelopeSchema.parse(JSON.parse(event)));
  }
  return events;
}

/**
 * One relay, two triggers: the Lambda event source mapping in AWS and the local stream poller both
 * hand it stream records. It publishes and lets an error escape so the batch is retried
 * (at-least-once); consumers are idempotent.
 */
export async function relayRecords(records: OutboxStreamRecord[], bus: Bus): Promise<number> {
  const events = outboxEvents(records);
  if (events.length > 0) await bus.publish(events);
  return events.length;
}

/** The filter the AWS event source mapping applies, so the relay Lambda sees only outbox inserts. */
export const outboxStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { EntityType: { S: [OUTBOX_ENTITY] } } },
};
