import { AggregateStore, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEntity, type Invoice } from '../accounts/loan-account';
import { sampleAccount } from '../accounts/sample-account';
import { indexInvoiceEntries } from '../use-cases/invoices/index-invoice-entries';
import { type InvoiceLists, invoiceEntryWrites, invoiceLists } from './invoice-entries';

/**
 * The invoice lists against DynamoDB Local: each page read from the month partitions of its
 * filters, newest first, counted by the counts kept beside them. Every expected page is written
 * out by hand from the invoices below.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let lists: InvoiceLists;
const clock = { now: () => new Date('2026-03-10T01:00:00.000Z') };
const today = '2026-03-10';

const invoice = (
  no: string,
  date: string,
  status: Invoice['Status'],
  over: Partial<Invoice> = {},
): Invoice => ({
  InvoiceNo: no,
  Type: no.startsWith('LPC') ? 'LPC' : 'Installment',
  InstallmentNo: Number(no.slice(-3)),
  Date: date,
  DueDate: date,
  AmountSen: 118_000,
  PaidSen: status === 'Settled' ? 118_000 : 0,
  Status: status,
  MachineVersion: 'invoice-v1',
  ...over,
});

const book: Record<string, Invoice[]> = {
  EZC000001: [
    invoice('INV-EZC000001-001', '2026-01-05', 'Unpaid'),
    invoice('LPC-EZC000001-001', '2026-02-10', 'Unpaid', { AmountSen: 1_250 }),
  ],
  EZC000002: [
    invoice('INV-EZC000002-001', '2026-02-01', 'Settled'),
    invoice('INV-EZC000002-002', '2026-03-01', 'Partial Settled', { PaidSen: 50_000 }),
  ],
  EZC000010: [invoice('INV-EZC000010-001', '2026-03-02', 'Unpaid')],
};

const numbers = (page: { Data: { InvoiceNo: string }[] }) => page.Data.map((i) => i.InvoiceNo);
const find = (query: { status?: string; type?: string; loanNos?: string[] }, Rows = 20, Page = 1) =>
  lists.page({ ...query, today }, { Rows, Page });

beforeAll(async () => {
  t = await createTestTable('invoice-lists');
  lists = invoiceLists(t.table);
  for (const [loanNo, invoices] of Object.entries(book)) {
    await t.table.transact(invoiceEntryWrites(loanNo, [], invoices));
  }
});
afterAll(async () => t?.drop());

describe('the invoice lists', () => {
  it('page every invoice newest first, month by month, with the count', async () => {
    expect(numbers(await find({}))).toEqual([
      'INV-EZC000010-001',
      'INV-EZC000002-002',
      'LPC-EZC000001-001',
      'INV-EZC000002-001',
      'INV-EZC000001-001',
    ]);
    const second = await find({}, 2, 2);
    expect([second.Count, numbers(second)]).toEqual([5, ['LPC-EZC000001-001', 'INV-EZC000002-001']]);
  });

  it('filter by status, by type, and by both, each counted', async () => {
    const unpaid = await find({ status: 'Unpaid' });
    expect([unpaid.Count, numbers(unpaid)]).toEqual([
      3,
      ['INV-EZC000010-001', 'LPC-EZC000001-001', 'INV-EZC000001-001'],
    ]);
    const charges = await find({ type: 'LPC' });
    expect([charges.Count, numbers(charges)]).toEqual([1, ['LPC-EZC000001-001']]);
    const unpaidInstallments = await find({ type: 'Installment', status: 'Unpaid' });
    expect([unpaidInstallments.Count, numbers(unpaidInstallments)]).toEqual([
      2,
      ['INV-EZC000010-001', 'INV-EZC000001-001'],
    ]);
  });

  it("read given loans' invoices from their own partitions", async () => {
    const two = await find({ loanNos: ['EZC000001', 'EZC000002'], status: 'Unpaid' });
    expect([two.Count, numbers(two)]).toEqual([2, ['LPC-EZC000001-001', 'INV-EZC000001-001']]);
  });

  it('follow a change of status, moving the counts', async () => {
    const before = book.EZC000001 ?? [];
    const after = before.map((i) =>
      i.InvoiceNo === 'INV-EZC000001-001' ? { ...i, Status: 'Settled' as const, PaidSen: 118_000 } : i,
    );
    // Only the invoice that changed is written, and each count moves once.
    const writes = invoiceEntryWrites('EZC000001', before, after);
    expect(writes.filter((w) => w.kind === 'put')).toHaveLength(1);
    await t.table.transact(writes);
    expect((await find({ status: 'Unpaid' })).Count).toBe(2);
    const settled = await find({ status: 'Settled' });
    expect([settled.Count, numbers(settled)]).toEqual([2, ['INV-EZC000002-001', 'INV-EZC000001-001']]);
    expect((await find({})).Count).toBe(5);
  });
});

describe('invoices raised before they were listed', () => {
  it('are listed once, on the daily run, with their counts', async () => {
    const account = sampleAccount([], {
      LoanNo: 'EZC000020',
      Invoices: [
        invoice('INV-EZC000020-001', '2026-02-20', 'Unpaid'),
        invoice('LPC-EZC000020-001', '2026-03-05', 'Unpaid'),
      ],
    });
    // As an account of that time was stored: on the list of accounts itself, its invoices inside it.
    await t.table.put({
      ...accountEntity.toItem(account, 3, '2026-03-05T00:00:00.000Z'),
      GSI1PK: 'LOANACCOUNTS',
      GSI1SK: 'EZC000020',
    });
    const deps = { table: t.table, clock, invoices: lists };
    expect(await indexInvoiceEntries(deps)).toBe(1);
    expect(numbers(await find({ type: 'LPC' }))).toEqual(['LPC-EZC000020-001', 'LPC-EZC000001-001']);
    expect((await find({})).Count).toBe(7);
    expect(await indexInvoiceEntries(deps)).toBe(0);
    // Nothing was changed in the account.
    expect(
      (await new AggregateStore(t.table, clock, randomIds).load(accountEntity, 'EZC000020'))?.version,
    ).toBe(3);
  });
});
