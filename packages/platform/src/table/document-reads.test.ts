import { describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { documentReadKeys, documentReadWrite, monthsBetween, redactDocumentReads } from './document-reads';

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
