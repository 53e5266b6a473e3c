import 'aws-sdk-client-mock-vitest/extend';
import { EventBridgeClient, PutEventsCommand, ResourceNotFoundException } from '@aws-sdk/client-eventbridge';
import type { EventEnvelope } from '@ezc/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EventBridgeBus, putEventsEntrySize } from './eventbridge-bus';

const eventBridge = mockClient(EventBridgeClient);
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [] });
});
afterAll(() => eventBridge.restore());

const envelope = (n: number): EventEnvelope => ({
  id: `evt-${n}`,
  name: 'loan.approved',
  source: 'ezc.loans',
  version: 1,
  occurredAt: '2026-03-01T01:30:00.500Z',
  data: { LoanNo: `EZC${n}` },
});
const bus = () => new EventBridgeBus({ region: 'ap-southeast-1' }, 'ezc-loans');

/** What each PutEvents call carried, as the ids of its events. */
const putIds = () =>
  eventBridge
    .commandCalls(PutEventsCommand)
    .map((c) =>
      (c.args[0].input.Entries ?? []).map((e) => (JSON.parse(e.Detail ?? '{}') as { id: string }).id),
    );

/**
 * An event whose entry is exactly `bytes` long as EventBridge sizes it: 14 bytes for the time, and
 * the UTF-8 bytes of source ('ezc.loans', 9), detail type ('loan.approved', 13) and detail. The
 * padding is two-byte characters, so counting characters instead of bytes comes out short.
 */
function eventOfSize(id: string, bytes: number): EventEnvelope {
  const shell = { ...envelope(0), id, data: { pad: '' } };
  const rest = bytes - (14 + 9 + 13 + JSON.stringify(shell).length);
  return { ...shell, data: { pad: 'é'.repeat(Math.floor(rest / 2)) + 'x'.repeat(rest % 2) } };
}

describe('EventBridge bus', () => {
  it('puts 25 events in calls of 10, 10 and 5, in order, each entry carrying the whole envelope', async () => {
    await bus().publish(Array.from({ length: 25 }, (_, i) => envelope(i + 1)));

    expect(eventBridge).toHaveReceivedCommandTimes(PutEventsCommand, 3);
    const ids = putIds();
    expect(ids.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(ids.flat()).toEqual(Array.from({ length: 25 }, (_, i) => `evt-${i + 1}`));
    expect(eventBridge.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0]).toEqual({
      EventBusName: 'ezc-loans',
      Source: 'ezc.loans',
      DetailType: 'loan.approved',
      Detail:
        '{"id":"evt-1","name":"loan.approved","source":"ezc.loans","version":1,"occurredAt":"2026-03-01T01:30:00.500Z","data":{"LoanNo":"EZC1"}}',
      Time: new Date(Date.UTC(2026, 2, 1, 1, 30, 0, 500)),
    });
  });

  it('sizes an entry as EventBridge does: 14 for a time, UTF-8 bytes of the rest, the bus name not counted', () => {
    const entry = { EventBusName: 'ezc-loans', Source: 'ezc.loans', DetailType: 'loan.approved' };
    // 9 + 13 + 10 ('{"a":"é"}': nine characters, é two bytes).
    expect(putEventsEntrySize({ ...entry, Detail: '{"a":"é"}' })).toBe(32);
    // + 14 for the time + 5 ('arn:x') + 2 ('é').
    expect(
      putEventsEntrySize({ ...entry, Detail: '{"a":"é"}', Time: new Date(0), Resources: ['arn:x', 'é'] }),
    ).toBe(53);
  });

  it('refuses a 300 KB event with a clear error before putting anything', async () => {
    const big = { ...envelope(2), id: 'evt-big', data: { scan: 'x'.repeat(300 * 1024) } };
    await expect(bus().publish([envelope(1), big])).rejects.toThrow(
      /Event evt-big \(loan\.approved\) is \d+ bytes, over EventBridge's limit of 262144 bytes/,
    );
    expect(eventBridge).toHaveReceivedCommandTimes(PutEventsCommand, 0);
  });

  it('takes an entry of exactly 256 KB and refuses one a byte larger', async () => {
    await bus().publish([eventOfSize('evt-max', 262_144)]);
    expect(putIds()).toEqual([['evt-max']]);

    await expect(bus().publish([eventOfSize('evt-over', 262_145)])).rejects.toThrow(/evt-over/);
    expect(eventBridge).toHaveReceivedCommandTimes(PutEventsCommand, 1);
  });

  it('starts a new call before the entries of one would pass 256 KB', async () => {
    await bus().publish([eventOfSize('a', 131_072), eventOfSize('b', 131_072)]);
    expect(putIds()).toEqual([['a', 'b']]);

    eventBridge.resetHistory();
    await bus().publish([eventOfSize('a', 131_072), eventOfSize('b', 131_073)]);
    expect(putIds()).toEqual([['a'], ['b']]);

    eventBridge.resetHistory();
    await bus().publish(['a', 'b', 'c', 'd'].map((id) => eventOfSize(id, 100_000)));
    expect(putIds()).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('fails the publish when EventBridge reports a failed entry, and puts no later batch', async () => {
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ EventId: 'a' }, { ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
    });
    await expect(bus().publish(Array.from({ length: 12 }, (_, i) => envelope(i)))).rejects.toThrow(
      'EventBridge refused 1 events: InternalFailure',
    );
    expect(eventBridge).toHaveReceivedCommandTimes(PutEventsCommand, 1);
  });

  it("passes on the service's refusal", async () => {
    eventBridge
      .on(PutEventsCommand)
      .rejects(
        new ResourceNotFoundException({ message: 'Event bus ezc-loans does not exist.', $metadata: {} }),
      );
    await expect(bus().publish([envelope(1)])).rejects.toBeInstanceOf(ResourceNotFoundException);
  });
});
