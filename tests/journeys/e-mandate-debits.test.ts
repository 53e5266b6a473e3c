import { createHmac } from 'node:crypto';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { type Json, journey, morningAfter } from '../support/journey';
import { startTestServer } from '../support/server';
import { unixNow } from '../support/test-clock';

/**
 * Debits under an active e-mandate (issue 10 §4): on an installment's due date the daily job asks
 * the provider for what the installment owes (or the mandate's amount when smaller) and posts the
 * answer. Collected: an 'E-Mandate' payment approved at once, allocated, numbered, on the ledger.
 * Refused: a 'Rejected' payment with the bank's reason, nothing on the ledger. Each installment is
 * asked once, however often the job runs. Then the borrower's uploaded proof of payment, read by
 * staff and by its borrower only.
 *
 * Demo loans (borrower@demo.test): EZC000007 'Disbursed', RM 12,000 at 18% simple over 12 months,
 * installment 1 = RM 1,000.00 + RM 180.00 = RM 1,180.00, already activated; EZC000008 'Active',
 * RM 10,000 over 12 months, installment = RM 833.33 + RM 150.00 = RM 983.33, its installment 2
 * overdue and partly paid, installment 3 still to fall due. The local simulated bank refuses
 * every debit from an account number ending in '000' ('Insufficient funds').
 */

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
const SECRET = 'local-e-mandate-secret';
const COLLECTED = 'EZC000007';
const REFUSED = 'EZC000008';

const { post, data, dev } = journey(() => rt.url, tokens);
const row = (loanNo: string, n: number) =>
  data('borrower', '/simple-loan-schedules/get-schedule-payment-details', {
    ScheduleId: `${loanNo}-${String(n).padStart(3, '0')}`,
  });
const balance = (loanNo: string) => data('borrower', '/loans/get-outstanding-balance', { LoanNo: loanNo });
const payments = async (loanNo: string) =>
  (await data('finance', '/loans/payments', { LoanNo: loanNo })) as Json[];
const debits = async (loanNo: string) => (await payments(loanNo)).filter((p) => p.Method === 'E-Mandate');
const history = async (loanNo: string) =>
  (await post('borrower', '/loans/transaction-history', { LoanNo: loanNo })).body.Data as Json[];
const activities = async (loanNo: string) => {
  const loan = await data('finance', '/loans/find-one', { LoanNo: loanNo });
  return (await post('finance', '/loans/get-activities', { ApplicationId: loan.ApplicationId })).body
    .Data as Json[];
};

/** Registers the borrower's mandate and has the bank approve it through the signed webhook. */
async function activeMandate(loanNo: string, extra: Json) {
  const added = await data('borrower', '/mandate/add', { ObjectType: 'LoanNo', ObjectId: loanNo, ...extra });
  const raw = JSON.stringify({ EventId: `EVT-${loanNo}`, MandateId: added.MandateId, Status: 'Approved' });
  const t = unixNow(rt);
  const res = await fetch(`${rt.url}/api/webhooks/e-mandate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${raw}`).digest('hex')}`,
    },
    body: raw,
  });
  expect(res.status).toBe(200);
  expect(await data('borrower', '/loans/get-mandate', { LoanNo: loanNo })).toMatchObject({
    Status: 'Active',
    LastPaymentDate: null,
  });
  return String(added.MandateId);
}

let collectedDue = '';
let refusedDue = '';
let paidBefore = 0;
let refusedPaidBefore = 0;

beforeAll(async () => {
  // A page of one: the day's accounts, then its debits, each handed on to the next page by an event.
  rt = await startTestServer({ web: false, lending: true, env: { DAILY_RUN_PAGE: '1' } });
  for (const who of ['borrower', 'company', 'finance', 'risk']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  // The daily job's first run today: the days the clock later jumps over are caught up from here.
  await dev('/run-jobs');
  collectedDue = (await row(COLLECTED, 1)).DueDate;
  refusedDue = (await row(REFUSED, 3)).DueDate;
  // Installment 2 of the loan in arrears paid at the counter, so installment 3 falls due on its day.
  const owed = await data('finance', '/loans/outstanding', { LoanNo: REFUSED });
  await data('finance', '/payments/manual', { LoanNo: REFUSED, Amount: owed.TotalDueToday, Method: 'Cash' });
  await dev('/run-jobs');
  expect(await row(REFUSED, 2)).toMatchObject({ Status: 'Paid' });
  expect(await row(REFUSED, 3)).toMatchObject({ Status: 'Scheduled' });
  paidBefore = (await balance(COLLECTED)).TotalPaidToDate;
  refusedPaidBefore = (await balance(REFUSED)).TotalPaidToDate;
});
afterAll(async () => rt?.stop());

describe('debits under an active e-mandate', () => {
  let collectedMandate = '';

  it('asks nothing of the bank before an installment is due', async () => {
    collectedMandate = await activeMandate(COLLECTED, { AccountNo: '514012345678', AccountName: 'Demo' });
    // The smaller of what installment 3 owes (983.33) and the mandate's amount.
    await activeMandate(REFUSED, { AccountNo: '7012345000', AccountName: 'Demo', Amount: 500 });
    const before = [collectedDue, refusedDue].sort()[0]!;
    await dev('/clock', { now: morningAfter(before, -1) });
    await dev('/run-jobs');
    expect(await debits(COLLECTED)).toEqual([]);
    expect(await debits(REFUSED)).toEqual([]);
  });

  it('collects each installment on its due date (a day the clock jumped over is caught up)', async () => {
    const historyBefore = await history(COLLECTED);
    const later = [collectedDue, refusedDue].sort()[1]!;
    await dev('/clock', { now: morningAfter(later, 0) });
    await dev('/run-jobs');

    const found = await debits(COLLECTED);
    expect(found).toHaveLength(1);
    const debit = found[0]!;
    expect(debit).toMatchObject({
      PaymentId: `PAY-DD-${COLLECTED}-001-${collectedDue.replaceAll('-', '')}`,
      ReceiptNo: expect.stringMatching(/^RCP-7-\d{6}$/),
      Amount: 1180,
      Method: 'E-Mandate',
      PaymentDate: collectedDue,
      Status: 'Approved',
      Kind: 'Installment',
    });
    // The loan moves by the amount; the installment is paid, late charge first, as any payment.
    expect((await balance(COLLECTED)).TotalPaidToDate).toBe(paidBefore + 1180);
    expect(await row(COLLECTED, 1)).toMatchObject({ Status: 'Paid', OutstandingDue: 0 });
    const receipt = await data('borrower', '/payments/get-receipt', { PaymentId: debit.PaymentId });
    expect(receipt).toMatchObject({
      ReceiptNo: debit.ReceiptNo,
      Amount: 1180,
      Allocation: [{ InstallmentNo: 1, LateCharge: 0, Interest: 180, Principal: 1000 }],
      CreditHeld: 0,
    });
    const pdf = await fetch(`${rt.url}/api/payments/download-receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.borrower}` },
      body: JSON.stringify({ PaymentId: debit.PaymentId }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // On the statement: one credit of 1,180.00, the running balance down by it.
    const after = await history(COLLECTED);
    const credit = after.find((r) => r.DocumentNo === debit.ReceiptNo)!;
    expect(credit).toMatchObject({ Debit: 0, Credit: 1180 });
    const previous = after[after.indexOf(credit) - 1]!;
    expect(credit.Balance).toBe(Math.round((previous.Balance - 1180) * 100) / 100);
    expect(after.length).toBeGreaterThan(historyBefore.length);
    // The mandate panel's last payment date is the debit's.
    expect(await data('borrower', '/loans/get-mandate', { LoanNo: COLLECTED })).toMatchObject({
      MandateId: collectedMandate,
      LastPaymentDate: collectedDue,
    });
    const listed = await data('finance', '/mandate/find-all', { Search: { ObjectId: COLLECTED } });
    expect(listed[0]).toMatchObject({ LoanNo: COLLECTED, LastPaymentDate: collectedDue });
    expect((await activities(COLLECTED)).map((x) => x.Activity)).toEqual(
      expect.arrayContaining(['E-mandate debit requested', 'E-mandate debit collected']),
    );
  });

  it("records a refused debit as 'Rejected' with the bank's reason, and posts nothing", async () => {
    const found = await debits(REFUSED);
    expect(found).toHaveLength(1);
    const debit = found[0]!;
    expect(debit).toEqual(
      expect.objectContaining({
        PaymentId: `PAY-DD-${REFUSED}-003-${refusedDue.replaceAll('-', '')}`,
        Amount: 500,
        Method: 'E-Mandate',
        Status: 'Rejected',
        Remarks: 'Insufficient funds',
      }),
    );
    expect(debit.ReceiptNo).toBeUndefined();
    expect((await balance(REFUSED)).TotalPaidToDate).toBe(refusedPaidBefore);
    // Installment 3 fell due (its interest recognised) and still owes all of it.
    // (with any late charge since its due date, when the clock went past it).
    const third = await row(REFUSED, 3);
    expect(third.Status).toBe('Unpaid');
    expect(Math.round((third.OutstandingDue - third.LateCharge) * 100) / 100).toBe(983.33);
    const statement = await history(REFUSED);
    expect(statement.filter((r) => String(r.DocumentNo).includes(debit.PaymentId))).toEqual([]);
    expect(statement.at(-1)).toMatchObject({ Credit: 0 });
    expect(await data('borrower', '/loans/get-mandate', { LoanNo: REFUSED })).toMatchObject({
      Status: 'Active',
      LastPaymentDate: null,
    });
    expect((await activities(REFUSED)).map((x) => x.Activity)).toContain(
      'E-mandate debit refused by the bank',
    );
  });

  it('asks once per installment however often the job runs', async () => {
    const before = [await payments(COLLECTED), await payments(REFUSED), await balance(COLLECTED)];
    await Promise.all([dev('/run-jobs'), dev('/run-jobs')]);
    await dev('/clock', { now: morningAfter([collectedDue, refusedDue].sort()[1]!, 1) });
    await dev('/run-jobs');
    await dev('/run-jobs');
    expect([await payments(COLLECTED), await payments(REFUSED), await balance(COLLECTED)]).toEqual(before);
  });
});

describe("the borrower's uploaded proof of payment", () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  let withFile = '';
  let withoutFile = '';
  const download = (who: string, paymentId: string) =>
    fetch(`${rt.url}/api/payments/download-uploaded-receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
      body: JSON.stringify({ PaymentId: paymentId }),
    });

  beforeAll(async () => {
    const pay = (amount: number) =>
      data('borrower', '/payments/add', { LoanNo: COLLECTED, Amount: amount, Method: 'Bank Transfer' });
    withFile = (await pay(100)).PaymentId;
    withoutFile = (await pay(50)).PaymentId;
    await data('borrower', '/payments/upload-receipt', {
      PaymentId: withFile,
      FileStream: PDF.toString('base64'),
      FileType: 'pdf',
    });
  });

  it('gives the file as it was uploaded to its borrower and to Finance', async () => {
    for (const who of ['borrower', 'finance']) {
      const res = await download(who, withFile);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`${withFile}-uploaded-receipt.pdf`);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    const reads = (await activities(COLLECTED)).filter(
      (x) => x.Activity === 'Uploaded payment receipt viewed',
    );
    expect(reads).toHaveLength(2);
    expect(reads[0]!.Remarks).toContain(withFile);
  });

  it("answers another borrower's payment, and one with nothing uploaded, as not found", async () => {
    for (const [who, id] of [
      ['company', withFile],
      ['finance', withoutFile],
      ['borrower', withoutFile],
      ['finance', 'PAY-999999'],
    ] as const) {
      const res = await download(who, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        message: 'Payment receipt not found.',
        code: 'PAYMENT.RECEIPT_NOT_FOUND',
      });
    }
  });

  it('is refused to staff who do not check payments (Risk Team)', async () => {
    expect((await download('risk', withFile)).status).toBe(403);
  });
});
