import { AggregateStore, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mandate, mandateEntity } from '../../mandates/mandate-record';
import { mandatesRepository } from '../../mandates/mandates-repository';
import { indexMandateLists } from './index-mandate-lists';

const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };
let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('mandate-lists-index');
});
afterAll(async () => t?.drop());

const at = '2026-11-01T02:00:00.000Z';
const active: Mandate = {
  LoanNo: 'EZC000008',
  CustomerId: 'CUST-000001',
  BorrowerName: 'Demo Borrower',
  MandateId: 'MDT-OLD',
  ObjectType: 'LoanNo',
  Status: 'Active',
  MachineVersion: '1',
  AmountSen: 98_333,
  RegisteredAt: at,
  DecidedAt: at,
  CreatedAt: at,
  UpdatedAt: at,
};

describe('mandates stored before the lists by status and customer', () => {
  it('are put in them and counted once, keeping their version', async () => {
    const mandates = mandatesRepository(t.table, new AggregateStore(t.table, clock, randomIds));
    // As such a mandate was stored: in the list of all only.
    const {
      GSI2PK: _2pk,
      GSI2SK: _2sk,
      GSI3PK: _3pk,
      GSI3SK: _3sk,
      ...old
    } = mandateEntity.toItem(active, 3, at);
    await t.table.put(old);
    const borrowers = () => mandates.page({ customerId: 'CUST-000001' }, { Rows: 10, Page: 1 });
    expect(await borrowers()).toEqual({ Data: [], Count: 0 });

    expect(await indexMandateLists({ table: t.table, clock })).toBe(1);
    expect(await borrowers()).toEqual({ Data: [active], Count: 1 });
    expect((await mandates.page({ status: 'Active' }, { Rows: 10, Page: 1 })).Count).toBe(1);
    expect((await mandates.page({}, { Rows: 10, Page: 1 })).Count).toBe(1);
    expect((await mandates.load('EZC000008'))?.version).toBe(3);

    expect(await indexMandateLists({ table: t.table, clock })).toBe(0);
    expect((await borrowers()).Count).toBe(1);
  });
});
