import { createTestTable } from '@ezc/platform/testing/test-table';
import { describe, expect, it } from 'vitest';
import { type Signing, signingCountWrites, signingEntity } from '../../signing/signing-record';
import { countSignings, listSigningsApart } from './count-signings';
import { findSignings } from './find-signings';

const clock = { now: () => new Date('2026-12-07T02:00:00.000Z') };

const signing = (LoanNo: string, Status: Signing['Status']): Signing => ({
  LoanNo,
  CustomerId: 'CUST-000001',
  BorrowerName: 'Nur Aisyah binti Ahmad',
  Status,
  MachineVersion: '1',
  CompanySignerSignYN: 'Y',
  BorrowerSignYN: Status === 'Signed' ? 'Y' : 'N',
  AttestatorSignYN: Status === 'Signed' ? 'Y' : 'N',
  Versions: [],
  CreatedAt: '2026-11-01T02:00:00.000Z',
  UpdatedAt: '2026-11-02T02:00:00.000Z',
});

describe('the count of the signings at a status', () => {
  it('moves out of the old status and into the new one; a signing not yet counted is only counted in', () => {
    const moves = (before: Signing | undefined, after: Signing) =>
      signingCountWrites(before, after).map((w) => (w.kind === 'update' ? [w.key.PK, w.spec.add?.n] : []));
    const attestor = { ...signing('EZC000031', 'Pending Signing Attestor'), Counted: true as const };
    const signed = { ...signing('EZC000031', 'Signed'), Counted: true as const };
    // Shard 0 of 8 for this loan number, or another: the key begins with the status's count either way.
    expect(
      moves(attestor, signed).map(([pk, n]) => [String(pk).split('#').slice(0, 2).join('#'), n]),
    ).toEqual([
      ['SIGNINGCOUNT#Pending Signing Attestor', -1],
      ['SIGNINGCOUNT#Signed', 1],
    ]);
    expect(moves(signed, signed)).toEqual([]);
    expect(
      moves(undefined, signed).map(([pk, n]) => [String(pk).split('#').slice(0, 2).join('#'), n]),
    ).toEqual([['SIGNINGCOUNT#Signed', 1]]);
    const uncounted = signing('EZC000031', 'Signed');
    expect(moves(uncounted, signed)).toHaveLength(1);
  });
});

describe('listing the signings at a status', () => {
  it('reads a page from the index and counts the signings kept before counting once', async () => {
    const { table, drop } = await createTestTable('signings');
    try {
      // Signings as a store kept them before they were counted: whole, on their index.
      for (const [no, status] of [
        ['EZC000003', 'Signed'],
        ['EZC000001', 'Signed'],
        ['EZC000002', 'Pending Signing Attestor'],
      ] as const) {
        await table.put({
          ...signingEntity.toItem(signing(no, status), 2, '2026-11-02T02:00:00.000Z'),
          GSI1PK: `SIGNINGS#STATUS#${status}`,
          GSI1SK: no,
        });
      }
      const signed = (Page: number) => findSignings({ table }, { Status: 'Signed', Rows: 1, Page });
      // Not yet counted: the count is never less than what the page read.
      expect(await signed(1)).toMatchObject({ Data: [{ LoanNo: 'EZC000001' }], Count: 1 });

      expect(await countSignings({ table, clock })).toBe(3);
      expect(await signed(1)).toMatchObject({ Data: [{ LoanNo: 'EZC000001', Status: 'Signed' }], Count: 2 });
      expect(await signed(2)).toMatchObject({ Data: [{ LoanNo: 'EZC000003' }], Count: 2 });
      expect(await signed(3)).toEqual({ Data: [], Count: 2 });
      expect(
        await findSignings({ table }, { Status: 'Pending Signing Attestor', Rows: 20, Page: 1 }),
      ).toMatchObject({ Count: 1 });
      // Once per store.
      expect(await countSignings({ table, clock })).toBe(0);
      expect(await signed(1)).toMatchObject({ Count: 2 });
      // Counted, each was written as a signing is saved now: an entry on the index, none on it.
      const kept = await table.get({ PK: 'SIGNING#EZC000001', SK: 'SIGNING' });
      expect([kept?.version, kept?.Counted, kept?.GSI1PK]).toEqual([2, true, undefined]);
      expect(await table.get({ PK: 'SIGNING#EZC000001', SK: 'SIGNING#LISTED' })).toEqual({
        PK: 'SIGNING#EZC000001',
        SK: 'SIGNING#LISTED',
        EntityType: 'SigningListed',
        GSI1PK: 'SIGNINGS#STATUS#Signed',
        GSI1SK: 'EZC000001',
      });
      expect(await listSigningsApart({ table, clock })).toBe(0);
    } finally {
      await drop();
    }
  });
});
