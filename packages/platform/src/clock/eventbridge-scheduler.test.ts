import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { scheduleDue } from '@ezc/domain';
import { describe, expect, it } from 'vitest';
import {
  atExpression,
  createScheduleInput,
  deleteScheduleInput,
  EventBridgeScheduler,
} from './eventbridge-scheduler';

const options = {
  eventBusArn: 'arn:aws:events:ap-southeast-1:111122223333:event-bus/ezc-loans',
  roleArn: 'arn:aws:iam::111122223333:role/ezc-scheduler',
};
const event = scheduleDue.create({
  id: 'evt-1',
  occurredAt: '2026-03-01T00:00:00.000Z',
  data: { scheduleId: 'sign-EZC1', kind: 'signing-reminder', payload: {} },
});

describe('EventBridge Scheduler adapter', () => {
  it('builds a one-off UTC schedule that puts the envelope on the bus and deletes itself', () => {
    expect(createScheduleInput({ id: 'sign-EZC1', at: '2026-03-02T09:30:00+08:00', event }, options)).toEqual(
      {
        Name: 'sign-EZC1',
        ScheduleExpression: 'at(2026-03-02T01:30:00)',
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: options.eventBusArn,
          RoleArn: options.roleArn,
          EventBridgeParameters: { DetailType: 'schedule.due', Source: event.source },
          Input: JSON.stringify(event),
        },
      },
    );
    expect(
      createScheduleInput(
        { id: 'x', at: '2026-03-02T01:30:00.000Z', event },
        { ...options, groupName: 'ezc' },
      ),
    ).toMatchObject({ GroupName: 'ezc' });
  });

  it('refuses names EventBridge Scheduler would refuse, and times that are not times', () => {
    expect(() =>
      createScheduleInput({ id: 'has space', at: '2026-03-02T01:30:00Z', event }, options),
    ).toThrow();
    expect(() =>
      createScheduleInput({ id: 'a'.repeat(65), at: '2026-03-02T01:30:00Z', event }, options),
    ).toThrow();
    expect(() => atExpression('tomorrow')).toThrow(/Invalid schedule time/);
  });

  it('updates on a second schedule of the same id and ignores cancelling a missing one', async () => {
    // A stand-in for the SDK client (not one of our ports): it records commands and answers like AWS.
    const sent: unknown[] = [];
    const client = {
      send: async (cmd: unknown) => {
        sent.push(cmd);
        if (cmd instanceof CreateScheduleCommand)
          throw new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} });
        if (cmd instanceof DeleteScheduleCommand) {
          throw new ResourceNotFoundException({ message: 'missing', Message: 'missing', $metadata: {} });
        }
        return {};
      },
    };
    const scheduler = new EventBridgeScheduler(client as never, options);
    await scheduler.schedule({ id: 'sign-EZC1', at: '2026-03-02T01:30:00Z', event });
    expect(sent.map((c) => c?.constructor)).toEqual([CreateScheduleCommand, UpdateScheduleCommand]);
    await expect(scheduler.cancel('sign-EZC1')).resolves.toBeUndefined();
    expect(deleteScheduleInput('sign-EZC1', options)).toEqual({ Name: 'sign-EZC1' });
  });
});
