import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventEnvelope } from '@ezc/domain';
import type { Bus } from './bus';

/** The AWS adapter: PutEvents in batches of ten; any failed entry fails the call so it is retried. */
export class EventBridgeBus implements Bus {
  constructor(
    private readonly client: EventBridgeClient,
    private readonly busName: string,
  ) {}

  static fromRegion(region: string, busName: string) {
    return new EventBridgeBus(new EventBridgeClient({ region }), busName);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    for (let i = 0; i < events.length; i += 10) {
      const batch = events.slice(i, i + 10);
      const out = await this.client.send(
        new PutEventsCommand({
          Entries: batch.map((e) => ({
            EventBusName: this.busName,
            Source: e.source,
            DetailType: e.name,
            Detail: JSON.stringify(e),
            Time: new Date(e.occurredAt),
          })),
        }),
      );
      if (out.FailedEntryCount) {
        const reasons = (out.Entries ?? []).filter((x) => x.ErrorCode).map((x) => x.ErrorCode);
        throw new Error(`EventBridge refused ${out.FailedEntryCount} events: ${reasons.join(', ')}`);
      }
    }
  }
}
