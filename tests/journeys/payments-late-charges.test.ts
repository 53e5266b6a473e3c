import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { type Json, journey, morningAfter } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * Late payment charges over 30 days of the business clock (issue 10 §6), against a hand
 * computation: 8% a year, simple, day by day, on the overdue principal and interest, accrued
 * exactly and rounded half up once per installment. The daily job catches up every day the clock
 * jumped over, and a second run posts nothing more.
 *
 * The server hands the run on one account at a time (DAILY_RUN_PAGE=1), so every run is a chain of
 * pages, each an event of its own.
 *
 * Demo loan EZC000007 ('Disbursed', borrower@demo.test): installment 1 is RM 1,180.00 (1,000.00
 * principal + 180.00 interest), activated by the daily job on the disbursement's payment date.
 *
 *   10 days overdue: 8 × 118,000 × 10 = 9,440,000 / 36,500 = 258.63… → 259 sen = RM 2.59
 *   30 days overdue: 8 × 118,000 × 30 = 28,320,000 / 36,500 = 775.89… → 776 sen = RM 7.76
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const LOAN = 'EZC000007';

const { post, data, dev } = journey(() => rt.url, tokens);
const lpc = () => data('borrower', '/invoices/get-lpc', { LoanNo: LOAN });

let dueDate = '';

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true, env: { DAILY_RUN_PAGE: '1' } });
  a = api(rt.url);
  for (const who of ['borrower', 'finance']) tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  // The daily job's first run today: the days the clock later jumps over are caught up from here.
  await dev('/run-jobs');
  const details = await data('borrower', '/simple-loan-schedules/get-schedule-payment-details', {
    ScheduleId: `${LOAN}-001`,
  });
  dueDate = details.DueDate;
});
afterAll(async () => rt?.stop());

describe('late payment charges', () => {
  it('activates the first installment on the payment date and charges nothing until it is overdue', async () => {
    await dev('/clock', { now: morningAfter(dueDate, 0) });
    await dev('/run-jobs');
    expect(
      await data('borrower', '/simple-loan-schedules/get-schedule-payment-details', {
        ScheduleId: `${LOAN}-001`,
      }),
    ).toMatchObject({ Status: 'Unpaid', OutstandingDue: 1180, LateCharge: 0, DaysLate: 0 });
    expect(await lpc()).toEqual({ LoanNo: LOAN, Amount: 0, Rows: [] });
  });

  it('charges 10 days (RM 2.59) when the clock has passed 10 whole days after the due date', async () => {
    await dev('/clock', { now: morningAfter(dueDate, 11) });
    await dev('/run-jobs');
    expect(await lpc()).toEqual({
      LoanNo: LOAN,
      Amount: 2.59,
      Rows: [{ InstallmentNo: 1, DaysLate: 11, OverdueAmount: 1180, Amount: 2.59 }],
    });
  });

  it('reaches every late account in a day, page after page: each has its charges posted up to yesterday', async () => {
    // One day later: one tick, whose run must hand on from page to page to reach them all.
    await dev('/clock', { now: morningAfter(dueDate, 12) });
    await dev('/run-jobs');
    const yesterday = morningAfter(dueDate, 11).slice(0, 10);
    // What is stored (every view accrues on reading, so only the stored account shows the run).
    for (const loanNo of [LOAN, 'EZC000008']) {
      const stored = await rt.platform.table.get({ PK: `LOAN#${loanNo}`, SK: 'ACCOUNT' });
      const late = ((stored?.Rows ?? []) as Json[]).filter(
        (r) => r.Status === 'Unpaid' || r.Status === 'Partial Paid',
      );
      expect(late.length, loanNo).toBeGreaterThan(0);
      for (const r of late)
        expect(r.LastAccruedDate, `${loanNo} installment ${r.InstallmentNo}`).toBe(yesterday);
    }
  });

  it('catches up the days since at once: 30 days, RM 7.76, exactly as if run daily', async () => {
    await dev('/clock', { now: morningAfter(dueDate, 31) });
    await dev('/run-jobs');
    expect(await lpc()).toEqual({
      LoanNo: LOAN,
      Amount: 7.76,
      Rows: [{ InstallmentNo: 1, DaysLate: 31, OverdueAmount: 1180, Amount: 7.76 }],
    });
    expect(await data('borrower', '/loans/outstanding', { LoanNo: LOAN })).toMatchObject({
      LateCharges: 7.76,
      // 1,180.00 + 7.76, and installment 2's 1,180.00: it fell due on its own due date (31 days
      // after installment 1's, in this demo), installment 1 unpaid or not; it is not late yet.
      TotalDueToday: 2367.76,
    });
  });

  it('posts each day once: the postings add up to the charge, and running again adds nothing', async () => {
    const history = async () =>
      ((await post('borrower', '/loans/transaction-history', { LoanNo: LOAN })).body.Data as Json[]).filter(
        (r) => String(r.DocumentNo).startsWith('LPC-'),
      );
    const before = await history();
    const sen = before.reduce((t, r) => t + Math.round(r.Debit * 100), 0);
    expect(sen).toBe(776);
    await dev('/run-jobs');
    await dev('/run-jobs');
    expect(await history()).toEqual(before);
    expect((await lpc()).Amount).toBe(7.76);
  });

  it('invoices the charge as LPC', async () => {
    const r = await a.call<Json>('GET', `/loans/${LOAN}/invoices`, { token: tokens.borrower! });
    expect(r.body.Data).toContainEqual(
      expect.objectContaining({
        InvoiceNo: `LPC-${LOAN}-001`,
        Type: 'LPC',
        Amount: 7.76,
        Paid: 0,
        Status: 'Unpaid',
      }),
    );
    // Staff find it among every loan's unpaid late charges, with the borrower's name.
    const listed = await data('finance', '/invoices/find-all', {
      Rows: 20,
      Page: 1,
      Search: { Type: 'LPC', Status: 'Unpaid' },
    });
    expect(listed).toContainEqual(
      expect.objectContaining({
        InvoiceNo: `LPC-${LOAN}-001`,
        LoanNo: LOAN,
        BorrowerName: 'Ahmad bin Ismail',
        Amount: 7.76,
        Status: 'Unpaid',
      }),
    );
  });

  it('pays the charge first, then the interest, then the principal', async () => {
    const r = await post('finance', '/payments/manual', { LoanNo: LOAN, Amount: 1187.76, Method: 'Cash' });
    expect(r.status).toBe(201);
    const receipt = await data('finance', '/payments/get-receipt', { PaymentId: r.body.Data.PaymentId });
    expect(receipt.Allocation).toEqual([
      { InstallmentNo: 1, LateCharge: 7.76, Interest: 180, Principal: 1000 },
    ]);
    expect(receipt.CreditHeld).toBe(0);
    const invoices = (await a.call<Json>('GET', `/loans/${LOAN}/invoices`, { token: tokens.borrower! })).body
      .Data;
    expect(invoices.map((i: Json) => [i.InvoiceNo, i.Status])).toEqual([
      [`INV-${LOAN}-001`, 'Settled'],
      [`LPC-${LOAN}-001`, 'Settled'],
      // Raised on its due date, whether or not installment 1 was paid.
      [`INV-${LOAN}-002`, 'Unpaid'],
    ]);
    // Staff's lists follow: the charge has left the unpaid ones for the settled ones.
    const unpaid = await data('finance', '/invoices/find-all', {
      Rows: 100,
      Page: 1,
      Search: { Status: 'Unpaid' },
    });
    expect(unpaid.map((i: Json) => i.InvoiceNo)).not.toContain(`LPC-${LOAN}-001`);
    const settled = await data('finance', '/invoices/find-all', {
      Rows: 100,
      Page: 1,
      Search: { LoanNo: LOAN, Status: 'Settled' },
    });
    expect(settled.map((i: Json) => i.InvoiceNo).sort()).toEqual([`INV-${LOAN}-001`, `LPC-${LOAN}-001`]);
    // Paid: no more charge accrues on it (installment 2, fallen due since, is another row).
    await dev('/clock', { now: morningAfter(dueDate, 33) });
    await dev('/run-jobs');
    expect((await lpc()).Rows.find((r: Json) => r.InstallmentNo === 1)).toEqual({
      InstallmentNo: 1,
      DaysLate: 0,
      OverdueAmount: 0,
      Amount: 7.76,
    });
  });
});
