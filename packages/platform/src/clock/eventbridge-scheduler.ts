import { randomUUID } from 'node:crypto';
import { AwsError } from '../aws/aws-error';
import { type AwsHttp, type AwsServiceOptions, serviceHttp } from '../aws/aws-http';
import type { Schedule, Scheduler } from './scheduler';

export interface EventBridgeSchedulerOptions {
  /** ARN of the event bus the schedule puts its event on. */
  eventBusArn: string;
  /** Role EventBridge Scheduler assumes to call events:PutEvents on that bus. */
  roleArn: string;
  /** Schedule group; the account's `default` group when omitted. */
  groupName?: string;
}

/** EventBridge Scheduler names: 1 to 64 of [0-9a-zA-Z-_.]. */
const NAME_PATTERN = /^[0-9a-zA-Z._-]{1,64}$/;

/** `at()` takes a local date-time without offset; ours is always given in UTC. */
export function atExpression(at: string): string {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw new Error(`Invalid schedule time: ${at}`);
  return `at(${new Date(ms).toISOString().slice(0, 19)})`;
}

/** The one-off schedule that puts `s.event` on the bus at `s.at`, and then deletes itself. */
export function createScheduleInput(s: Schedule, o: EventBridgeSchedulerOptions) {
  if (!NAME_PATTERN.test(s.id)) throw new Error(`Invalid schedule id: ${s.id}`);
  return {
    Name: s.id,
    ...(o.groupName ? { GroupName: o.groupName } : {}),
    ScheduleExpression: atExpression(s.at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    ActionAfterCompletion: 'DELETE' as const,
    Target: {
      Arn: o.eventBusArn,
      RoleArn: o.roleArn,
      EventBridgeParameters: { DetailType: s.event.name, Source: s.event.source },
      // Becomes the event's detail: the same envelope the outbox relay puts on the bus.
      Input: JSON.stringify(s.event),
    },
  };
}

export function deleteScheduleInput(id: string, o: EventBridgeSchedulerOptions) {
  return { Name: id, ...(o.groupName ? { GroupName: o.groupName } : {}) };
}

/** The AWS scheduler: one EventBridge Scheduler schedule per one-off schedule (its REST JSON API). */
export class EventBridgeScheduler implements Scheduler {
  private readonly http: AwsHttp;

  constructor(
    aws: AwsServiceOptions,
    private readonly options: EventBridgeSchedulerOptions,
  ) {
    this.http = serviceHttp('scheduler', 'scheduler', aws);
  }

  /** Scheduling an id again moves it, as the local scheduler's overwrite does. */
  async schedule(s: Schedule): Promise<void> {
    const { Name, ...input } = createScheduleInput(s, this.options);
    // The same token on every retry of one call: a create that reached the service is not doubled.
    const body = JSON.stringify({ ...input, ClientToken: randomUUID() });
    try {
      await this.call('POST', Name, body);
    } catch (e) {
      if (!(e instanceof AwsError && e.type === 'ConflictException')) throw e;
      await this.call('PUT', Name, body);
    }
  }

  async cancel(id: string): Promise<void> {
    const { Name, GroupName } = deleteScheduleInput(id, this.options);
    try {
      await this.call('DELETE', Name, undefined, {
        ...(GroupName ? { groupName: GroupName } : {}),
        clientToken: randomUUID(),
      });
    } catch (e) {
      // Already fired (and deleted itself) or cancelled before: the outcome wanted.
      if (!(e instanceof AwsError && e.type === 'ResourceNotFoundException')) throw e;
    }
  }

  private async call(
    method: 'POST' | 'PUT' | 'DELETE',
    name: string,
    body?: string,
    query?: Record<string, string>,
  ): Promise<void> {
    await this.http.send({
      method,
      path: `/schedules/${encodeURIComponent(name)}`,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body } : {}),
    });
  }
}
