import { defineEvent } from '@ezc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consumeOnce } from '../bus/consume-once';
import { LocalBus } from '../bus/local-bus';
import { randomIds } from '../ids';
import { createLogger } from '../log';
import { AggregateStore } from '../table/aggregate-store';
import { defineEntity } from '../table/entity';
import type { Table } from '../table/table';
import { createTestTable } from '../testing/test-table';
import { type OutboxStreamRecord, outboxEvents, relayRecords } from './relay';
import { memoryCheckpoints, StreamPoller } from './stream-poller';

const noteSchema = z.object({ NoteId: z.string(), Text: z.string() });
const note = defineEntity({
  name: 'Note',
  schema: noteSchema,
  id: (n) => n.NoteId,
  key: (id: string) => ({ PK: `NOTE#${id}`, SK: 'NOTE' }),
});
const noteAdded = defineEvent({
  name: 'note.status-changed',
  source: 'ezc.loans',
  version: 1,
  schema: z.object({ NoteId: z.string() }),
});
const log = createLogger('silent');
const clock = { now: () => new Date() };

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('relay');
});
afterAll(async () => t.drop());

/** The consumer's effect: count the note once, in the same transaction as its processed-event row. */
function countingConsumer(table: Table) {
  return async (event: { id: string; data: Record<string, unknown> }) => {
    await consumeOnce({
      table,
      consumer: 'count-notes',
      eventId: event.id,
      now: new Date().toISOString(),
      effect: async () => {
        const key = { PK: `COUNT#${String(event.data.NoteId)}`, SK: 'COUNT' };
        const current = (await table.get(key))?.n;
        return [{ kind: 'put', item: { ...key, n: Number(current ?? 0) + 1 } }];
      },
    });
  };
}

describe('outbox relay from the table stream to the bus', () => {
  it('a committed write produces exactly one consumer effect even when the relay delivers it twice', async () => {
    const store = new AggregateStore(t.table, clock, randomIds);
    const rule = {
      name: 'count-notes',
      description: 'test',
      pattern: { source: ['ezc.loans'] },
      target: 'reports' as const,
    };
    const bus = new LocalBus({ table: t.table, log, rules: [rule] });
    bus.register('count-notes', countingConsumer(t.table));

    const seen: unknown[][] = [];
    // The relay handles each batch twice, as a retried Lambda batch would.
    const poller = new StreamPoller({
      client: t.streams,
      streamArn: t.streamArn,
      checkpoints: memoryCheckpoints(),
      log,
      handle: async (records) => {
        seen.push(records);
        await relayRecords(records, bus);
        await relayRecords(records, bus);
      },
    });

    const event = noteAdded.create({
      id: randomIds.next(),
      occurredAt: new Date().toISOString(),
      data: { NoteId: 'n1' },
    });
    await store.commit({
      entity: note,
      value: { NoteId: 'n1', Text: 'hello' },
      expectedVersion: 0,
      events: [event],
      audit: {
        objectType: 'Note',
        objectId: 'n1',
        action: 'Created',
        actor: { id: 'u1', kind: 'staff', ip: '127.0.0.1' },
      },
    });

    await poller.drain();
    await bus.idle();
    expect(seen.length).toBeGreaterThan(0);
    expect((await t.table.get({ PK: 'COUNT#n1', SK: 'COUNT' }))?.n).toBe(1);

    // A later pass relays no outbox event again: the checkpoint moved past it.
    const before = seen.length;
    await poller.drain();
    expect(seen.slice(before).flatMap((records) => outboxEvents(records as OutboxStreamRecord[]))).toEqual(
      [],
    );
  });

  it('refuses a stale write and keeps the stored version (optimistic locking)', async () => {
    const store = new AggregateStore(t.table, clock, randomIds);
    await store.commit({ entity: note, value: { NoteId: 'n2', Text: 'a' }, expectedVersion: 0 });
    await store.commit({ entity: note, value: { NoteId: 'n2', Text: 'b' }, expectedVersion: 1 });
    await expect(
      store.commit({ entity: note, value: { NoteId: 'n2', Text: 'c' }, expectedVersion: 1 }),
    ).rejects.toThrow(/changed by someone else/);
    const loaded = await store.load(note, 'n2');
    expect(loaded).toEqual({ value: { NoteId: 'n2', Text: 'b' }, version: 2 });
  });

  it('writes nothing at all when one part of the transaction fails', async () => {
    const store = new AggregateStore(t.table, clock, randomIds);
    const event = noteAdded.create({
      id: 'dup-event',
      occurredAt: new Date().toISOString(),
      data: { NoteId: 'n3' },
    });
    await store.commit({
      entity: note,
      value: { NoteId: 'n3', Text: 'a' },
      expectedVersion: 0,
      events: [event],
    });
    // Same outbox id again: the outbox condition fails, so the new note must not be saved either.
    await expect(
      store.commit({ entity: note, value: { NoteId: 'n4', Text: 'a' }, expectedVersion: 0, events: [event] }),
    ).rejects.toThrow();
    expect(await store.load(note, 'n4')).toBeUndefined();
  });

  it('records the audit row with actor, IP and time', async () => {
    const history = await new AggregateStore(t.table, clock, randomIds).history('Note', 'n1');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ Activity: 'Created', ActorId: 'u1', IpAddress: '127.0.0.1' });
  });
});
