import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  type DeleteScheduleCommandInput,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
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
export function createScheduleInput(s: Schedule, o: EventBridgeSchedulerOptions): CreateScheduleCommandInput {
  if (!NAME_PATTERN.test(s.id)) throw new Error(`Invalid schedule id: ${s.id}`);
  return {
    Name: s.id,
    ...(o.groupName ? { GroupName: o.groupName } : {}),
    ScheduleExpression: atExpression(s.at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: o.eventBusArn,
      RoleArn: o.roleArn,
      EventBridgeParameters: { DetailType: s.event.name, Source: s.event.source },
      // Becomes the event's detail: the same envelope the outbox relay puts on the bus.
      Input: JSON.stringify(s.event),
    },
  };
}

export function deleteScheduleInput(id: string, o: EventBridgeSchedulerOptions): DeleteScheduleCommandInput {
  return { Name: id, ...(o.groupName ? { GroupName: o.groupName } : {}) };
}

/** The AWS scheduler: one EventBridge Scheduler schedule per one-off schedule. */
export class EventBridgeScheduler implements Scheduler {
  constructor(
    private readonly client: Pick<SchedulerClient, 'send'>,
    private readonly options: EventBridgeSchedulerOptions,
  ) {}

  static fromRegion(region: string, options: EventBridgeSchedulerOptions): EventBridgeScheduler {
    return new EventBridgeScheduler(new SchedulerClient({ region }), options);
  }

  /** Scheduling an id again moves it, as the local scheduler's overwrite does. */
  async schedule(s: Schedule): Promise<void> {
    const input = createScheduleInput(s, this.options);
    try {
      await this.client.send(new CreateScheduleCommand(input));
    } catch (e) {
      if (!(e instanceof ConflictException)) throw e;
      await this.client.send(new UpdateScheduleCommand(input));
    }
  }

  async cancel(id: string): Promise<void> {
    try {
      await this.client.send(new DeleteScheduleCommand(deleteScheduleInput(id, this.options)));
    } catch (e) {
      // Already fired (and deleted itself) or cancelled before: the outcome wanted.
      if (!(e instanceof ResourceNotFoundException)) throw e;
    }
  }
}
