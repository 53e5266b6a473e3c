import 'aws-sdk-client-mock-vitest/extend';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { scheduleDue } from '@ezc/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { atExpression, EventBridgeScheduler } from './eventbridge-scheduler';

const scheduler = mockClient(SchedulerClient);
beforeEach(() => {
  scheduler.reset();
  scheduler.on(CreateScheduleCommand).resolves({
    ScheduleArn: 'arn:aws:scheduler:ap-southeast-1:111122223333:schedule/ezc-loans/sign-EZC1',
  });
  scheduler.on(UpdateScheduleCommand).resolves({
    ScheduleArn: 'arn:aws:scheduler:ap-southeast-1:111122223333:schedule/ezc-loans/sign-EZC1',
  });
  scheduler.on(DeleteScheduleCommand).resolves({});
});
afterAll(() => scheduler.restore());

const busArn = 'arn:aws:events:ap-southeast-1:111122223333:event-bus/ezc-loans';
const roleArn = 'arn:aws:iam::111122223333:role/ezc-scheduler';
const schedulerIn = (groupName?: string) =>
  new EventBridgeScheduler(
    { region: 'ap-southeast-1' },
    { eventBusArn: busArn, roleArn, ...(groupName ? { groupName } : {}) },
  );
const event = scheduleDue.create({
  id: 'evt-1',
  occurredAt: '2026-03-01T00:00:00.000Z',
  data: { scheduleId: 'sign-EZC1', kind: 'signing-reminder', payload: {} },
});
/** An error answer of the service: its text is both the SDK's `message` and the service's `Message`. */
const refusal = (message: string) => ({ message, Message: message, $metadata: {} });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The schedule EventBridge Scheduler is asked for: one-off, in UTC, putting the envelope on the bus. */
const expectedSchedule = {
  Name: 'sign-EZC1',
  GroupName: 'ezc-loans',
  // 09:30 in Malaysia (UTC+8) is 01:30 UTC; at() takes a date-time without offset.
  ScheduleExpression: 'at(2026-03-02T01:30:00)',
  ScheduleExpressionTimezone: 'UTC',
  FlexibleTimeWindow: { Mode: 'OFF' },
  ActionAfterCompletion: 'DELETE',
  Target: {
    Arn: busArn,
    RoleArn: roleArn,
    EventBridgeParameters: { DetailType: 'schedule.due', Source: 'ezc.jobs' },
    Input:
      '{"id":"evt-1","name":"schedule.due","source":"ezc.jobs","version":1,"occurredAt":"2026-03-01T00:00:00.000Z","data":{"scheduleId":"sign-EZC1","kind":"signing-reminder","payload":{}}}',
  },
  ClientToken: expect.stringMatching(uuid),
};

describe('EventBridge Scheduler adapter', () => {
  it('creates a one-off UTC schedule in its group that puts the envelope on the bus and deletes itself', async () => {
    await schedulerIn('ezc-loans').schedule({ id: 'sign-EZC1', at: '2026-03-02T09:30:00+08:00', event });

    expect(scheduler).toHaveReceivedCommandTimes(CreateScheduleCommand, 1);
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input).toEqual(expectedSchedule);
    expect(scheduler).toHaveReceivedCommandTimes(UpdateScheduleCommand, 0);
  });

  it("leaves the group out without one, so the account's default group is used", async () => {
    await schedulerIn().schedule({ id: 'sign-EZC1', at: '2026-03-02T01:30:00.000Z', event });
    const { GroupName: _, ...withoutGroup } = expectedSchedule;
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input).toEqual(withoutGroup);
  });

  it('moves a schedule of the same id with UpdateSchedule when the create conflicts', async () => {
    scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException(refusal('Schedule sign-EZC1 already exists.')));
    await schedulerIn('ezc-loans').schedule({ id: 'sign-EZC1', at: '2026-03-02T09:30:00+08:00', event });

    expect(scheduler).toHaveReceivedCommandTimes(UpdateScheduleCommand, 1);
    expect(scheduler.commandCalls(UpdateScheduleCommand)[0]?.args[0].input).toEqual(expectedSchedule);
  });

  it('refuses ids EventBridge Scheduler would refuse as names, and times that are not times', async () => {
    const at = '2026-03-02T01:30:00Z';
    for (const id of ['', 'has space', 'a'.repeat(65), 'sign/EZC1']) {
      await expect(schedulerIn().schedule({ id, at, event })).rejects.toThrow('Invalid schedule id');
    }
    await expect(schedulerIn().schedule({ id: 'a'.repeat(64), at, event })).resolves.toBeUndefined();
    await expect(schedulerIn().schedule({ id: 'A-z_0.9', at, event })).resolves.toBeUndefined();
    expect(scheduler).toHaveReceivedCommandTimes(CreateScheduleCommand, 2);
    expect(() => atExpression('tomorrow')).toThrow(/Invalid schedule time/);
  });

  it('deletes the schedule by name in its group on cancel', async () => {
    await schedulerIn('ezc-loans').cancel('sign-EZC1');
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((c) => c.args[0].input)).toEqual([
      { Name: 'sign-EZC1', GroupName: 'ezc-loans', ClientToken: expect.stringMatching(uuid) },
    ]);
  });

  it('takes cancelling a schedule that is already gone as done', async () => {
    scheduler
      .on(DeleteScheduleCommand)
      .rejects(new ResourceNotFoundException(refusal('Schedule sign-EZC1 does not exist.')));
    await expect(schedulerIn('ezc-loans').cancel('sign-EZC1')).resolves.toBeUndefined();
    expect(scheduler).toHaveReceivedCommandTimes(DeleteScheduleCommand, 1);
  });

  it('passes on any other refusal', async () => {
    const invalid = new ValidationException(refusal('Invalid target'));
    scheduler.on(CreateScheduleCommand).rejects(invalid);
    scheduler.on(DeleteScheduleCommand).rejects(invalid);
    await expect(
      schedulerIn().schedule({ id: 'sign-EZC1', at: '2026-03-02T01:30:00Z', event }),
    ).rejects.toBeInstanceOf(ValidationException);
    await expect(schedulerIn().cancel('sign-EZC1')).rejects.toBeInstanceOf(ValidationException);
    expect(scheduler).toHaveReceivedCommandTimes(UpdateScheduleCommand, 0);
  });
});
