import type { EventEnvelope } from '@ezc/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { EventBridgeBus } from './eventbridge-bus';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const envelope = (n: number): EventEnvelope => ({
  id: `evt-${n}`,
  name: 'loan.approved',
  source: 'ezc.loans',
  version: 1,
  occurredAt: '2026-03-01T01:30:00.500Z',
  data: { LoanNo: `EZC${n}` },
});
const busAt = (endpoint: string) =>
  new EventBridgeBus(
    { region: 'ap-southeast-1', credentials, endpoint, retry: { baseDelayMs: 1 } },
    'ezc-loans',
  );

describe('EventBridge bus', () => {
  it('puts events in signed batches of ten, each carrying the whole envelope', async () => {
    stub = await startAwsStub(() => ({ body: { FailedEntryCount: 0, Entries: [] } }));
    await busAt(stub.endpoint).publish(Array.from({ length: 23 }, (_, i) => envelope(i + 1)));

    expect(stub.requests.map((r) => (r.json as { Entries: unknown[] }).Entries.length)).toEqual([10, 10, 3]);
    const [first] = stub.requests;
    expect(first?.target).toBe('AWSEvents.PutEvents');
    expect(first?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(first?.signedWith).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/events\/aws4_request$/);
    expect((first!.json as { Entries: unknown[] }).Entries[0]).toEqual({
      EventBusName: 'ezc-loans',
      Source: 'ezc.loans',
      DetailType: 'loan.approved',
      Detail:
        '{"id":"evt-1","name":"loan.approved","source":"ezc.loans","version":1,"occurredAt":"2026-03-01T01:30:00.500Z","data":{"LoanNo":"EZC1"}}',
      Time: 1772328600.5,
    });
  });

  it('fails the call when EventBridge refuses any entry, and puts no later batch', async () => {
    stub = await startAwsStub(() => ({
      body: {
        FailedEntryCount: 1,
        Entries: [{ EventId: 'a' }, { ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
      },
    }));
    await expect(
      busAt(stub.endpoint).publish(Array.from({ length: 12 }, (_, i) => envelope(i))),
    ).rejects.toThrow('EventBridge refused 1 events: InternalFailure');
    expect(stub.requests).toHaveLength(1);
  });

  it('passes on an error answer of the service', async () => {
    stub = await startAwsStub(() => ({
      status: 400,
      body: { __type: 'ResourceNotFoundException', message: 'Event bus ezc-loans does not exist.' },
    }));
    await expect(busAt(stub.endpoint).publish([envelope(1)])).rejects.toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'ResourceNotFoundException: Event bus ezc-loans does not exist.',
    });
  });
});
