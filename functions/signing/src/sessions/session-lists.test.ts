import { decideSession, initial, signingSessionMachine } from '@ezc/domain';
import { AggregateStore, ERASED, randomIds, Table } from '@ezc/platform';
import { CapacityMeter, meteredDynamoApi } from '@ezc/platform/table/capacity-meter';
import { dynamoApi } from '@ezc/platform/table/dynamo-api';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSessionLists } from '../use-cases/booking/index-session-lists';
import { type SessionLists, sessionLists } from './session-lists';
import { type Sessions, sessionsRepository } from './sessions-repository';
import { type SigningSession, signingSessionEntity } from './signing-session';

/**
 * Staff's lists of signing sessions against DynamoDB Local: pages and counts read from keys, by
 * status and by time, searches by name, loan number and contact, status moves, erasure, and the
 * one-off listing of sessions stored before. Every expectation is counted by hand from the sessions
 * made here: 12, one a day from 1 to 12 December 2026 at 10:00 in Malaysia (02:00 UTC).
 */
const AT = '2026-11-30T02:00:00.000Z';
const actor = { id: 'STF-0006', kind: 'staff', name: 'Attorney' } as const;
const meter = new CapacityMeter();
let t: Awaited<ReturnType<typeof createTestTable>>;
let sessions: Sessions;
let lists: SessionLists;

const day = (n: number) => String(n).padStart(2, '0');
const names = ['Siti Aminah', 'Tan Wei Jie', 'Muthu Raj', 'Siti Rahmah'];
const first = initial(signingSessionMachine);
const sessionOf = (n: number): SigningSession => ({
  SigningSessionId: `SS-9${day(n)}`,
  LoanNo: `EZC00${day(n)}00`,
  CustomerId: `CUST-${day(n)}`,
  ParticipantId: `CUST-${day(n)}`,
  AttestatorId: 'STF-0006',
  AttestatorName: 'Attorney',
  Name: names[n % 4]!,
  Contact: `+6012345${day(n)}00`,
  Email: `b${n}@example.test`,
  DateTimeRange: [`2026-12-${day(n)}T02:00:00.000Z`, `2026-12-${day(n)}T02:30:00.000Z`],
  SlotSessionId: `SLOT-${n}`,
  Status: first.status,
  MachineVersion: first.machineVersion,
  BorrowerSignYN: 'N',
  AttestatorSignYN: 'N',
  CompanySignerSignYN: 'N',
  CreatedAt: AT,
  UpdatedAt: AT,
});

const ids = (list: { Data: SigningSession[] }) => list.Data.map((s) => s.SigningSessionId);

async function move(id: string, type: 'START' | 'END', change: Partial<SigningSession> = {}) {
  const before = (await sessions.load(id))!;
  await sessions.save({
    before,
    after: { ...before.value, ...change },
    decision: decideSession(
      { status: before.value.Status, machineVersion: before.value.MachineVersion },
      // Both signed, so the session may end.
      { type, borrowerSigned: true, attestorSigned: true },
    ),
    action: type,
    actor,
  });
}

beforeAll(async () => {
  t = await createTestTable('session-lists');
  const table = new Table(
    meteredDynamoApi(dynamoApi({ region: t.region, endpoint: t.endpoint }), meter),
    t.table.name,
  );
  const store = new AggregateStore(table, { now: () => new Date(AT) }, randomIds);
  sessions = sessionsRepository(table, store);
  lists = sessionLists(table, store);
  for (let n = 1; n <= 12; n++) await table.transact(sessions.creation(sessionOf(n), AT));
  // Sessions 1–3 held: 1 and 2 ended ('Completed'), 3 still 'In Progress'.
  for (const n of [1, 2, 3]) await move(`SS-9${day(n)}`, 'START');
  for (const n of [1, 2]) await move(`SS-9${day(n)}`, 'END');
});
afterAll(async () => t?.drop());

describe("staff's signing sessions listing", () => {
  it('pages every session, latest start first, with the count kept beside it', async () => {
    meter.take();
    const first = await lists.page({}, { Rows: 5, Page: 1 });
    const reading = meter.take();
    expect(ids(first)).toEqual(['SS-912', 'SS-911', 'SS-910', 'SS-909', 'SS-908']);
    expect(first.Count).toBe(12);
    // The page's sessions from the index, and the count's eight shards.
    expect(reading.calls).toBe(2);
    expect(ids(await lists.page({}, { Rows: 5, Page: 3 }))).toEqual(['SS-902', 'SS-901']);
  });

  it('pages the sessions of a status, each moved there by its machine', async () => {
    expect(await lists.page({ status: 'Completed' }, { Rows: 10, Page: 1 })).toMatchObject({
      Count: 2,
      Data: [{ SigningSessionId: 'SS-902' }, { SigningSessionId: 'SS-901' }],
    });
    const held = await lists.page({ status: 'In Progress' }, { Rows: 10, Page: 1 });
    expect([ids(held), held.Count]).toEqual([['SS-903'], 1]);
    const waiting = await lists.page({ status: 'Pending Start' }, { Rows: 4, Page: 3 });
    expect([ids(waiting), waiting.Count]).toEqual([['SS-904'], 9]);
  });

  it('narrows by the start, counting only the sessions in the range', async () => {
    // 3 to 5 December in Malaysia: from 2 December 16:00 UTC to 5 December 16:00 UTC.
    const starts: [string, string] = ['2026-12-02T16:00:00.000Z', '2026-12-05T16:00:00.000Z'];
    const all = await lists.page({ starts }, { Rows: 2, Page: 1 });
    expect([ids(all), all.Count]).toEqual([['SS-905', 'SS-904'], 3]);
    const waiting = await lists.page({ starts, status: 'Pending Start' }, { Rows: 10, Page: 1 });
    expect([ids(waiting), waiting.Count]).toEqual([['SS-905', 'SS-904'], 2]);
  });

  it('finds sessions by the beginnings of the name, the loan number and the contact', async () => {
    const found = async (terms: Parameters<SessionLists['found']>[0]) => (await lists.found(terms)).sort();
    // Session n's borrower is names[n % 4]: Siti Aminah 4, 8, 12; Tan Wei Jie 1, 5, 9; Siti Rahmah 3, 7, 11.
    expect(await found({ name: 'siti' })).toEqual([
      'SS-903',
      'SS-904',
      'SS-907',
      'SS-908',
      'SS-911',
      'SS-912',
    ]);
    expect(await found({ name: 'siti rah' })).toEqual(['SS-903', 'SS-907', 'SS-911']);
    expect(await found({ name: 'aminah s' })).toEqual(['SS-904', 'SS-908', 'SS-912']);
    expect(await found({ refs: ['EZC00110'] })).toEqual(['SS-911']);
    expect(await found({ refs: ['EZC001'] })).toEqual(['SS-910', 'SS-911', 'SS-912']);
    // +60 12-345 0700 is found as 012-3450700 (digits and without the trunk 0 compared).
    expect(await found({ refs: ['123450700'] })).toEqual(['SS-907']);
    expect(await found({ name: 'tan', refs: ['12345'] })).toEqual(['SS-901', 'SS-905', 'SS-909']);
    // Backwards, the number's last digits: …0700 is found as 0070.
    expect(await found({ refs: ['0070'] })).toEqual(['SS-907']);
  });

  it('loses an erased borrower from its searches, and follows a session moved to another day', async () => {
    const before = (await sessions.load('SS-905'))!;
    await sessions.save({
      before,
      after: {
        ...before.value,
        Name: ERASED,
        Contact: ERASED,
        DateTimeRange: ['2026-12-20T02:00:00.000Z', '2026-12-20T02:30:00.000Z'],
      },
      action: 'Erased',
      actor,
    });
    expect((await lists.found({ name: 'tan' })).sort()).toEqual(['SS-901', 'SS-909']);
    expect(await lists.found({ refs: ['123450500'] })).toEqual([]);
    expect(await lists.found({ refs: ['EZC000500'] })).toEqual(['SS-905']);
    const waiting = await lists.page({ status: 'Pending Start' }, { Rows: 2, Page: 1 });
    expect([ids(waiting), waiting.Count]).toEqual([['SS-905', 'SS-912'], 9]);
    expect(ids(await lists.page({}, { Rows: 1, Page: 1 }))).toEqual(['SS-905']);
  });

  it('lists the sessions stored before, once', async () => {
    const old = {
      ...sessionOf(13),
      DateTimeRange: ['2026-12-13T02:00:00.000Z', '2026-12-13T02:30:00.000Z'] as [string, string],
    };
    await t.table.put(signingSessionEntity.toItem(old, 1, AT));
    const clock = { now: () => new Date(AT) };
    expect(await indexSessionLists({ table: t.table, clock })).toBe(1);
    expect(await indexSessionLists({ table: t.table, clock })).toBe(0);
    expect((await lists.page({}, { Rows: 1, Page: 1 })).Count).toBe(13);
    expect((await lists.page({ status: 'Pending Start' }, { Rows: 1, Page: 1 })).Count).toBe(10);
    expect(await lists.found({ name: 'tan', refs: ['EZC0013'] })).toEqual(['SS-913']);
  });
});
