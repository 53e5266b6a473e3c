import { scheduleDue } from '@ezc/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
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
let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});
const schedulerAt = (endpoint: string, groupName?: string) =>
  new EventBridgeScheduler(
    {
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      endpoint,
      retry: { baseDelayMs: 1 },
    },
    { ...options, ...(groupName ? { groupName } : {}) },
  );
const restError = (status: number, type: string, message: string) => ({
  status,
  headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.chronos/` },
  body: { Message: message },
});

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

  it('creates the schedule by name, signed, in its group', async () => {
    stub = await startAwsStub(() => ({
      body: { ScheduleArn: 'arn:aws:scheduler:ap-southeast-1:111122223333:schedule/ezc/sign-EZC1' },
    }));
    await schedulerAt(stub.endpoint, 'ezc').schedule({
      id: 'sign-EZC1',
      at: '2026-03-02T09:30:00+08:00',
      event,
    });
    const [req] = stub.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/schedules/sign-EZC1');
    expect(req?.signedWith).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/scheduler\/aws4_request$/);
    const { ClientToken, ...body } = req!.json as Record<string, unknown>;
    expect(ClientToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      GroupName: 'ezc',
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
    });
  });

  it('updates on a second schedule of the same id (a conflict on create)', async () => {
    stub = await startAwsStub((req) =>
      req.method === 'POST'
        ? restError(409, 'ConflictException', 'Schedule sign-EZC1 already exists.')
        : { body: { ScheduleArn: 'arn' } },
    );
    await schedulerAt(stub.endpoint).schedule({ id: 'sign-EZC1', at: '2026-03-02T01:30:00Z', event });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /schedules/sign-EZC1',
      'PUT /schedules/sign-EZC1',
    ]);
    expect(stub.requests[1]?.json).toEqual(stub.requests[0]?.json);
  });

  it('deletes on cancel, and ignores cancelling a schedule that is gone', async () => {
    stub = await startAwsStub((_, i) =>
      i === 0
        ? { body: {} }
        : restError(404, 'ResourceNotFoundException', 'Schedule sign-EZC1 does not exist.'),
    );
    const scheduler = schedulerAt(stub.endpoint, 'ezc');
    await scheduler.cancel('sign-EZC1');
    await expect(scheduler.cancel('sign-EZC1')).resolves.toBeUndefined();
    const [req] = stub.requests;
    expect(req?.method).toBe('DELETE');
    expect(req?.path).toBe('/schedules/sign-EZC1');
    expect(req?.query.get('groupName')).toBe('ezc');
    expect(req?.query.get('clientToken')).toMatch(/^[0-9a-f-]{36}$/);
    expect(deleteScheduleInput('sign-EZC1', options)).toEqual({ Name: 'sign-EZC1' });
  });

  it('passes on any other refusal', async () => {
    stub = await startAwsStub(() => restError(400, 'ValidationException', 'Invalid target'));
    await expect(
      schedulerAt(stub.endpoint).schedule({ id: 'sign-EZC1', at: '2026-03-02T01:30:00Z', event }),
    ).rejects.toMatchObject({ type: 'ValidationException', message: 'ValidationException: Invalid target' });
    await expect(schedulerAt(stub.endpoint).cancel('x')).rejects.toMatchObject({
      type: 'ValidationException',
    });
  });
});
