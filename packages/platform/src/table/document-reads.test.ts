import { describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import {
  documentReadCounted,
  documentReadCountWrites,
  documentReadKeys,
  documentReadsCounted,
  documentReadsPage,
  documentReadWrite,
  monthsBetween,
  redactDocumentReads,
} from './document-reads';

describe('document reads index', () => {
  it('spans the UTC months of a period, across a year end', () => {
    expect(monthsBetween('2026-11-30T16:00:00.000Z', '2027-02-01T15:59:59.999Z')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBetween('2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z')).toEqual(['2026-11']);
  });

  it("files a read under its month and under its customer's index, named like its audit row", () => {
    const write = documentReadWrite(
      { id: 'STF-0003', kind: 'staff', ip: '10.0.0.3', name: 'Rajesh Kumar' },
      { customerId: 'CUST-000001', document: 'Pay Slip: may.pdf', mediaId: 'MED-1' },
      '2026-11-26T16:00:00.000Z',
      'A1',
    );
    expect(write).toEqual({
      kind: 'put',
      item: {
        PK: 'DOCREADS#2026-11',
        SK: '2026-11-26T16:00:00.000Z#A1',
        GSI3PK: 'DOCREADSOF#CUST-000001',
        GSI3SK: '2026-11-26T16:00:00.000Z#A1',
        EntityType: 'DocumentRead',
        At: '2026-11-26T16:00:00.000Z',
        AuditId: 'A1',
        ReaderId: 'STF-0003',
        ReaderKind: 'staff',
        ReaderName: 'Rajesh Kumar',
        IpAddress: '10.0.0.3',
        CustomerId: 'CUST-000001',
        Document: 'Pay Slip: may.pdf',
        MediaId: 'MED-1',
        Counted: true,
      },
    });
    expect(documentReadKeys.month('2026-11')).toBe('DOCREADS#2026-11');
  });
});

describe("redacting a customer's document reads", () => {
  it("keeps who on the staff read which kind of document, and drops the file names and the person's own reads' name and IP", async () => {
    const { table, drop } = await createTestTable('reads');
    try {
      const staff = { id: 'STF-0003', kind: 'staff' as const, ip: '10.0.0.3', name: 'Rajesh Kumar' };
      const self = { id: 'ACC-9', kind: 'customer' as const, ip: '203.0.113.7', name: 'Siti Rohana' };
      const read = (document: string, customerId = 'CUST-9') => ({ customerId, document, mediaId: 'MED-1' });
      await table.transact([
        documentReadWrite(staff, read('Pay Slip: rohana-may.pdf'), '2026-01-05T01:00:00.000Z', 'A1'),
        documentReadWrite(self, read('Loan Agreement: EZC000031-v2.pdf'), '2026-01-06T01:00:00.000Z', 'A2'),
        documentReadWrite(staff, read('Pay Slip: other.pdf', 'CUST-8'), '2026-01-07T01:00:00.000Z', 'A3'),
      ]);
      const redaction = {
        customerId: 'CUST-9',
        personActorIds: ['ACC-9'],
        rule: 'loanRecords',
        at: '2033-02-01T00:00:00.000Z',
      };
      expect(await redactDocumentReads(table, redaction)).toBe(2);
      const rows = await table.queryAll({ pk: 'DOCREADS#2026-01' });
      expect(rows.map((r) => [r.AuditId, r.ReaderName, r.IpAddress, r.Document, r.RedactedAt])).toEqual([
        ['A1', 'Rajesh Kumar', '10.0.0.3', 'Pay Slip', '2033-02-01T00:00:00.000Z'],
        ['A2', '[erased]', '[erased]', 'Loan Agreement', '2033-02-01T00:00:00.000Z'],
        ['A3', 'Rajesh Kumar', '10.0.0.3', 'Pay Slip: other.pdf', undefined],
      ]);
      expect(await redactDocumentReads(table, redaction)).toBe(0);
    } finally {
      await drop();
    }
  });
});

describe("a page of the period's document reads", () => {
  const staff = { id: 'STF-0003', kind: 'staff' as const, ip: '10.0.0.3', name: 'Rajesh Kumar' };
  const read = (customerId = 'CUST-9') => ({ customerId, document: 'Pay Slip: may.pdf', mediaId: 'MED-1' });
  /** Reads as the store records them: the row and its day's count. */
  const reads = (list: [string, string, string?][]) =>
    list.flatMap(([at, id, customer]) => [
      documentReadWrite(staff, read(customer), at, id),
      documentReadCounted(at, id),
    ]);
  // 1 November and 1 December in Malaysia begin at 16:00 UTC the day before.
  const november = { fromIso: '2026-10-31T16:00:00.000Z', toIso: '2026-11-30T15:59:59.999Z' };
  const novemberToDecember = { fromIso: '2026-10-31T16:00:00.000Z', toIso: '2026-12-31T15:59:59.999Z' };

  it('reads the newest first, month by month, and counts them by the Malaysia days of the period', async () => {
    const { table, drop } = await createTestTable('reads');
    try {
      await table.transact(
        reads([
          ['2026-10-31T15:59:00.000Z', 'A0'], // 31 October, 23:59 in Malaysia: before the period
          ['2026-10-31T16:30:00.000Z', 'A1'], // 1 November, 00:30 in Malaysia, kept in October's partition
          ['2026-11-05T02:00:00.000Z', 'A2', 'CUST-8'],
          ['2026-11-30T17:00:00.000Z', 'A3'], // 1 December, 01:00 in Malaysia
          ['2026-12-02T03:00:00.000Z', 'A4'],
          ['2026-12-20T03:00:00.000Z', 'A5', 'CUST-8'],
        ]),
      );
      const ids = (page: { Data: { AuditId: string }[]; Count: number }) => [
        page.Data.map((r) => r.AuditId),
        page.Count,
      ];
      expect(ids(await documentReadsPage(table, { ...november, paging: { Page: 1, Rows: 20 } }))).toEqual([
        ['A2', 'A1'],
        2,
      ]);
      const twoMonths = (Page: number) =>
        documentReadsPage(table, { ...novemberToDecember, paging: { Page, Rows: 2 } });
      expect(ids(await twoMonths(1))).toEqual([['A5', 'A4'], 5]);
      expect(ids(await twoMonths(2))).toEqual([['A3', 'A2'], 5]);
      expect(ids(await twoMonths(3))).toEqual([['A1'], 5]);
      expect(ids(await twoMonths(4))).toEqual([[], 5]);
      // One customer's, from their own index.
      expect(
        ids(
          await documentReadsPage(table, {
            ...novemberToDecember,
            customerId: 'CUST-8',
            paging: { Page: 1, Rows: 1 },
          }),
        ),
      ).toEqual([['A5'], 2]);
      expect(await documentReadsCounted(table, '2026-10-31', '2026-10-31')).toBe(1);
    } finally {
      await drop();
    }
  });

  it('counts a read kept before reads were counted once, and lists it before it is counted', async () => {
    const { table, drop } = await createTestTable('reads');
    try {
      const old = documentReadWrite(staff, read(), '2026-11-10T02:00:00.000Z', 'B1');
      if (old.kind !== 'put') throw new Error('a read is put');
      const { Counted: _, ...uncounted } = old.item;
      await table.put(uncounted);
      expect(await documentReadsPage(table, { ...november, paging: { Page: 1, Rows: 20 } })).toMatchObject({
        Data: [{ AuditId: 'B1' }],
        Count: 1,
      });
      expect(await documentReadsCounted(table, '2026-11-01', '2026-11-30')).toBe(0);

      const [row] = await table.queryAll({ pk: 'DOCREADS#2026-11' });
      const writes = documentReadCountWrites(row!);
      await table.transact(writes!);
      expect(await documentReadsCounted(table, '2026-11-01', '2026-11-30')).toBe(1);
      // The same writes again (a second run working from the row it read) are refused by their condition.
      await expect(table.transact(writes!)).rejects.toThrow();
      const [counted] = await table.queryAll({ pk: 'DOCREADS#2026-11' });
      expect(documentReadCountWrites(counted!)).toBeUndefined();
      expect(await documentReadsCounted(table, '2026-11-01', '2026-11-30')).toBe(1);
    } finally {
      await drop();
    }
  });
});
