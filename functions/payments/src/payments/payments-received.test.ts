import type { Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPaymentCountShards, indexPaymentLists } from '../use-cases/payments/index-payment-lists';
import {
  type Payment,
  type Payments,
  paymentEntity,
  paymentsRepository,
  paymentWrite,
} from './payment-record';

/**
 * The staff listing of payments received, against the real DynamoDB Local: read from the lists
 * by status and month, counted by sharded counters moved with each payment. What each page shows
 * is written out by hand from the payments below.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let payments: Payments;
const now = new Date('2026-11-28T02:00:00.000Z');

const paymentOf = (
  id: string,
  loanNo: string,
  createdAt: string,
  paidOn: string,
  Status: Payment['Status'],
): Payment => ({
  PaymentId: id,
  LoanNo: loanNo,
  CustomerId: 'CUST-000001',
  BorrowerName: 'Ahmad bin Ali',
  Kind: 'Installment',
  AmountSen: 50_000,
  Method: 'Bank Transfer',
  RefNo: `REF-${id}`,
  PaymentDate: paidOn,
  Status,
  MachineVersion: '1',
  CreatedBy: 'ACC-0001',
  CreatedAt: createdAt,
  UpdatedAt: createdAt,
});

const book = [
  paymentOf('PAY-01', 'EZC000001', '2026-09-10T02:00:00.000Z', '2026-09-09', 'Pending'),
  paymentOf('PAY-02', 'EZC000002', '2026-10-05T02:00:00.000Z', '2026-10-05', 'Pending'),
  paymentOf('PAY-03', 'EZC000001', '2026-10-20T02:00:00.000Z', '2026-10-18', 'Pending'),
  paymentOf('PAY-04', 'EZC000012', '2026-11-02T02:00:00.000Z', '2026-10-31', 'Pending'),
  paymentOf('PAY-05', 'EZC000002', '2026-11-20T02:00:00.000Z', '2026-11-20', 'Pending'),
  paymentOf('PAY-06', 'EZC000001', '2026-11-25T02:00:00.000Z', '2026-11-25', 'New'),
];

const ids = (page: { Data: Payment[] }) => page.Data.map((p) => p.PaymentId);
const all = ['Pending', 'Approved', 'Rejected'] as const;
const received = (
  query: {
    statuses?: readonly ('Pending' | 'Approved' | 'Rejected')[];
    from?: string;
    to?: string;
    loanNos?: string[];
  },
  Rows = 20,
  Page = 1,
) => payments.received({ statuses: all, ...query, now }, { Rows, Page });

async function move(id: string, to: Payment['Status']) {
  const loaded = (await payments.load(id))!;
  await table.transact(
    paymentWrite(
      { ...loaded.value, Status: to, UpdatedAt: now.toISOString() },
      loaded.version,
      now.toISOString(),
      loaded.value.Status,
    ),
  );
}

beforeAll(async () => {
  t = await createTestTable('payments-received');
  table = t.table;
  payments = paymentsRepository(table);
  for (const p of book) await table.transact(paymentWrite(p, 0, p.CreatedAt, undefined));
  await move('PAY-02', 'Approved');
  await move('PAY-03', 'Rejected');
});
afterAll(async () => t?.drop());

describe('payments received', () => {
  it('are listed newest first across months, a draft never, and counted without reading the rest', async () => {
    const first = await received({}, 2, 1);
    expect([first.Count, ids(first)]).toEqual([5, ['PAY-05', 'PAY-04']]);
    const third = await received({}, 2, 3);
    expect([third.Count, ids(third)]).toEqual([5, ['PAY-01']]);
    expect(ids(await received({}, 20, 1))).toEqual(['PAY-05', 'PAY-04', 'PAY-03', 'PAY-02', 'PAY-01']);
  });

  it('are listed by status, counted as each moved', async () => {
    const pending = await received({ statuses: ['Pending'] });
    expect([pending.Count, ids(pending)]).toEqual([3, ['PAY-05', 'PAY-04', 'PAY-01']]);
    await move('PAY-04', 'Approved');
    const approved = await received({ statuses: ['Approved'] }, 1, 1);
    expect([approved.Count, ids(approved)]).toEqual([2, ['PAY-04']]);
    expect((await received({ statuses: ['Pending'] }, 1, 1)).Count).toBe(2);
  });

  it('are found by payment dates, both included', async () => {
    const october = await received({ from: '2026-10-01', to: '2026-10-31' });
    expect([october.Count, ids(october)]).toEqual([3, ['PAY-04', 'PAY-03', 'PAY-02']]);
    expect(ids(await received({ to: '2026-09-30' }))).toEqual(['PAY-01']);
    expect(ids(await received({ from: '2026-11-21' }))).toEqual([]);
  });

  it("are found by loans, from each loan's own payments", async () => {
    const two = await received({ loanNos: ['EZC000001', 'EZC000012'] });
    expect([two.Count, ids(two)]).toEqual([3, ['PAY-04', 'PAY-03', 'PAY-01']]);
    expect(ids(await received({ loanNos: ['EZC000001'], statuses: ['Pending'] }))).toEqual(['PAY-01']);
  });
});

describe('lists that hold entries, not payments', () => {
  it("hold for each payment only its keys and what they filter and order on; the payment carries no list's keys", async () => {
    const [entry] = await table.queryAll({ index: 'GSI2', pk: 'PAYMENTS#LOAN#EZC000012' });
    expect(entry).toEqual({
      PK: 'PAYMENT#PAY-04',
      SK: 'PAYMENT#LISTED',
      EntityType: 'PaymentListed',
      PaymentId: 'PAY-04',
      CreatedAt: '2026-11-02T02:00:00.000Z',
      Status: 'Approved',
      PaymentDate: '2026-10-31',
      GSI1PK: 'PAYMENTS#Approved#2026-11',
      GSI1SK: '2026-11-02T02:00:00.000Z#PAY-04',
      GSI2PK: 'PAYMENTS#LOAN#EZC000012',
      GSI2SK: '2026-11-02T02:00:00.000Z#PAY-04',
      GSI3PK: 'PAYMENTS#CUSTOMER#CUST-000001',
      GSI3SK: '2026-11-02T02:00:00.000Z#PAY-04',
    });
    const item = await table.get(paymentEntity.key('PAY-04'));
    expect(Object.keys(item ?? {}).filter((k) => k.startsWith('GSI'))).toEqual([]);
    expect((await payments.ofLoan('EZC000012')).map((p) => [p.PaymentId, p.RefNo, p.Status])).toEqual([
      ['PAY-04', 'REF-PAY-04', 'Approved'],
    ]);
  });

  it('still list a payment kept whole on its lists from before, beside those listed by entries', async () => {
    const old = paymentOf('PAY-07', 'EZC000012', '2026-11-03T02:00:00.000Z', '2026-11-03', 'Rejected');
    await table.put({
      ...paymentEntity.toItem(old, 2, old.UpdatedAt),
      GSI2PK: 'PAYMENTS#LOAN#EZC000012',
      GSI2SK: `${old.CreatedAt}#${old.PaymentId}`,
    });
    expect((await payments.ofLoan('EZC000012')).map((p) => [p.PaymentId, p.RefNo])).toEqual([
      ['PAY-07', 'REF-PAY-07'],
      ['PAY-04', 'REF-PAY-04'],
    ]);
    const rejected = await received({ loanNos: ['EZC000012'], statuses: ['Rejected'] });
    expect([rejected.Count, ids(rejected)]).toEqual([1, ['PAY-07']]);
    await table.delete(paymentEntity.key('PAY-07'));
  });
});

describe('payments stored when every payment was listed in one partition', () => {
  it('move to the lists by status and month and are counted, once, keeping their version', async () => {
    const old = paymentOf('PAY-00', 'EZC000003', '2026-08-01T02:00:00.000Z', '2026-08-01', 'Approved');
    const { GSI1PK: _pk, GSI1SK: _sk, ...rest } = paymentEntity.toItem(old, 3, old.UpdatedAt);
    await table.put({ ...rest, GSI1PK: 'PAYMENTS', GSI1SK: `${old.CreatedAt}#${old.PaymentId}` });
    expect(ids(await received({ statuses: ['Approved'] }))).toEqual(['PAY-04', 'PAY-02']);

    expect(await indexPaymentLists({ table, clock: { now: () => now } })).toBe(1);
    const approved = await received({ statuses: ['Approved'] });
    expect([approved.Count, ids(approved)]).toEqual([3, ['PAY-04', 'PAY-02', 'PAY-00']]);
    expect((await payments.load('PAY-00'))?.version).toBe(3);
    expect(await indexPaymentLists({ table, clock: { now: () => now } })).toBe(0);
    expect((await received({}, 1, 1)).Count).toBe(6);
  });
});

describe('payment counts kept when their first shard had a key of its own', () => {
  it('are folded into the count, once, the old shard removed', async () => {
    // As such a store kept them: 4 rejected payments counted in shard 0, under its own key.
    await table.put({ PK: 'PAYMENTCOUNT#Rejected#0', SK: 'COUNT', n: 4 });
    // Before: the one rejected payment above is all that is counted.
    expect((await received({ statuses: ['Rejected'] })).Count).toBe(1);
    const deps = { table, clock: { now: () => now } };
    expect(await foldPaymentCountShards(deps)).toBe(1);
    expect((await received({ statuses: ['Rejected'] })).Count).toBe(5);
    expect(await table.get({ PK: 'PAYMENTCOUNT#Rejected#0', SK: 'COUNT' })).toBeUndefined();
    expect(await foldPaymentCountShards(deps)).toBe(0);
    expect((await received({ statuses: ['Rejected'] })).Count).toBe(5);
  });
});
