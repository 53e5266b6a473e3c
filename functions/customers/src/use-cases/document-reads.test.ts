import { isDomainError } from '@ezc/domain';
import { type Actor, AggregateStore } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsExports } from '../compliance/reads-exports';
import {
  findDocumentReads,
  findDocumentReadsExport,
  periodOf,
  startDocumentReadsExport,
  writeDocumentReadsExport,
} from './document-reads';

/**
 * Reads are recorded at hand-picked instants around Malaysia's midnight and a month's end (the
 * index is partitioned by UTC month, the filter by Malaysia day), and every expected row is
 * written out by hand.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let store: AggregateStore;
let now = new Date();
let seq = 0;

const risk: Actor = { id: 'STF-0003', kind: 'staff', ip: '10.0.0.3', name: 'Rina Risk' };
const admin: Actor = { id: 'STF-0001', kind: 'staff', ip: '10.0.0.1', name: 'Adam Admin' };

async function read(at: string, actor: Actor, customerId: string, document: string, mediaId: string) {
  now = new Date(at);
  await store.recordDocumentRead(
    { objectType: 'Customer', objectId: customerId, action: 'Document opened', actor, remarks: document },
    { customerId, document, mediaId },
  );
}

const row = (
  At: string,
  a: Actor,
  CustomerId: string,
  CustomerName: string,
  Document: string,
  MediaId: string,
) => ({
  At,
  ReaderName: a.name,
  ReaderKind: 'staff',
  ReaderId: a.id,
  IpAddress: a.ip,
  CustomerId,
  CustomerName,
  Document,
  MediaId,
});
const aliceLateNov = row(
  '2026-11-26T15:59:59.000Z',
  risk,
  'CUS-1',
  'Alice Tan',
  'NRIC Front: ic.jpg',
  'MED-1',
);
const bobMidnight = row(
  '2026-11-26T16:00:00.000Z',
  admin,
  'CUS-2',
  'Bob Lim Sdn. Bhd.',
  'Pay Slip: may.pdf',
  'MED-2',
);
const aliceDecember = row(
  '2026-12-01T02:00:00.000Z',
  risk,
  'CUS-1',
  'Alice Tan',
  'NRIC Back: ic-b.jpg',
  'MED-3',
);
const bobFirstNov = row(
  '2026-10-31T16:30:00.000Z',
  risk,
  'CUS-2',
  'Bob Lim Sdn. Bhd.',
  'Pay Slip: may.pdf',
  'MED-2',
);

const deps = () => ({ table: t.table, audit: store });

beforeAll(async () => {
  t = await createTestTable('doc-reads');
  store = new AggregateStore(
    t.table,
    { now: () => now },
    { next: () => `ID${String(++seq).padStart(4, '0')}` },
  );
  await t.table.put({ PK: 'CUSTOMER#CUS-1', SK: 'CUSTOMER', CustomerId: 'CUS-1', FullName: 'Alice Tan' });
  await t.table.put({
    PK: 'CUSTOMER#CUS-2',
    SK: 'CUSTOMER',
    CustomerId: 'CUS-2',
    FullName: 'Bob Lim Sdn. Bhd.',
  });
  await read('2026-11-26T15:59:59.000Z', risk, 'CUS-1', 'NRIC Front: ic.jpg', 'MED-1');
  await read('2026-11-26T16:00:00.000Z', admin, 'CUS-2', 'Pay Slip: may.pdf', 'MED-2');
  await read('2026-12-01T02:00:00.000Z', risk, 'CUS-1', 'NRIC Back: ic-b.jpg', 'MED-3');
  await read('2026-10-31T16:30:00.000Z', risk, 'CUS-2', 'Pay Slip: may.pdf', 'MED-2');
  now = new Date('2026-12-02T01:00:00.000Z');
});
afterAll(() => t.drop());

describe('document reads', () => {
  it('takes Malaysia days: 1 to 30 November is 31 October 16:00 UTC to 30 November 15:59:59.999 UTC', () => {
    expect(periodOf({ From: '2026-11-01', To: '2026-11-30' })).toEqual({
      fromIso: '2026-10-31T16:00:00.000Z',
      toIso: '2026-11-30T15:59:59.999Z',
    });
  });

  it("lists November's reads newest first across the UTC months they were kept under, with names", async () => {
    const page = await findDocumentReads(deps(), {
      filter: { From: '2026-11-01', To: '2026-11-30' },
      paging: { Page: 1, Rows: 20 },
      actor: admin,
    });
    expect(page).toEqual({ Data: [bobMidnight, aliceLateNov, bobFirstNov], Count: 3 });
  });

  it('puts a read at 00:00 Malaysia time on the new day, and crosses into December', async () => {
    const page = await findDocumentReads(deps(), {
      filter: { From: '2026-11-27', To: '2026-12-01' },
      paging: { Page: 1, Rows: 20 },
      actor: admin,
    });
    expect(page).toEqual({ Data: [aliceDecember, bobMidnight], Count: 2 });
  });

  it("reads one customer's reads from their own index, and pages them", async () => {
    const filter = { From: '2026-10-01', To: '2026-12-31', CustomerId: 'CUS-1' };
    const first = await findDocumentReads(deps(), { filter, paging: { Page: 1, Rows: 1 }, actor: admin });
    expect(first).toEqual({ Data: [aliceDecember], Count: 2 });
    const second = await findDocumentReads(deps(), { filter, paging: { Page: 2, Rows: 1 }, actor: admin });
    expect(second).toEqual({ Data: [aliceLateNov], Count: 2 });
  });

  it('keeps the audit row of each read in its customer’s history, at the same instant', async () => {
    const history = await store.history('Customer', 'CUS-1');
    expect(history.map((h) => [h.Activity, h.At, h.ActorId, h.IpAddress])).toEqual([
      ['Document opened', '2026-11-26T15:59:59.000Z', 'STF-0003', '10.0.0.3'],
      ['Document opened', '2026-12-01T02:00:00.000Z', 'STF-0003', '10.0.0.3'],
    ]);
  });

  it('refuses a period that ends before it starts, or is longer than 366 days', async () => {
    const refusal = (From: string, To: string) =>
      findDocumentReads(deps(), { filter: { From, To }, paging: { Page: 1, Rows: 20 }, actor: admin }).then(
        () => undefined,
        (e: unknown) => (isDomainError(e) ? [e.kind, e.code] : e),
      );
    expect(await refusal('2026-11-30', '2026-11-01')).toEqual(['validation', 'COMPLIANCE.BAD_PERIOD']);
    expect(await refusal('2025-01-01', '2026-01-02')).toEqual(['validation', 'COMPLIANCE.BAD_PERIOD']);
  });

  it('exports the same rows as a CSV file a job writes, and audits every query and export with who asked', async () => {
    const kept = new Map<string, string>();
    const exportDeps = {
      ...deps(),
      ids: { next: () => 'X1' },
      clock: { now: () => now },
      now: () => now,
      log: { error: () => undefined },
      readsExports: readsExports(t.table, store),
      blobs: {
        put: async (key: string, body: unknown) => {
          kept.set(key, Buffer.concat(body as Uint8Array[]).toString('utf8'));
        },
        presignGet: async (key: string) => `https://files.example.test/${key}`,
      },
    };
    const principal = {
      id: admin.id,
      kind: 'staff' as const,
      sessionId: 's',
      roles: ['Admin'],
      privileges: [],
    };
    const started = await startDocumentReadsExport(
      exportDeps,
      { principal, actor: admin },
      { filter: { From: '2026-11-01', To: '2026-11-30' } },
    );
    expect(started).toEqual({
      ExportId: 'RDX-X1',
      Status: 'Running',
      Rows: 3,
      Done: 0,
      FileName: 'document-reads-2026-11-01-to-2026-11-30.csv',
    });
    await writeDocumentReadsExport(exportDeps, 'RDX-X1', { id: 'system', kind: 'system' });
    expect(kept.get('exports/RDX-X1/document-reads-2026-11-01-to-2026-11-30.csv')?.split('\r\n')).toEqual([
      'At,ReaderName,ReaderKind,ReaderId,IpAddress,CustomerId,CustomerName,Document,MediaId',
      '2026-11-26T16:00:00.000Z,Adam Admin,staff,STF-0001,10.0.0.1,CUS-2,Bob Lim Sdn. Bhd.,Pay Slip: may.pdf,MED-2',
      '2026-11-26T15:59:59.000Z,Rina Risk,staff,STF-0003,10.0.0.3,CUS-1,Alice Tan,NRIC Front: ic.jpg,MED-1',
      '2026-10-31T16:30:00.000Z,Rina Risk,staff,STF-0003,10.0.0.3,CUS-2,Bob Lim Sdn. Bhd.,Pay Slip: may.pdf,MED-2',
      '',
    ]);
    expect(await findDocumentReadsExport(exportDeps, principal, 'RDX-X1')).toEqual({
      ExportId: 'RDX-X1',
      Status: 'Ready',
      Rows: 3,
      Done: 3,
      FileName: 'document-reads-2026-11-01-to-2026-11-30.csv',
      Url: 'https://files.example.test/exports/RDX-X1/document-reads-2026-11-01-to-2026-11-30.csv',
    });
    const someoneElse = findDocumentReadsExport(exportDeps, { ...principal, id: 'STF-0009' }, 'RDX-X1');
    await expect(someoneElse).rejects.toMatchObject({
      code: 'COMPLIANCE.EXPORT_NOT_FOUND',
      message: 'Export not found.',
    });
    const audited = await store.history('Compliance', 'DocumentReads');
    expect(audited.map((h) => [h.Activity, h.ActorId, h.Remarks])).toEqual([
      ['Document reads queried', 'STF-0001', '2026-11-01 to 2026-11-30: 3 reads'],
      ['Document reads queried', 'STF-0001', '2026-11-27 to 2026-12-01: 2 reads'],
      ['Document reads queried', 'STF-0001', '2026-10-01 to 2026-12-31, customer CUS-1: 2 reads'],
      ['Document reads queried', 'STF-0001', '2026-10-01 to 2026-12-31, customer CUS-1: 2 reads'],
      ['Document reads exported', 'STF-0001', '2026-11-01 to 2026-11-30: 3 reads'],
    ]);
    const exportHistory = await store.history('DocumentReadsExport', 'RDX-X1');
    expect(exportHistory.map((h) => h.Activity)).toEqual([
      'Document reads export requested',
      'Document reads export written',
    ]);
  });
});
