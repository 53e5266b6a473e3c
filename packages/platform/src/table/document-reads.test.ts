import { describe, expect, it } from 'vitest';
import { documentReadKeys, documentReadWrite, monthsBetween } from './document-reads';

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
