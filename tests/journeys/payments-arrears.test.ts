import { createHmac } from 'node:crypto';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { type Json, journey, morningAfter } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * A borrower who falls behind: every installment falls due on its due date whether or not the one
 * before it is paid, and accrues late charges from then.
 *
 * Demo loan EZC000008 ('Active', borrower@demo.test): RM 10,000.00 at 18% a year simple over 12
 * months, so each installment is RM 833.33 principal + RM 150.00 interest = RM 983.33 (10,000.00 /
 * 12 = 833.33…, rounded; 10,000.00 × 18% / 12 = 150.00). Installment 1 is paid, installment 2 half
 * paid and overdue, installment 3 still to fall due when the demo is made.
 *
 * The clock goes straight to 30 days after installment 3's due date, and the daily job runs once
 * for that day (the server's first run): the run catches up, installment 3 falls due as of its due
 * date and is charged for the 29 late days that have ended (the 30th is today):
 *   8% a year on 98,333 sen: 8 × 98,333 × 29 = 22,813,256 / 36,500 = 625.02 → 625 sen = RM 6.25.
 */

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
const LOAN = 'EZC000008';
const SECRET = 'local-e-mandate-secret';

const { data, dev } = journey(() => rt.url, tokens);
const schedule = async () =>
  ((await data('finance', '/loans/find-one', { LoanNo: LOAN })).SimpleLoans[0].LoanSchedule as Json[]).sort(
    (a, b) => a.InstallmentNo - b.InstallmentNo,
  );
const lpc = () => data('borrower', '/invoices/get-lpc', { LoanNo: LOAN });

let due: string[] = [];

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  for (const who of ['borrower', 'finance']) tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  due = (await schedule()).map((r) => String(r.DueDate));
});
afterAll(async () => rt?.stop());

describe('installments fall due whether or not the one before is paid', () => {
  it('shows the demo loan one installment behind before its third due date', async () => {
    const rows = await schedule();
    expect(rows.slice(0, 4).map((r) => r.Status)).toEqual(['Paid', 'Partial Paid', 'Scheduled', 'Scheduled']);
    expect((await lpc()).Rows.map((r: Json) => r.InstallmentNo)).toEqual([2]);
  });

  it('charges installment 3 from its due date when the clock is 30 days past it (RM 6.25 for 29 days)', async () => {
    await dev('/clock', { now: morningAfter(due[2]!, 30) });
    await dev('/run-jobs');
    const charges = await lpc();
    expect(charges.Rows.map((r: Json) => r.InstallmentNo)).toEqual([2, 3]);
    expect(charges.Rows.find((r: Json) => r.InstallmentNo === 3)).toEqual({
      InstallmentNo: 3,
      DaysLate: 30,
      OverdueAmount: 983.33,
      Amount: 6.25,
    });
    const rows = await schedule();
    expect(rows[2]).toMatchObject({ InstallmentNo: 3, Status: 'Unpaid', OutstandingDue: 983.33 });
    expect(rows[3]).toMatchObject({ InstallmentNo: 4, Status: 'Scheduled' });
  });

  it('caught up once: running the job again changes nothing', async () => {
    const before = [await lpc(), await schedule()];
    await dev('/run-jobs');
    await dev('/run-jobs');
    expect([await lpc(), await schedule()]).toEqual(before);
  });
});

describe('debits under an active e-mandate', () => {
  it('asks the bank for every installment that fell due since the mandate, the ones before unpaid', async () => {
    const added = await data('borrower', '/mandate/add', {
      ObjectType: 'LoanNo',
      ObjectId: LOAN,
      // The simulated bank refuses every debit from an account ending in 000: nothing is paid, so
      // each installment stays owed and the next one falls due on top of it.
      AccountNo: '7012345000',
      AccountName: 'Demo',
      Amount: 500,
    });
    const raw = JSON.stringify({ EventId: `EVT-${LOAN}`, MandateId: added.MandateId, Status: 'Approved' });
    // Signed at the business clock's time: the webhook's five minutes are counted on it.
    const t = Math.floor(Date.parse(morningAfter(due[2]!, 30)) / 1000);
    const res = await fetch(`${rt.url}/api/webhooks/e-mandate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${raw}`).digest('hex')}`,
      },
      body: raw,
    });
    expect(res.status).toBe(200);
    const approvedOn = morningAfter(due[2]!, 30).slice(0, 10);
    // Two installments fall due after the approval: the first two due dates after it.
    const asked = due.filter((d) => d > approvedOn).slice(0, 2);
    await dev('/clock', { now: morningAfter(asked[1]!, 0) });
    await dev('/run-jobs');
    const debits = ((await data('finance', '/loans/payments', { LoanNo: LOAN })) as Json[])
      .filter((p) => p.Method === 'E-Mandate')
      .map((p) => [p.PaymentId, p.Amount, p.Status])
      .sort();
    // Each asked once, for the mandate's RM 500.00 (less than the RM 983.33 each owes).
    expect(debits).toEqual(
      asked.map((d) => [
        `PAY-DD-${LOAN}-${String(due.indexOf(d) + 1).padStart(3, '0')}-${d.replaceAll('-', '')}`,
        500,
        'Rejected',
      ]),
    );
  });
});
