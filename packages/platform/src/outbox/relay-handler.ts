import { EventBridgeBus } from '../bus/eventbridge-bus';
import { parseConfig } from '../config';
import { createLogger } from '../log';
import { type OutboxStreamRecord, relayRecords } from './relay';

const config = parseConfig();
const bus = EventBridgeBus.fromRegion(config.AWS_REGION, config.EVENT_BUS_NAME);
const log = createLogger(config.LOG_LEVEL, { fn: 'relay' });

interface StreamEvent {
  Records: (OutboxStreamRecord & { dynamodb?: { SequenceNumber?: string } })[];
}

/**
 * The relay Lambda, fed by the event source mapping on the table's stream (already filtered to
 * outbox inserts). On failure the whole batch is reported failed from its first record, so the
 * mapping retries it; consumers are idempotent, so a repeat is harmless.
 */
export async function handler(event: StreamEvent) {
  try {
    const relayed = await relayRecords(event.Records, bus);
    log.info('relay.batch', { records: event.Records.length, relayed });
    return { batchItemFailures: [] };
  } catch (e) {
    log.error('relay.failed', { error: String(e) });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
  }
}
