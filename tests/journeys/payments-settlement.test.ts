import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { type Json, journey, morningAfter } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * Full settlement (issue 10 §7): the quote by the README's formula, the borrower's request
 * ('Settlement Under Review'), staff's approval ('Early Settlement', nothing owed), and the
 * invoices of late charges cancelled by a credit note.
 *
 * Demo loan EZC000007 (RM 12,000 at 18% simple over 12 months: RM 1,000.00 principal + RM 180.00
 * interest each month; no early-settlement penalty on its product). Installment 1 is activated and
 * paid; the loan is settled 15 days after installment 1's due date D1, in installment 2's period
 * (D1 → D2):
 *
 *   principal      12,000.00 − 1,000.00 = 11,000.00
 *   due interest   0 (installment 1 paid)
 *   pro rata       18,000 sen × 15 / (D2 − D1 days), rounded half up once
 *   rebate         10 later installments' interest 1,800.00 + installment 2's 180.00 − pro rata
 *   total          11,000.00 + pro rata
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const LOAN = 'EZC000007';

const { post, data, dev } = journey(() => rt.url, tokens);
const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysFromTo = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const loanStatus = async () => (await data('finance', '/loans/find-one', { LoanNo: LOAN })).Status;
const rowOf = (n: number) =>
  data('borrower', '/simple-loan-schedules/get-schedule-payment-details', {
    ScheduleId: `${LOAN}-${String(n).padStart(3, '0')}`,
  });

let d1 = '';
let proRataSen = 0;
let totalSen = 0;

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'finance']) tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  await dev('/run-jobs');
  d1 = (await rowOf(1)).DueDate;
  const d2 = (await rowOf(2)).DueDate;
  const period = daysFromTo(d1, d2);
  // 18,000 × 15 / period, half up: (2 × numerator + period) div (2 × period).
  proRataSen = Math.floor((2 * 18_000 * 15 + period) / (2 * period));
  totalSen = 1_100_000 + proRataSen;
  await data('finance', '/simple-loan-schedules/activate-installment', { ScheduleId: `${LOAN}-001` });
  await data('finance', '/payments/manual', { LoanNo: LOAN, Amount: 1180, Method: 'Cash' });
  await dev('/clock', { now: morningAfter(d1, 15) });
  await dev('/run-jobs');
});
afterAll(async () => rt?.stop());

let settlementId = '';

describe('full settlement', () => {
  it('quotes principal, pro-rata interest and no penalty, with the rebate', async () => {
    expect(await data('borrower', '/loans/settlement-quote', { LoanNo: LOAN })).toEqual({
      LoanNo: LOAN,
      AsOf: plusDays(d1, 15),
      Principal: 11000,
      DueInterest: 0,
      ProRataInterest: proRataSen / 100,
      LateCharges: 0,
      Penalty: 0,
      CreditHeld: 0,
      Rebate: (198_000 - proRataSen) / 100,
      Total: totalSen / 100,
      Currency: 'MYR',
    });
  });

  it("gives the loan page the loan and its account in two answers, each part as its own call's", async () => {
    const view = await data('borrower', '/loans/view', { LoanNo: LOAN, ActivityRows: 2 });
    expect(view.Loan).toMatchObject({ LoanNo: LOAN, Status: 'Active', Amount: 12000 });
    expect(view.Activities.Data).toHaveLength(2);
    expect(view.Activities.Count).toBeGreaterThan(2);
    expect(view.Activities).toEqual(
      (await post('borrower', '/loans/get-activities', { ApplicationId: view.Loan.ApplicationId, Rows: 2 }))
        .body,
    );

    const account = await data('borrower', '/loans/account-view', { LoanNo: LOAN, TransactionRows: 2 });
    expect(account.SettlementQuote).toMatchObject({
      Principal: 11000,
      ProRataInterest: proRataSen / 100,
      Total: totalSen / 100,
    });
    expect(account.Outstanding).toMatchObject({ LoanNo: LOAN, LastPaymentAmount: 1180, LateCharges: 0 });
    expect(account.Payments.Count).toBe(1);
    expect(account.Payments.Data[0]).toMatchObject({ Amount: 1180, Method: 'Cash', Status: 'Approved' });
    expect(account.Mandate).toMatchObject({ LoanNo: LOAN, Status: 'Not Set Up' });
    expect(account.Methods.map((m: Json) => m.Name)).not.toContain('E-Mandate');
    // Installment 1's invoice, paid in full; the latest page of the history unless one is asked.
    expect(account.Invoices.Data[0]).toMatchObject({
      Type: 'Installment',
      InstallmentNo: 1,
      Amount: 1180,
      Paid: 1180,
    });
    const last = Math.ceil(account.Transactions.Count / 2);
    expect(account.Transactions.Page).toBe(last);
    for (const [path, part, body] of [
      ['/loans/outstanding', account.Outstanding, { LoanNo: LOAN }],
      ['/loans/settlement-quote', account.SettlementQuote, { LoanNo: LOAN }],
      ['/loans/get-mandate', account.Mandate, { LoanNo: LOAN }],
    ] as const)
      expect(part).toEqual(await data('borrower', path, body));
    expect(account.Payments).toEqual((await post('borrower', '/loans/payments', { LoanNo: LOAN })).body);
    const { Page, ...page } = account.Transactions;
    expect(page).toEqual(
      (await post('borrower', '/loans/transaction-history', { LoanNo: LOAN, Rows: 2, Page: last })).body,
    );
    const first = await data('borrower', '/loans/account-view', {
      LoanNo: LOAN,
      TransactionRows: 2,
      TransactionPage: 1,
    });
    expect(first.Transactions.Page).toBe(1);
    // The first row is the money lent; interest is billed with each installment.
    expect(first.Transactions.Data[0]).toMatchObject({ Debit: 12000, Credit: 0 });
  });

  it('refuses an amount other than the total, saying the figure', async () => {
    const r = await post('borrower', '/loans/full-settlement', {
      LoanNo: LOAN,
      Amount: (totalSen - 1) / 100,
      Currency: 'MYR',
      Method: 'Bank Transfer',
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('SETTLEMENT.AMOUNT_MISMATCH');
    const ringgit = `${String(Math.floor(totalSen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(totalSen % 100).padStart(2, '0')}`;
    expect(r.body.message).toBe(`The amount must be the settlement total of RM ${ringgit}.`);
  });

  it("takes the borrower's settlement 'Pending': the loan is 'Settlement Under Review'", async () => {
    const r = await post('borrower', '/loans/full-settlement', {
      LoanNo: LOAN,
      Amount: totalSen / 100,
      Currency: 'MYR',
      Method: 'Bank Transfer',
      RefNo: 'STL-1',
    });
    expect(r.status).toBe(201);
    expect(r.body.Data).toEqual({
      PaymentId: expect.any(String),
      Status: 'Pending',
      Amount: totalSen / 100,
      Currency: 'MYR',
      LoanNo: LOAN,
    });
    settlementId = r.body.Data.PaymentId;
    await rt.settle();
    expect(await loanStatus()).toBe('Settlement Under Review');
  });

  it('takes no other payment meanwhile', async () => {
    const r = await post('borrower', '/payments/add', { LoanNo: LOAN, Amount: 100, Method: 'Bank Transfer' });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('A full settlement of this loan is already waiting for confirmation.');
  });

  it("approves it: nothing is owed, every installment is paid, the loan is 'Early Settlement'", async () => {
    const r = await post('finance', '/payments/confirm-payment', {
      PaymentId: settlementId,
      Status: 'Approved',
    });
    expect(r.body.Data).toEqual({ PaymentId: settlementId, Status: 'Approved' });
    expect(await data('borrower', '/loans/get-outstanding-balance', { LoanNo: LOAN })).toEqual({
      LoanNo: LOAN,
      TotalRepayment: 14160,
      TotalPaidToDate: (118_000 + totalSen) / 100,
      BalanceOutstanding: 0,
      Currency: 'MYR',
    });
    for (const n of [2, 12]) expect((await rowOf(n)).Status).toBe('Paid');
    const history = (await post('borrower', '/loans/transaction-history', { LoanNo: LOAN })).body
      .Data as Json[];
    // The statement charges the pro-rata interest, then credits the whole payment, down to nothing.
    expect(history.slice(-2).map((r) => [r.Debit, r.Credit, r.Balance])).toEqual([
      [proRataSen / 100, 0, (1_100_000 + proRataSen) / 100],
      [0, totalSen / 100, 0],
    ]);
    await rt.settle();
    expect(await loanStatus()).toBe('Early Settlement');
    const after = await post('borrower', '/payments/add', { LoanNo: LOAN, Amount: 1, Method: 'Cash' });
    expect(after.status).toBe(422);
    expect(after.body.code).toBe('PAYMENT.LOAN_CLOSED');
  });
});

describe('a settlement rejected', () => {
  it("puts the loan back to 'Active', and it takes payments again", async () => {
    // EZC000011 (demo): its borrower's full settlement waits for staff, the loan under review.
    const pending = (
      await data('finance', '/payments/received', { Search: { LoanNo: 'EZC000011', Status: 'Pending' } })
    ).find((p: Json) => p.Kind === 'Settlement');
    expect(pending).toBeDefined();
    const r = await post('finance', '/payments/confirm-payment', {
      PaymentId: pending.PaymentId,
      Status: 'Rejected',
      Remarks: 'Transfer not received.',
    });
    expect(r.body.Data).toEqual({ PaymentId: pending.PaymentId, Status: 'Rejected' });
    await rt.settle();
    expect((await data('finance', '/loans/find-one', { LoanNo: 'EZC000011' })).Status).toBe('Active');
    const paid = await post('finance', '/payments/manual', {
      LoanNo: 'EZC000011',
      Amount: 1,
      Method: 'Cash',
    });
    expect(paid.status).toBe(201);
    await rt.settle();
    expect((await data('finance', '/loans/find-one', { LoanNo: 'EZC000011' })).Status).toBe('Active');
  });
});

describe('cancelling a late charge invoice', () => {
  it('takes the charge back by a credit note, numbered in order', async () => {
    // EZC000008 is in arrears (demo): its installment 2 has late charges invoiced and unpaid (and,
    // the clock being past its due date, installment 3 has fallen due and is charged too).
    const invoices = (await a.call<Json>('GET', '/loans/EZC000008/invoices', { token: tokens.finance! })).body
      .Data as Json[];
    const open = invoices.find((i) => i.Type === 'LPC' && i.Status === 'Unpaid');
    expect(open).toBeDefined();
    const installmentInvoice = invoices.find((i) => i.Type === 'Installment')!;
    const refused = await post('finance', '/invoices/cancel', {
      InvoiceNo: installmentInvoice.InvoiceNo,
      Remarks: 'Wrong.',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Only a late payment charge invoice can be cancelled.');
    const before = await data('finance', '/loans/outstanding', { LoanNo: 'EZC000008' });
    const r = await data('finance', '/invoices/cancel', {
      InvoiceNo: open!.InvoiceNo,
      Remarks: 'Bank delay.',
    });
    expect(r).toEqual({ InvoiceNo: open!.InvoiceNo, Status: 'Cancelled', CreditNoteNo: 'CN-000001' });
    const note = await data('borrower', '/credit-notes/find-one', { CreditNoteNo: 'CN-000001' });
    expect(note).toMatchObject({
      LoanNo: 'EZC000008',
      Amount: open!.Amount,
      Reason: 'Bank delay.',
      InvoiceNo: open!.InvoiceNo,
    });
    expect(await data('borrower', '/credit-notes/get-latest', { LoanNo: 'EZC000008' })).toEqual(note);
    const after = await data('finance', '/loans/outstanding', { LoanNo: 'EZC000008' });
    expect(Math.round((before.BalanceOutstanding - after.BalanceOutstanding) * 100)).toBe(
      Math.round(open!.Amount * 100),
    );
    // Installment 2's charge is taken back; installment 3's, on its own invoice, stays.
    expect(Math.round((before.LateCharges - after.LateCharges) * 100)).toBe(Math.round(open!.Amount * 100));
    const again = await post('finance', '/invoices/cancel', {
      InvoiceNo: open!.InvoiceNo,
      Remarks: 'Again.',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Only an unpaid invoice can be cancelled.');
  });
});

describe('a settlement staff received', () => {
  it("is approved at once: 'Early Settlement', nothing owed", async () => {
    const quote = await data('finance', '/loans/settlement-quote', { LoanNo: 'EZC000008' });
    const r = await post('finance', '/loans/full-settlement', {
      LoanNo: 'EZC000008',
      Amount: quote.Total,
      Currency: 'MYR',
      Method: 'Cheque',
      RefNo: 'CHQ-1',
    });
    expect(r.status).toBe(201);
    expect(r.body.Data).toMatchObject({ Status: 'Approved', Amount: quote.Total, LoanNo: 'EZC000008' });
    expect(await data('finance', '/loans/get-outstanding-balance', { LoanNo: 'EZC000008' })).toMatchObject({
      BalanceOutstanding: 0,
    });
    expect(
      (await data('finance', '/invoices/get-lpc', { LoanNo: 'EZC000008' })).Rows.every(
        (x: Json) => x.OverdueAmount === 0,
      ),
    ).toBe(true);
    await rt.settle();
    expect((await data('finance', '/loans/find-one', { LoanNo: 'EZC000008' })).Status).toBe(
      'Early Settlement',
    );
  });
});
