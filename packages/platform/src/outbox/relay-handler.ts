import { SsmParameterReader } from '../aws/ssm-parameters';
import type { Bus } from '../bus/bus';
import { parseConfig } from '../config';
import { createLogger } from '../log';
import { eventBridgeBus } from '../runtime/adapters/eventbridge-events';
import { withPublicUrl } from '../runtime/secret-env';
import { type OutboxStreamRecord, relayRecords } from './relay';

// Read at cold start, like every function's configuration (PUBLIC_URL may come from Parameter Store).
const config = parseConfig(
  await withPublicUrl(process.env, (name) =>
    new SsmParameterReader({ region: process.env.AWS_REGION ?? 'ap-southeast-1' }).read(name),
  ),
);
const log = createLogger(config.LOG_LEVEL, { fn: 'relay' });
// The relay's one port; built on the first batch, so loading the module touches nothing.
let bus: Bus | undefined;

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
    bus ??= eventBridgeBus({ config });
    const relayed = await relayRecords(event.Records, bus);
    log.info('relay.batch', { records: event.Records.length, relayed });
    return { batchItemFailures: [] };
  } catch (e) {
    log.error('relay.failed', { error: String(e) });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
  }
}
