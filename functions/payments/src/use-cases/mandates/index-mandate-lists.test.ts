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
    // As such a mandate was stored: whole, in the list of all only.
    await t.table.put({ ...mandateEntity.toItem(active, 3, at), GSI1PK: 'MANDATES', GSI1SK: active.LoanNo });
    const borrowers = () => mandates.page({ customerId: 'CUST-000001' }, { Rows: 10, Page: 1 });
    expect(await borrowers()).toEqual({ Data: [], Count: 0 });

    expect(await indexMandateLists({ table: t.table, clock })).toBe(1);
    expect(await borrowers()).toEqual({ Data: [active], Count: 1 });
    expect((await mandates.page({ status: 'Active' }, { Rows: 10, Page: 1 })).Count).toBe(1);
    expect((await mandates.page({}, { Rows: 10, Page: 1 })).Count).toBe(1);
    expect((await mandates.load('EZC000008'))?.version).toBe(3);
    // Listed apart now: the mandate carries no list's keys, and each list holds its small entry.
    const item = await t.table.get(mandateEntity.key('EZC000008'));
    expect(Object.keys(item ?? {}).filter((k) => k.startsWith('GSI'))).toEqual([]);
    const [entry] = await t.table.queryAll({ index: 'GSI1', pk: 'MANDATES' });
    expect(Object.keys(entry ?? {}).sort()).toEqual(
      ['EntityType', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'LoanNo', 'PK', 'SK'].sort(),
    );
    expect(entry).toMatchObject({ SK: 'MANDATE#LISTED', EntityType: 'MandateListed', LoanNo: 'EZC000008' });

    expect(await indexMandateLists({ table: t.table, clock })).toBe(0);
    expect((await borrowers()).Count).toBe(1);
  });
});
