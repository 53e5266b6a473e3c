import { createHmac } from 'node:crypto';
import type { LocalRuntime } from '@ezc/local';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
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

const { post, data, dev } = journey(() => rt.url, tokens);
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

/** 'RM 10,027.28' → 1002728 sen. */
const sen = (text: string) => {
  const found = /^(-?)RM ([\d,]+)\.(\d{2})$/.exec(text);
  if (!found) throw new Error(`Not an amount: ${text}`);
  return (found[1] ? -1 : 1) * Number(`${found[2]!.replaceAll(',', '')}${found[3]}`);
};
const toSen = (ringgit: number) => Math.round(ringgit * 100);

/**
 * A loan's figures as each place shows them, in sen: the statement of account (its header's
 * balance outstanding, its transactions' closing ledger balance and its reconciling line of
 * interest not yet billed), the loan (find-one), the payment information, the transaction history
 * and the summary report.
 */
async function figuresOf(loanNo: string) {
  const res = await fetch(`${rt.url}/api/loans/statement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.finance}` },
    body: JSON.stringify({ LoanNo: loanNo, Language: 'en' }),
  });
  expect(res.status).toBe(200);
  const lines = await pdfLines(new Uint8Array(await res.arrayBuffer()));
  const header = lines.indexOf('Balance outstanding');
  const line = lines.lastIndexOf('Interest not yet billed');
  // Under the last transaction (its ledger balance), perhaps the installments it is for.
  const closing = lines.slice(0, line).findLast((l) => l.startsWith('RM '))!;
  const statement = {
    balance: sen(lines[header + 1]!),
    ledgerClosing: sen(closing),
    notYetBilled: sen(lines[line + 1]!),
    reconciled: sen(lines[line + 2]!),
    total: sen(lines[lines.indexOf('Balance outstanding', line) + 1]!),
  };
  const loan = await data('finance', '/loans/find-one', { LoanNo: loanNo });
  const info = await data('finance', '/loans/outstanding', { LoanNo: loanNo });
  const history = (await post('finance', '/loans/transaction-history', { LoanNo: loanNo })).body
    .Data as Json[];
  const summary = (await post('finance', '/loans/summary-report', { LoanNo: loanNo })).body.Data as Json[];
  return {
    statement,
    loan: toSen(loan.BalanceOutstanding),
    info: {
      ledger: toSen(info.LedgerBalance),
      notYetBilled: toSen(info.InterestNotYetBilled),
      balance: toSen(info.BalanceOutstanding),
    },
    historyClosing: toSen(history.at(-1)!.Balance),
    report: toSen(summary[0]!.BalanceOutstanding),
  };
}

/** Every place agrees, and the statement adds up: ledger balance + interest not yet billed. */
function expectAgreeing(f: Awaited<ReturnType<typeof figuresOf>>, loanNo: string) {
  const s = f.statement;
  expect(s.ledgerClosing + s.notYetBilled, loanNo).toBe(s.balance);
  expect([s.reconciled, s.total, f.loan, f.info.balance, f.report], loanNo).toEqual([
    s.balance,
    s.balance,
    s.balance,
    s.balance,
    s.balance,
  ]);
  expect([f.historyClosing, f.info.ledger, f.info.notYetBilled], loanNo).toEqual([
    s.ledgerClosing,
    s.ledgerClosing,
    s.notYetBilled,
  ]);
}

describe('the figures of every demo loan agree and add up', () => {
  it('statement closing + interest not yet billed = header = the loan = the payment information = the report', async () => {
    // The day's run first: what the loan and the report hold is then what the account says today.
    await dev('/run-jobs');
    const loans = (await data('finance', '/loans/find-all', { Rows: 100, Page: 1 })) as Json[];
    const disbursed = loans.filter((l) => l.DisbursementDate).map((l) => String(l.LoanNo));
    expect(disbursed.length).toBeGreaterThanOrEqual(6);
    for (const loanNo of disbursed) expectAgreeing(await figuresOf(loanNo), loanNo);
  });

  it('by hand: EZC000007, disbursed, nothing fallen due yet', async () => {
    // RM 12,000.00 at 18% a year simple over 12 months: 12 × RM 180.00 = RM 2,160.00 of interest,
    // none billed before the first installment falls due. The ledger holds the principal.
    expect((await figuresOf('EZC000007')).statement).toEqual({
      balance: 1_416_000,
      ledgerClosing: 1_200_000,
      notYetBilled: 216_000,
      reconciled: 1_416_000,
      total: 1_416_000,
    });
  });

  it('by hand: EZC000008, one installment behind, installments 3 to 12 not yet billed', async () => {
    // The demo's story on its fixed business date (28/11/2026), from its ledger:
    //   disbursed 16/09                                        10,000.00
    //   installment 1's interest, invoiced on the payment date   + 150.00
    //   paid 10/10 (installment 1)                               − 983.33
    //   installment 2's interest, invoiced ahead on 10/10        + 150.00
    //   installment 2 due 10/11, unpaid 11–14/11 (4 days): 8 × 98,333 × 4 = 3,146,656 / 36,500
    //     = 86.21 → late charge                                  + 0.86
    //   paid 15/11 (late charge 0.86, interest 150.00, principal 340.80: 98,333 − 15,000 − 34,080
    //     = 49,253 sen still overdue)                            − 491.66
    //   15–27/11 (13 days): 3,146,656 + 8 × 49,253 × 13 = 8,268,968 / 36,500 = 226.55 → 227 sen
    //     charged in all, 227 − 86 =                              + 1.41
    //   ledger balance                                          8,827.28
    //   interest not yet billed, installments 3 to 12: 10 × 150.00 = 1,500.00
    //   balance outstanding                                    10,327.28
    expect((await figuresOf(LOAN)).statement).toEqual({
      balance: 1_032_728,
      ledgerClosing: 882_728,
      notYetBilled: 150_000,
      reconciled: 1_032_728,
      total: 1_032_728,
    });
  });
});

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

  it('still adds up once installment 3 fell due: 9 × RM 150.00 = RM 1,350.00 not yet billed', async () => {
    const f = await figuresOf(LOAN);
    expectAgreeing(f, LOAN);
    expect(f.statement.notYetBilled).toBe(135_000);
  });

  it("says how many days each installment is past due, and the loan its oldest one's", async () => {
    const rows = await schedule();
    // 30 days after installment 3's due date; installment 2, due a month before, more; installment
    // 1 is paid and installment 4 (due 31 days after installment 3 in this demo) not yet due.
    expect(rows.slice(0, 4).map((r) => [r.Status, r.DaysPastDue > 30 ? 'more' : r.DaysPastDue])).toEqual([
      ['Paid', 0],
      ['Partial Paid', 'more'],
      ['Unpaid', 30],
      ['Scheduled', 0],
    ]);
    const listed = (
      await data('finance', '/loans/find-all', { Rows: 20, Page: 1, Search: { LoanNo: LOAN } })
    )[0];
    expect(listed.DaysPastDue).toBe(rows[1]!.DaysPastDue);
    const report = (await post('finance', '/reports/installments', { LoanNo: LOAN, Rows: 20 })).body
      .Data as Json[];
    expect(report.find((r) => r.InstallmentNo === 3)).toMatchObject({ Status: 'Unpaid', DaysPastDue: 30 });
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
