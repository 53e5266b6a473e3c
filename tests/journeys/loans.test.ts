import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api, signIn } from '../support/api';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';
import { businessNow } from '../support/test-clock';

/**
 * Loans through the whole product: the demo loans in every status, the listing's filters, a signed
 * loan stamped, disbursed (once, whatever the repeats) and activated, the daily activation, and a
 * termination. Expected values are worked out by hand from the spec: simple interest =
 * principal × rate × years, spread evenly, remainders on the last row.
 */

type Problem = { message: string; code: string; fields?: Record<string, string> };
interface LoanRow {
  LoanNo: string;
  Status: string;
  CustomerId: string;
  BorrowerName: string;
}
interface ScheduleRow {
  ScheduleId: string;
  InstallmentNo: number;
  DueDate: string;
  TotalInstallment: number;
  TotalPaid: number;
  OutstandingDue: number;
  Status: string;
}
type Loan = Record<string, unknown> & {
  Status: string;
  Actions: string[];
  SimpleLoans: { LoanSchedule: ScheduleRow[] }[];
};

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'finance', 'staff', 'admin']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
});
afterAll(async () => rt?.stop());

const post = <T = Record<string, unknown>>(path: string, body: unknown, who: string, headers = {}) =>
  a.call<T & Problem>('POST', path, { body, token: tokens[who], headers });
const findLoan = (LoanNo: string, who = 'finance') =>
  post<{ Data: Loan }>('/loans/find-one', { LoanNo }, who);
const list = (body: unknown, who = 'admin') =>
  post<{ Data: LoanRow[]; Count: number }>('/loans/find-all', body, who);
const problem = (r: Answer<Problem>) => [r.status, r.body.code, r.body.message];
/** The business date in Malaysia. */
const today = () => new Date(businessNow(rt).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
const receipt = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

/** The demo loans, numbered in this order. */
const seeded: [string, string, string][] = [
  ['EZC000001', 'Pending Signing Company', 'CUST-000001'],
  ['EZC000002', 'Signed By Company', 'CUST-000002'],
  ['EZC000003', 'Pending Signing Borrower', 'CUST-000001'],
  ['EZC000004', 'Pending Signing Attestor', 'CUST-000002'],
  ['EZC000005', 'Signed', 'CUST-000001'],
  ['EZC000006', 'Stamped', 'CUST-000002'],
  ['EZC000007', 'Disbursed', 'CUST-000001'],
  ['EZC000008', 'Active', 'CUST-000001'],
  ['EZC000009', 'Completed', 'CUST-000001'],
  ['EZC000010', 'Early Settlement', 'CUST-000002'],
  ['EZC000011', 'Settlement Under Review', 'CUST-000001'],
  ['EZC000012', 'Termination In Process', 'CUST-000002'],
  ['EZC000013', 'Terminated', 'CUST-000001'],
];

describe('the demo loans', () => {
  it('are one in every loan status, newest first, with the count', async () => {
    const r = await list({ Rows: 50 });
    expect(r.status).toBe(200);
    expect(r.body.Count).toBe(13);
    expect(r.body.Data.map((l) => [l.LoanNo, l.Status, l.CustomerId])).toEqual([...seeded].reverse());
  });

  it('tell their story, each step by the use case that takes it', async () => {
    const history = await post<{ Data: { Activity: string }[] }>(
      '/loans/get-activities',
      { ApplicationId: 'APP-000002' },
      'admin',
    );
    expect(history.body.Data.map((h) => h.Activity)).toEqual([
      'Signed by company',
      'Loan created',
      'Application approved',
      'Application submitted (In Review)',
    ]);
  });

  it('include an active loan in arrears: RM 10,000 at 18% over 12 months, one paid, one half paid late', async () => {
    // Today's late charges first: a server started just after midnight catches the day up in the
    // background, and the loan's copy follows its account a moment later.
    await rt.runJobs();
    const loan = await findLoan('EZC000008', 'borrower');
    // 11,800.00 to repay: 983.33 a month (833.33 principal + 150.00 interest; 983.37 the last).
    // Installment 1 paid on its due date; installment 2 half paid (491.66) five days late.
    const rows = loan.body.Data.SimpleLoans[0]!.LoanSchedule;
    const due2 = rows[1]!.DueDate;
    // Late interest on installment 2: 8% a year, day by day, rounded once. Four days (the 1st to
    // the 4th after the due date) on 983.33 before the half payment on the 5th, which pays them
    // first (0.86: 8 × 98,333 × 4 / 36,500 = 86.2 sen), then 150.00 interest, then 340.80
    // principal; 492.53 is left overdue, charged every day from the 5th to yesterday.
    const daysAfter = (from: string, to: string) =>
      Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const laterDays = daysAfter(due2, yesterday) - 4;
    const lpcSen = Math.round((8 * 98_333 * 4 + 8 * 49_253 * laterDays) / 36_500);
    expect(loan.body.Data).toMatchObject({
      Status: 'Active',
      TotalRepayment: 11800,
      TotalPaidToDate: 1474.99,
      // 11,800.00 − 1,474.99 paid + the late charges.
      BalanceOutstanding: (1_180_000 - 147_499 + lpcSen) / 100,
    });
    expect(rows.slice(0, 3).map((r) => [r.Status, r.TotalPaid, r.OutstandingDue])).toEqual([
      ['Paid', 983.33, 0],
      ['Partial Paid', 490.8, 492.53],
      ['Scheduled', 0, 0],
    ]);
    const lpc = await post<{ Data: { Amount: number; Rows: Record<string, unknown>[] } }>(
      '/invoices/get-lpc',
      { LoanNo: 'EZC000008' },
      'borrower',
    );
    expect(lpc.body.Data.Amount).toBe(lpcSen / 100);
    expect(lpc.body.Data.Rows).toEqual([
      { InstallmentNo: 2, DaysLate: daysAfter(due2, today()), OverdueAmount: 492.53, Amount: lpcSen / 100 },
    ]);
    const ledger = await post<{ Data: Record<string, unknown>[]; Count: number }>(
      '/loans/transaction-history',
      { LoanNo: 'EZC000008' },
      'borrower',
    );
    // The ledger owes the principal at once and each installment's interest as it falls due.
    const lines = ledger.body.Data.map((l) => [l.Description, l.Debit, l.Credit, l.Balance]);
    expect(lines.slice(0, 6)).toEqual([
      ['Disbursement', 10000, 0, 10000],
      [`Installment 1 due ${rows[0]!.DueDate}`, 150, 0, 10150],
      ['Payment received (Cash)', 0, 983.33, 9166.67],
      [`Installment 2 due ${due2}`, 150, 0, 9316.67],
      [expect.stringMatching(/^Late payment charge, installment 2/), 0.86, 0, 9317.53],
      ['Payment received (Cash)', 0, 491.66, 8825.87],
    ]);
    // Then the late charges since the half payment: one line, or two when the server started just
    // after midnight and caught the day up after the seed's own posting. Together they are the
    // charges from the 5th to yesterday, and the balance ends on what is owed.
    const later = lines.slice(6);
    expect(later.length).toBeGreaterThanOrEqual(1);
    for (const l of later) expect(l[0]).toMatch(/^Late payment charge, installment 2/);
    expect(Math.round(later.reduce((sum, l) => sum + Number(l[1]) * 100, 0))).toBe(lpcSen - 86);
    expect(later.at(-1)?.[3]).toBe((882_587 + lpcSen - 86) / 100);
    const balance = await post<{ Data: Record<string, unknown> }>(
      '/loans/get-outstanding-balance',
      { LoanNo: 'EZC000008' },
      'borrower',
    );
    expect(balance.body.Data).toEqual({
      LoanNo: 'EZC000008',
      TotalRepayment: 11800,
      TotalPaidToDate: 1474.99,
      BalanceOutstanding: (1_180_000 - 147_499 + lpcSen) / 100,
      Currency: 'MYR',
    });
    const open = await post<{ Data: ScheduleRow[]; Count: number }>(
      '/loans/outstanding-installments',
      { LoanNo: 'EZC000008' },
      'borrower',
    );
    expect(open.body.Count).toBe(1);
    expect(open.body.Data[0]?.InstallmentNo).toBe(2);
    const invoices = await a.get<{ Data: Record<string, unknown>[]; Count: number }>(
      '/loans/EZC000008/invoices',
      tokens.borrower,
    );
    expect(invoices.body.Data.map((i) => [i.DocumentNo, i.Type, i.Amount, i.Status])).toEqual([
      ['INV-EZC000008-001', 'Installment', 983.33, 'Settled'],
      ['INV-EZC000008-002', 'Installment', 983.33, 'Partial Settled'],
      ['LPC-EZC000008-002', 'LPC', 0.86, 'Settled'],
      ['LPC-EZC000008-002-2', 'LPC', (lpcSen - 86) / 100, 'Unpaid'],
    ]);
    // The borrower's payment of RM 100.00 waits for staff to confirm it.
    const payments = await post<{ Data: Record<string, unknown>[] }>(
      '/loans/payments',
      { LoanNo: 'EZC000008' },
      'borrower',
    );
    expect(payments.body.Data.map((p) => [p.Amount, p.Status])).toEqual([
      [100, 'Pending'],
      [491.66, 'Approved'],
      [983.33, 'Approved'],
    ]);
    const customer = await post<{ Data: Record<string, unknown> }>(
      '/loans/get-customer',
      { LoanNo: 'EZC000008' },
      'finance',
    );
    expect(customer.body.Data).toMatchObject({
      CustomerId: 'CUST-000001',
      BorrowerName: 'Ahmad bin Ismail',
      BorrowerICNo: '900101-14-5677',
      AccountType: 'individual',
      Email: 'borrower@demo.test',
    });
  });
});

describe('the loan listing', () => {
  it("filters by status, a loan number's beginning, a name, a borrower ('All' is no filter)", async () => {
    const all = await list({ Search: { Status: 'All', LoanNo: '' } });
    expect(all.body.Count).toBe(13);
    expect(all.body.Data).toHaveLength(13);
    const paged = await list({ Rows: 5, Page: 3 });
    expect(paged.body.Count).toBe(13);
    expect(paged.body.Data.map((l) => l.LoanNo)).toEqual(['EZC000003', 'EZC000002', 'EZC000001']);
    const active = await list({ Search: { Status: 'Active' } });
    expect([active.body.Count, active.body.Data.map((l) => l.LoanNo)]).toEqual([1, ['EZC000008']]);
    const prefix = await list({ Search: { LoanNo: 'ezc00001' } });
    expect(prefix.body.Data.map((l) => l.LoanNo)).toEqual([
      'EZC000013',
      'EZC000012',
      'EZC000011',
      'EZC000010',
    ]);
    expect(prefix.body.Count).toBe(4);
    const everyEzc = await list({ Rows: 2, Search: { LoanNo: 'EZC' } });
    expect([everyEzc.body.Count, everyEzc.body.Data.length]).toEqual([13, 2]);
    const company = await list({ Search: { BorrowerName: 'maju' } });
    expect(company.body.Data.map((l) => l.LoanNo)).toEqual([
      'EZC000012',
      'EZC000010',
      'EZC000006',
      'EZC000004',
      'EZC000002',
    ]);
    const ic = await list({ Search: { BorrowerICNo: '900101145677', Status: 'Terminated' } });
    expect(ic.body.Data.map((l) => l.LoanNo)).toEqual(['EZC000013']);
    const byCustomer = await list({ Search: { CustomerId: 'CUST-000002', Status: 'Stamped' } });
    expect([byCustomer.body.Count, byCustomer.body.Data[0]?.LoanNo]).toEqual([1, 'EZC000006']);
  });

  it('shows a borrower their own loans only', async () => {
    const mine = await list({ Rows: 50, Search: { CustomerId: 'CUST-000002' } }, 'borrower');
    expect(mine.body.Count).toBe(8);
    expect(mine.body.Data.every((l) => l.CustomerId === 'CUST-000001')).toBe(true);
    const theirs = await list({ Rows: 50 }, 'company');
    expect(theirs.body.Count).toBe(5);
  });

  it("answers a missing loan and another borrower's loan alike: 'Loan not found'", async () => {
    const missing = await findLoan('EZC999999', 'company');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Loan not found', code: 'LOAN.NOT_FOUND' });
    const other = await findLoan('EZC000008', 'company');
    expect(problem(other)).toEqual(problem(missing));
    const ledger = await post('/loans/transaction-history', { LoanNo: 'EZC000008' }, 'company');
    expect(problem(ledger)).toEqual(problem(missing));
    const invoices = await a.get<Problem>('/loans/EZC000008/invoices', tokens.company);
    expect(invoices.status).toBe(404);
  });
});

describe('a signed loan is stamped, disbursed and activated', () => {
  const loanNo = 'EZC000005';
  const disbursement = (over: Record<string, unknown> = {}) => ({
    LoanNo: loanNo,
    Method: 'Bank Transfer',
    Amount: 8000,
    RefNo: 'IBG-20260301-01',
    Bank: 'Maybank',
    AccountNo: '514012345678',
    AccountName: 'Ahmad bin Ismail',
    Currency: 'MYR',
    OffsetDocNo: [],
    DisbursementReceiptFileStream: receipt,
    DisbursementReceiptFileType: 'pdf',
    PaymentDate: today(),
    ...over,
  });

  it('refuses steps out of turn, and callers without the right', async () => {
    const stampEarly = await post(
      '/loans/stamp',
      {
        LoanNo: 'EZC000001',
        StampingDate: today(),
        StampReceiptFileStream: receipt,
        StampReceiptFileType: 'pdf',
      },
      'finance',
    );
    expect(problem(stampEarly)).toEqual([
      422,
      'LOAN.NOT_ALLOWED',
      "A loan that is 'Pending Signing Company' cannot be stamped.",
    ]);
    const disburseEarly = await post('/loans/disburse', disbursement(), 'finance');
    expect(problem(disburseEarly)).toEqual([
      422,
      'LOAN.NOT_ALLOWED',
      "A loan that is 'Signed' cannot be disbursed.",
    ]);
    const staffStamp = await post(
      '/loans/stamp',
      { LoanNo: loanNo, StampingDate: today(), StampReceiptFileStream: receipt, StampReceiptFileType: 'pdf' },
      'staff',
    );
    expect(problem(staffStamp)).toEqual([
      403,
      'LENDING.ACTION_FORBIDDEN',
      'Your role may not do this: Stamp Loan.',
    ]);
    const borrower = await post('/loans/stamp', { LoanNo: loanNo }, 'borrower');
    expect(borrower.status).toBe(403);
    const notPdf = await post(
      '/loans/stamp',
      {
        LoanNo: loanNo,
        StampingDate: today(),
        StampReceiptFileStream: Buffer.from('GIF89a').toString('base64'),
        StampReceiptFileType: 'pdf',
      },
      'finance',
    );
    expect(problem(notPdf)).toEqual([
      400,
      'DOCUMENT.TYPE_NOT_ALLOWED',
      'You can only upload JPG, JPEG, PNG and PDF',
    ]);
  });

  it('is stamped, and staff are told disbursement takes 3 to 5 working days', async () => {
    const before = await findLoan(loanNo);
    expect(before.body.Data.Actions).toEqual(['Stamp Loan', 'Terminate Loan']);
    const r = await post<{ Data: Record<string, unknown>; message: string }>(
      '/loans/stamp',
      { LoanNo: loanNo, StampingDate: today(), StampReceiptFileStream: receipt, StampReceiptFileType: 'pdf' },
      'finance',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toMatchObject({
      LoanNo: loanNo,
      Status: 'Stamped',
      Stamping: { StampingDate: today() },
    });
    expect(r.body.message).toBe('Stamping confirmed. Disbursement takes 3 to 5 working days.');
    const ms = await post(
      '/loans/stamp',
      { LoanNo: loanNo, StampingDate: today(), StampReceiptFileStream: receipt, StampReceiptFileType: 'pdf' },
      'finance',
      { 'accept-language': 'ms' },
    );
    expect(problem(ms)).toEqual([
      422,
      'LOAN.NOT_ALLOWED',
      "Pinjaman yang berstatus 'Stamped' tidak boleh diubah dengan cara ini.",
    ]);

    const documents = await a.get<{ Data: Record<string, unknown>[]; Count: number }>(
      `/loan-documents/internal?Rows=10&Page=1&Search=${encodeURIComponent(JSON.stringify({ LoanNo: loanNo }))}`,
      tokens.borrower,
    );
    expect(documents.body.Count).toBe(1);
    expect(documents.body.Data[0]).toMatchObject({
      Title: 'Stamp Receipt',
      DocumentName: 'Stamp Receipt',
      FileExtension: 'pdf',
    });
    const file = await fetch(`${rt.url}/api/loan-activities/customer-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.borrower}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ApplicationId: 'APP-000005',
        DocumentName: 'Stamp Receipt',
        IpAddress: '203.0.113.9',
      }),
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(receipt);
  });

  it('is disbursed once, whatever the repeats; the ledger owes the principal', async () => {
    const headers = { 'idempotency-key': 'disburse-EZC000005-1' };
    const first = await post<{ Data: Record<string, unknown> }>(
      '/loans/disburse',
      disbursement(),
      'finance',
      headers,
    );
    expect(first.status).toBe(200);
    expect(first.body.Data).toMatchObject({
      LoanNo: loanNo,
      Status: 'Disbursed',
      DisbursementDate: today(),
      Disbursement: { Method: 'Bank Transfer', Amount: 8000, RefNo: 'IBG-20260301-01', Currency: 'MYR' },
    });
    const repeat = await post('/loans/disburse', disbursement(), 'finance', headers);
    expect([repeat.status, repeat.body]).toEqual([200, first.body]);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const changed = await post('/loans/disburse', disbursement({ Amount: 7000 }), 'finance', headers);
    expect([changed.status, changed.body.code]).toEqual([422, 'IDEMPOTENCY.KEY_REUSED']);
    const newKey = await post('/loans/disburse', disbursement(), 'finance', { 'idempotency-key': 'another' });
    expect(problem(newKey)).toEqual([
      422,
      'LOAN.NOT_ALLOWED',
      "A loan that is 'Disbursed' cannot be disbursed.",
    ]);

    // Its account opens when the disbursement's event reaches payments: the principal is owed.
    await rt.settle();
    const ledger = await post<{ Data: Record<string, unknown>[] }>(
      '/loans/transaction-history',
      { LoanNo: loanNo },
      'finance',
    );
    expect(ledger.body.Data).toEqual([
      {
        Date: today(),
        DocumentNo: `DIS-${loanNo}`,
        Description: 'Disbursement',
        Debit: 8000,
        Credit: 0,
        Balance: 8000,
      },
    ]);
  });

  it('is active once its first installment is activated; the next waits for the one before it', async () => {
    const first = `${loanNo}-001`;
    const second = `${loanNo}-002`;
    const early = await post(
      '/simple-loan-schedules/activate-installment',
      { ScheduleId: second, IpAddress: '203.0.113.9' },
      'finance',
    );
    expect(problem(early)).toEqual([
      422,
      'SCHEDULE.PREVIOUS_UNPAID',
      'Previous installment needs to be paid',
    ]);
    const r = await post<{ Data: Record<string, unknown> }>(
      '/simple-loan-schedules/activate-installment',
      { ScheduleId: first, IpAddress: '203.0.113.9' },
      'finance',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({
      ScheduleId: first,
      InstallmentNo: 1,
      Status: 'Unpaid',
      LoanNo: loanNo,
      LoanStatus: 'Active',
    });
    const again = await post('/simple-loan-schedules/activate-installment', { ScheduleId: first }, 'finance');
    expect(problem(again)).toEqual([
      422,
      'SCHEDULE.ALREADY_ACTIVE',
      'Installment has already been activated.',
    ]);
    const next = await post('/simple-loan-schedules/activate-installment', { ScheduleId: second }, 'finance');
    expect(problem(next)).toEqual([422, 'SCHEDULE.PREVIOUS_UNPAID', 'Previous installment needs to be paid']);
    const missing = await post(
      '/simple-loan-schedules/activate-installment',
      { ScheduleId: 'EZC999999-001' },
      'finance',
    );
    expect(problem(missing)).toEqual([404, 'SCHEDULE.NOT_FOUND', 'Installment not found']);

    // The loan follows its account's news.
    await rt.settle();
    const loan = await findLoan(loanNo);
    expect(loan.body.Data.Status).toBe('Active');
    // 666.66 principal + 120.00 interest.
    expect(loan.body.Data.SimpleLoans[0]!.LoanSchedule[0]).toMatchObject({
      Status: 'Unpaid',
      TotalInstallment: 786.66,
      OutstandingDue: 786.66,
    });
    expect(loan.body.Data.Actions).toEqual(['Terminate Loan']);
    const history = await post<{ Data: { Activity: string }[] }>(
      '/loans/get-activities',
      { ApplicationId: 'APP-000005' },
      'finance',
    );
    const activities = history.body.Data.map((h) => h.Activity);
    expect(activities[0]).toBe('Installment 1 activated');
    // The account opens at the disbursement's moment: the two rows share it.
    expect(activities.slice(1, 3).sort()).toEqual(['Loan account opened', 'Loan disbursed']);
    expect(activities[3]).toBe('Document downloaded');
  });
});

describe('a termination', () => {
  it("goes through 'Termination In Process' to 'Terminated', leaving the schedule as it was", async () => {
    const noRemarks = await post('/loans/terminate', { LoanNo: 'EZC000001' }, 'finance');
    expect(noRemarks.body.fields).toEqual({ Remarks: 'This field is required.' });
    const r = await post<{ Data: Record<string, unknown>; message: string }>(
      '/loans/terminate',
      { LoanNo: 'EZC000001', Remarks: 'Borrower withdrew before signing.' },
      'finance',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({ LoanNo: 'EZC000001', Status: 'Termination In Process' });
    await rt.settle();
    const loan = await findLoan('EZC000001', 'borrower');
    expect(loan.body.Data.Status).toBe('Terminated');
    expect(loan.body.Data.SimpleLoans[0]!.LoanSchedule.every((row) => row.Status === 'Scheduled')).toBe(true);
    const history = await post<{ Data: { Activity: string; Remarks: string }[] }>(
      '/loans/get-activities',
      { ApplicationId: 'APP-000001' },
      'finance',
    );
    expect(history.body.Data.slice(0, 2)).toMatchObject([
      {
        Activity: 'Loan terminated',
        Remarks: 'Termination completed; 12 unpaid installment(s) left as they are',
      },
      { Activity: 'Termination requested', Remarks: 'Borrower withdrew before signing.' },
    ]);
    const again = await post('/loans/terminate', { LoanNo: 'EZC000001', Remarks: 'Again.' }, 'finance');
    expect(problem(again)).toEqual([
      422,
      'LOAN.NOT_ALLOWED',
      "A loan that is 'Terminated' cannot be terminated.",
    ]);
    const settling = await post('/loans/terminate', { LoanNo: 'EZC000011', Remarks: 'No.' }, 'finance');
    expect(problem(settling)).toEqual([
      422,
      'LOAN.NOT_ALLOWED',
      "A loan that is 'Settlement Under Review' cannot be terminated.",
    ]);
  });
});

describe('documents', () => {
  it("says 'No file found' when a loan has no such document", async () => {
    const none = await post(
      '/loan-activities/customer-download',
      { ApplicationId: 'APP-000003', DocumentName: 'Stamp Receipt' },
      'borrower',
    );
    expect(problem(none)).toEqual([404, 'DOCUMENT.NOT_FOUND', 'No file found']);
    const agreement = await post(
      '/loan-activities/customer-download',
      { ApplicationId: 'APP-000006', DocumentName: 'Loan Agreement' },
      'company',
    );
    expect(problem(agreement)).toEqual(problem(none));
    const stamp = await fetch(`${rt.url}/api/loan-activities/customer-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.company}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ApplicationId: 'APP-000006', DocumentName: 'Stamp Receipt' }),
    });
    expect(stamp.status).toBe(200);
    expect(stamp.headers.get('content-type')).toBe('application/pdf');
    const noMedia = await post('/loan-documents/find-one', { MediaId: 'no-such-media' }, 'finance');
    expect(problem(noMedia)).toEqual(problem(none));
  });
});

describe('the daily activation', () => {
  it('activates the first installment of a disbursed loan once its payment date has come', async () => {
    const waiting = await findLoan('EZC000007');
    expect(waiting.body.Data.Status).toBe('Disbursed');
    const paymentDate = String((waiting.body.Data.Disbursement as { PaymentDate: string }).PaymentDate);
    const notYet = await fetch(`${rt.url}/api/dev/run-jobs`, { method: 'POST', headers: devHeaders(rt) });
    expect(notYet.status).toBe(200);
    expect((await findLoan('EZC000007')).body.Data.Status).toBe('Disbursed');

    const clock = await fetch(`${rt.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...devHeaders(rt) },
      body: JSON.stringify({ now: `${paymentDate}T09:00:00+08:00` }),
    });
    expect(clock.status).toBe(200);
    await fetch(`${rt.url}/api/dev/run-jobs`, { method: 'POST', headers: devHeaders(rt) });
    await rt.settle();
    const loan = await findLoan('EZC000007');
    expect(loan.body.Data.Status).toBe('Active');
    expect(loan.body.Data.SimpleLoans[0]!.LoanSchedule[0]!.Status).toBe('Unpaid');
    await fetch(`${rt.url}/api/dev/clock`, { method: 'DELETE', headers: devHeaders(rt) });
  });
});
