import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';
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

/** The AWS scheduler: one EventBridge Scheduler schedule per one-off schedule. */
export class EventBridgeScheduler implements Scheduler {
  private readonly client: SchedulerClient;

  constructor(
    aws: AwsClientOptions,
    private readonly options: EventBridgeSchedulerOptions,
  ) {
    this.client = new SchedulerClient(awsClientConfig(aws));
  }

  /** Scheduling an id again moves it, as the local scheduler's overwrite does. */
  async schedule(s: Schedule): Promise<void> {
    // The same token on every retry of one call: a create that reached the service is not doubled.
    const input = { ...createScheduleInput(s, this.options), ClientToken: randomUUID() };
    try {
      await this.client.send(new CreateScheduleCommand(input));
    } catch (e) {
      if (!(e instanceof ConflictException)) throw e;
      await this.client.send(new UpdateScheduleCommand(input));
    }
  }

  async cancel(id: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteScheduleCommand({ ...deleteScheduleInput(id, this.options), ClientToken: randomUUID() }),
      );
    } catch (e) {
      // Already fired (and deleted itself) or cancelled before: the outcome wanted.
      if (!(e instanceof ResourceNotFoundException)) throw e;
    }
  }
}
