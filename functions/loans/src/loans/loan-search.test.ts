import { AggregateStore, randomIds, type Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexLoanLists } from '../use-cases/loans/index-loan-lists';
import { type Loan, loanEntity } from './loan';
import { type Loans, loansRepository } from './loans-repository';

/**
 * Loans found by borrower name and IC number through their search keys, against the real
 * DynamoDB Local: what each search finds is written out by hand from the names below.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let loans: Loans;
const clock = { now: () => new Date('2026-11-28T02:00:00.000Z') };
const system = { id: 'system', kind: 'system', name: 'Test' } as const;

const loanOf = (
  LoanNo: string,
  BorrowerName: string,
  BorrowerICNo: string,
  Status: Loan['Status'],
): Loan => ({
  LoanNo,
  LoanId: Number(LoanNo.slice(3)),
  ApplicationId: `APP-${LoanNo.slice(3)}`,
  CustomerId: `CUST-${LoanNo.slice(3)}`,
  BorrowerName,
  BorrowerICNo,
  Status,
  MachineVersion: 'loan-v1',
  Product: {
    SKU: 'PL-SIMPLE-12',
    Name: 'Personal Loan',
    InterestType: 'Simple',
    InterestRate: 12,
    WithCollateralYN: 'N',
    Regime: 'Moneylenders Act 1951',
    NumberOfInstallments: 12,
    MinAmountSen: 100000,
    MaxAmountSen: 1000000,
  },
  AmountSen: 500000,
  NumberOfInstallments: 12,
  TotalInterestSen: 60000,
  TotalRepaymentSen: 560000,
  TotalPaidToDateSen: 0,
  AccountVersion: 0,
  AgreementDate: '2026-11-01',
  EndDate: '2027-11-01',
  Schedule: [],
  CreatedAt: '2026-11-01T02:00:00.000Z',
});

const book = [
  loanOf('EZC000101', 'Ahmad bin Ali', '900101-14-5677', 'Active'),
  loanOf('EZC000102', 'Siti Aliyah binti Ahmad', '920202-10-1234', 'Stamped'),
  loanOf('EZC000103', 'Tan Mei Ling', '880303-07-4321', 'Active'),
  loanOf('EZC000104', 'Syarikat Maju Jaya Sdn. Bhd.', '201901012345', 'Completed'),
  loanOf('EZC000105', 'Élise Ahmadi', '900101-14-9999', 'Active'),
];

const numbers = (page: { Data: Loan[] }) => page.Data.map((l) => l.LoanNo);
const find = (search: { name?: string; ic?: string }, more: { status?: string } = {}, Rows = 20, Page = 1) =>
  loans.page({ search, ...more }, { Rows, Page });

beforeAll(async () => {
  t = await createTestTable('loan-search');
  table = t.table;
  loans = loansRepository({ table, store: new AggregateStore(table, clock, randomIds), ids: randomIds });
  for (const loan of book) {
    await table.transact(
      loans.creation(loan, { action: 'Created', actor: system, at: '2026-11-01T02:00:00.000Z' }),
    );
  }
});
afterAll(async () => t?.drop());

describe('loans by borrower name', () => {
  it('finds every loan with a word of the name beginning with each word typed, newest first', async () => {
    expect(numbers(await find({ name: 'ahmad' }))).toEqual(['EZC000105', 'EZC000102', 'EZC000101']);
    expect(numbers(await find({ name: 'ALI' }))).toEqual(['EZC000102', 'EZC000101']);
    expect(numbers(await find({ name: 'ahmad ali' }))).toEqual(['EZC000102', 'EZC000101']);
    expect(numbers(await find({ name: 'siti ahmad' }))).toEqual(['EZC000102']);
    expect(numbers(await find({ name: 'maju' }))).toEqual(['EZC000104']);
    expect(numbers(await find({ name: 'sdn bhd' }))).toEqual(['EZC000104']);
  });

  it('ignores case, accents and punctuation, and finds nothing for a word that begins no name', async () => {
    expect(numbers(await find({ name: 'elise' }))).toEqual(['EZC000105']);
    expect(numbers(await find({ name: '  Tan,  Mei ' }))).toEqual(['EZC000103']);
    expect(numbers(await find({ name: 'hmad' }))).toEqual([]);
    expect(await find({ name: '---' })).toEqual({ Data: [], Count: 0 });
  });

  it('counts what it finds and pages it; a status is checked on each loan found', async () => {
    const second = await find({ name: 'ahmad' }, {}, 2, 2);
    expect([second.Count, numbers(second)]).toEqual([3, ['EZC000101']]);
    const active = await find({ name: 'ahmad' }, { status: 'Active' });
    expect([active.Count, numbers(active)]).toEqual([2, ['EZC000105', 'EZC000101']]);
  });
});

describe('loans by IC number', () => {
  it('finds the loans whose IC number begins with the one typed, with or without dashes', async () => {
    expect(numbers(await find({ ic: '900101145677' }))).toEqual(['EZC000101']);
    expect(numbers(await find({ ic: '900101-14' }))).toEqual(['EZC000105', 'EZC000101']);
    expect(numbers(await find({ ic: '2019 0101' }))).toEqual(['EZC000104']);
    expect(numbers(await find({ ic: '145677' }))).toEqual([]);
  });

  it('finds by name and IC number together only the loans matching both', async () => {
    expect(numbers(await find({ name: 'ahmad', ic: '9001' }))).toEqual(['EZC000105', 'EZC000101']);
    expect(numbers(await find({ name: 'siti', ic: '9001' }))).toEqual([]);
  });

  it("searches one customer's own loans the same way, without the search keys", async () => {
    const own = (search: { name?: string; ic?: string }) =>
      loans.page({ customerId: 'CUST-000101', search }, { Rows: 20, Page: 1 });
    expect(numbers(await own({ name: 'ali ahmad' }))).toEqual(['EZC000101']);
    expect(numbers(await own({ name: 'hmad' }))).toEqual([]);
    expect(numbers(await own({ ic: '900101-14-5' }))).toEqual(['EZC000101']);
  });
});

describe("a borrower's personal data erased from a loan", () => {
  it('takes the loan out of the searches by name and IC number', async () => {
    const before = (await loans.load('EZC000103'))!;
    await loans.save({
      before,
      after: { ...before.value, BorrowerName: '[erased]', BorrowerICNo: '[erased]' },
      action: 'Personal data erased under the retention policy',
      actor: system,
    });
    expect(numbers(await find({ name: 'tan' }))).toEqual([]);
    expect(numbers(await find({ ic: '880303' }))).toEqual([]);
    expect(numbers(await find({ name: 'erased' }))).toEqual([]);
    const keys = await table.queryAll({ pk: 'SEARCH#LOAN#N#t', sk: { beginsWith: 'tan#' } });
    expect(keys).toEqual([]);
  });

  it('moves its keys when a name changes, leaving the IC number key as it was', async () => {
    const before = (await loans.load('EZC000102'))!;
    await loans.save({
      before,
      after: { ...before.value, BorrowerName: 'Siti Aliyah binti Osman' },
      action: 'Changed',
      actor: system,
    });
    expect(numbers(await find({ name: 'osman' }))).toEqual(['EZC000102']);
    expect(numbers(await find({ name: 'siti ahmad' }))).toEqual([]);
    expect(numbers(await find({ name: 'ahmad' }))).toEqual(['EZC000105', 'EZC000101']);
    expect(numbers(await find({ ic: '920202' }))).toEqual(['EZC000102']);
  });
});

/** A loan as it was stored before search keys and list entries: on the lists itself. */
const storedBefore = (loan: Loan, version: number) => ({
  ...loanEntity.toItem(loan, version, '2026-10-01T02:00:00.000Z'),
  GSI1PK: 'LOANS',
  GSI1SK: loan.LoanNo,
  GSI2PK: `LOANS#STATUS#${loan.Status}`,
  GSI2SK: loan.LoanNo,
  GSI3PK: `LOANS#CUSTOMER#${loan.CustomerId}`,
  GSI3SK: loan.LoanNo,
});

describe('loans stored before their search keys and list entries', () => {
  it('get them once, on the daily run, keeping their version', async () => {
    const old = loanOf('EZC000201', 'Kumar a/l Rajan', '850505-08-2468', 'Active');
    await table.put(storedBefore(old, 4));
    expect(numbers(await find({ name: 'rajan' }))).toEqual([]);

    // The loans made above have their keys already.
    expect(await indexLoanLists({ table, clock })).toBe(1);
    expect(numbers(await find({ name: 'kumar rajan' }))).toEqual(['EZC000201']);
    expect(numbers(await find({ ic: '850505' }))).toEqual(['EZC000201']);
    expect(numbers(await find({ name: 'tan' }))).toEqual([]);
    expect((await loans.load('EZC000201'))?.version).toBe(4);

    await table.put(storedBefore({ ...old, LoanNo: 'EZC000202', LoanId: 202 }, 1));
    expect(await indexLoanLists({ table, clock })).toBe(0);
    expect(numbers(await find({ name: 'rajan' }))).toEqual(['EZC000201']);
    // Listed once, by its entry; the loan itself is on no list any more.
    const all = numbers(await loans.page({}, { Rows: 50, Page: 1 }));
    expect(all.filter((n) => n === 'EZC000201')).toEqual(['EZC000201']);
    expect(await table.get({ PK: 'LOAN#EZC000201', SK: 'LOAN' })).not.toHaveProperty('GSI1PK');
  });

  it('stay on their lists when saved before the upkeep reached them', async () => {
    const old = loanOf('EZC000301', 'Lim Ah Kow', '700707-07-7070', 'Active');
    await table.put(storedBefore(old, 2));
    const before = (await loans.load('EZC000301'))!;
    await loans.save({
      before,
      after: { ...before.value, TotalPaidToDateSen: 100_000 },
      action: 'Loan account followed',
      audited: false,
      actor: system,
    });
    expect(numbers(await loans.page({ status: 'Active' }, { Rows: 50, Page: 1 }))).toContain('EZC000301');
    expect(numbers(await loans.page({ customerId: 'CUST-000301' }, { Rows: 20, Page: 1 }))).toEqual([
      'EZC000301',
    ]);
    expect((await loans.load('EZC000301'))?.value.TotalPaidToDateSen).toBe(100_000);
  });
});
