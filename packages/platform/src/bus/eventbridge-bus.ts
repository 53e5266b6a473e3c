import type { EventEnvelope } from '@ezc/domain';
import { type AwsServiceOptions, serviceHttp } from '../aws/aws-http';
import { AwsJson } from '../aws/aws-json';
import type { Bus } from './bus';

interface PutEventsOutput {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

/** PutEvents' request for one batch; the detail is the whole envelope, as consumers expect. */
export function putEventsInput(busName: string, batch: EventEnvelope[]) {
  return {
    Entries: batch.map((e) => ({
      EventBusName: busName,
      Source: e.source,
      DetailType: e.name,
      Detail: JSON.stringify(e),
      // The JSON protocol carries timestamps as epoch seconds.
      Time: Date.parse(e.occurredAt) / 1000,
    })),
  };
}

/** The AWS adapter: PutEvents in batches of ten; any failed entry fails the call so it is retried. */
export class EventBridgeBus implements Bus {
  private readonly api: AwsJson;

  constructor(
    options: AwsServiceOptions,
    private readonly busName: string,
  ) {
    this.api = new AwsJson(serviceHttp('events', 'events', options), 'AWSEvents', '1.1');
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    for (let i = 0; i < events.length; i += 10) {
      const out = await this.api.call<PutEventsOutput>(
        'PutEvents',
        putEventsInput(this.busName, events.slice(i, i + 10)),
      );
      if (out.FailedEntryCount) {
        const reasons = (out.Entries ?? []).filter((x) => x.ErrorCode).map((x) => x.ErrorCode);
        throw new Error(`EventBridge refused ${out.FailedEntryCount} events: ${reasons.join(', ')}`);
      }
    }
  }
}
