import { AggregateStore } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectRecords, UnreadableRecordError } from './subject-records';

/**
 * Another context's loan row that no longer reads as the export expects: an export leaves it out
 * and says so in the log; the retention run's strict read refuses, so a customer with a loan it
 * cannot read is never taken for one without.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
const log = {
  warn: (msg: string, fields?: Record<string, unknown>) =>
    warnings.push({ msg, ...(fields ? { fields } : {}) }),
};

const loan = (loanNo: string, extra: Record<string, unknown>) => ({
  PK: `LOAN#${loanNo}`,
  SK: 'LOAN',
  LoanNo: loanNo,
  CustomerId: 'CUST-7',
  Status: 'Completed',
  AmountSen: 300000,
  NumberOfInstallments: 6,
  TotalRepaymentSen: 327000,
  AgreementDate: '2026-01-05',
  EndDate: '2026-07-05',
  ...extra,
});
/** The loan's entry in the loans context's list of a customer's loans, beside the loan. */
const listed = (loanNo: string) => ({
  PK: `LOAN#${loanNo}`,
  SK: 'LOAN#LISTED',
  GSI3PK: 'LOANS#CUSTOMER#CUST-7',
  GSI3SK: loanNo,
  LoanNo: loanNo,
  CustomerId: 'CUST-7',
  Status: 'Completed',
});

beforeAll(async () => {
  t = await createTestTable('subject');
  await t.table.batchPut([loan('EZC000101', {}), listed('EZC000101'), listed('EZC000102')]);
  // Written by a later version that renamed the amount: no AmountSen.
  await t.table.put(loan('EZC000102', { AmountSen: undefined, PrincipalSen: 300000 }));
});
afterAll(() => t.drop());

describe("reading a customer's loans from the loans context's rows", () => {
  it('leaves out an unreadable row of an export, and logs which', async () => {
    const records = subjectRecords(
      t.table,
      new AggregateStore(t.table, { now: () => new Date() }, { next: () => 'X' }),
      log,
    );
    const loans = await records.loansOf('CUST-7');
    expect(loans.map((l) => l.LoanNo)).toEqual(['EZC000101']);
    expect(warnings).toEqual([
      {
        msg: 'customers.subject-record-unreadable',
        fields: {
          kind: 'loan',
          key: 'LOAN#EZC000102/LOAN',
          issues: ['AmountSen: Invalid input: expected number, received undefined'],
        },
      },
    ]);
  });

  it('refuses a strict read', async () => {
    const records = subjectRecords(
      t.table,
      new AggregateStore(t.table, { now: () => new Date() }, { next: () => 'X' }),
      log,
    );
    await expect(records.loansOf('CUST-7', { strict: true })).rejects.toBeInstanceOf(UnreadableRecordError);
  });
});
