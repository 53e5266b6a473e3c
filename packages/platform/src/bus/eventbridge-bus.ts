import { EventBridgeClient, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import type { EventEnvelope } from '@ezc/domain';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';
import type { Bus } from './bus';

/** EventBridge takes at most this many entries in one PutEvents call. */
export const PUT_EVENTS_MAX_ENTRIES = 10;
/** EventBridge takes at most this many bytes of entries in one PutEvents call (256 KB). */
export const PUT_EVENTS_MAX_BYTES = 256 * 1024;

/** One event's PutEvents entry; the detail is the whole envelope, as consumers expect. */
export function putEventsEntry(busName: string, e: EventEnvelope): PutEventsRequestEntry {
  return {
    EventBusName: busName,
    Source: e.source,
    DetailType: e.name,
    Detail: JSON.stringify(e),
    Time: new Date(e.occurredAt),
  };
}

/**
 * An entry's size as EventBridge counts it against the limit: a given time is 14 bytes, the
 * source, detail type, detail and each resource their UTF-8 bytes. The bus name is not counted.
 */
export function putEventsEntrySize(entry: PutEventsRequestEntry): number {
  const bytes = (s: string | undefined) => (s ? Buffer.byteLength(s, 'utf8') : 0);
  return (
    (entry.Time ? 14 : 0) +
    bytes(entry.Source) +
    bytes(entry.DetailType) +
    bytes(entry.Detail) +
    (entry.Resources ?? []).reduce((sum, r) => sum + bytes(r), 0)
  );
}

/**
 * The events' entries in as few calls as EventBridge's limits allow, in their order. An event too
 * large for any call is refused before anything is sent: EventBridge would refuse it every time,
 * and the events before it would be put again on each retry of the batch.
 */
export function putEventsBatches(busName: string, events: EventEnvelope[]): PutEventsRequestEntry[][] {
  const batches: PutEventsRequestEntry[][] = [];
  let batch: PutEventsRequestEntry[] = [];
  let batchBytes = 0;
  const sized = events.map((event) => {
    const entry = putEventsEntry(busName, event);
    const size = putEventsEntrySize(entry);
    if (size > PUT_EVENTS_MAX_BYTES) {
      throw new Error(
        `Event ${event.id} (${event.name}) is ${size} bytes, over EventBridge's limit of ${PUT_EVENTS_MAX_BYTES} bytes per PutEvents call`,
      );
    }
    return { entry, size };
  });
  for (const { entry, size } of sized) {
    if (batch.length === PUT_EVENTS_MAX_ENTRIES || batchBytes + size > PUT_EVENTS_MAX_BYTES) {
      batches.push(batch);
      batch = [];
      batchBytes = 0;
    }
    batch.push(entry);
    batchBytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * The AWS adapter: PutEvents within EventBridge's limits. An entry EventBridge reports failed
 * fails the publish, and no later batch is put: the relay's batch is then retried as a whole,
 * which puts the failed entries again (consumers are idempotent, so a repeat is harmless).
 */
export class EventBridgeBus implements Bus {
  private readonly client: EventBridgeClient;

  constructor(
    options: AwsClientOptions,
    private readonly busName: string,
  ) {
    this.client = new EventBridgeClient(awsClientConfig(options));
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const entries of putEventsBatches(this.busName, events)) {
      const out = await this.client.send(new PutEventsCommand({ Entries: entries }));
      if (out.FailedEntryCount) {
        const reasons = (out.Entries ?? []).filter((x) => x.ErrorCode).map((x) => x.ErrorCode);
        throw new Error(`EventBridge refused ${out.FailedEntryCount} events: ${reasons.join(', ')}`);
      }
    }
  }
}
