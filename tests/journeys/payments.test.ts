import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { type Json, journey } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * A borrower pays an installment (issue 10; contract "Payments"): staff activate the first
 * installment (the second is refused while the first is unpaid), the borrower pays part of it
 * and uploads a receipt, staff approve one payment and reject another, a payment above what is
 * due is held as credit, and one above what settles the loan is refused.
 *
 * Demo loan EZC000007 ('Disbursed', borrower@demo.test): RM 12,000 at 18% simple over 12 months,
 * so each installment is RM 1,000.00 principal + RM 180.00 interest = RM 1,180.00, RM 14,160.00
 * in all. Every expected figure below is worked out by hand from those terms.
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const LOAN = 'EZC000007';

const { post, data } = journey(() => rt.url, tokens);
const outstanding = () => data('borrower', '/loans/outstanding', { LoanNo: LOAN });
const balance = () => data('borrower', '/loans/get-outstanding-balance', { LoanNo: LOAN });
const installment = (n: number) =>
  data('borrower', '/simple-loan-schedules/get-schedule-payment-details', {
    ScheduleId: `${LOAN}-${String(n).padStart(3, '0')}`,
  });
let keyNo = 0;
const key = () => `journey-${Date.now()}-${++keyNo}`;

/** A one-page PDF and the first bytes of a PNG and of a Windows program. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n').toString(
  'base64',
);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]).toString('base64');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a receipt').toString('base64');

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'admin', 'finance', 'risk']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
});
afterAll(async () => rt?.stop());

describe('activating installments', () => {
  it('refuses the second while the first is unpaid, with the spec message', async () => {
    const r = await post('finance', '/simple-loan-schedules/activate-installment', {
      ScheduleId: `${LOAN}-002`,
      IpAddress: '10.0.0.1',
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'Previous installment needs to be paid',
      code: 'SCHEDULE.PREVIOUS_UNPAID',
    });
  });

  it('is refused to a role without the action right (Risk Team)', async () => {
    const r = await post('risk', '/simple-loan-schedules/activate-installment', {
      ScheduleId: `${LOAN}-001`,
    });
    expect(r.status).toBe(403);
  });

  it("activates the first ('Unpaid'): its RM 180.00 interest falls due and the loan becomes 'Active'", async () => {
    expect(
      await data('finance', '/simple-loan-schedules/activate-installment', { ScheduleId: `${LOAN}-001` }),
    ).toEqual({
      ScheduleId: `${LOAN}-001`,
      InstallmentNo: 1,
      Status: 'Unpaid',
      LoanNo: LOAN,
      LoanStatus: 'Active',
    });
    expect(await outstanding()).toMatchObject({
      CurrentTerm: 1,
      PaymentDue: 1180,
      TotalDueToday: 0,
      BalanceOutstanding: 14160,
      LateCharges: 0,
      CreditHeld: 0,
    });
    await rt.settle();
    const loan = await data('borrower', '/loans/find-one', { LoanNo: LOAN });
    expect(loan.Status).toBe('Active');
  });

  it('refuses the same installment twice', async () => {
    const r = await post('finance', '/simple-loan-schedules/activate-installment', {
      ScheduleId: `${LOAN}-001`,
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'Installment has already been activated.',
      code: 'SCHEDULE.ALREADY_ACTIVE',
    });
  });
});

let firstPayment = '';
let rejectedPayment = '';

describe('paying part of an installment, with a receipt', () => {
  it("takes the borrower's payment 'Pending', changing nothing owed yet", async () => {
    const r = await post(
      'borrower',
      '/payments/add',
      { LoanNo: LOAN, Amount: 500, Method: 'Bank Transfer', RefNo: 'TRF-1' },
      { 'Idempotency-Key': key() },
    );
    expect(r.status).toBe(201);
    expect(r.body.Data).toEqual({
      PaymentId: expect.any(String),
      Status: 'Pending',
      Amount: 500,
      Currency: 'MYR',
    });
    firstPayment = r.body.Data.PaymentId;
    expect(await balance()).toEqual({
      LoanNo: LOAN,
      TotalRepayment: 14160,
      TotalPaidToDate: 0,
      BalanceOutstanding: 14160,
      Currency: 'MYR',
    });
  });

  it('refuses a receipt whose content is not what it says, with the spec text', async () => {
    const r = await post('borrower', '/payments/upload-receipt', {
      PaymentId: firstPayment,
      FileStream: EXE,
      FileType: 'pdf',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('You can only upload JPG, JPEG, PNG and PDF');
    // A PNG sent as a PDF is refused too: the bytes decide.
    const named = await post('borrower', '/payments/upload-receipt', {
      PaymentId: firstPayment,
      FileStream: PNG,
      FileType: 'pdf',
    });
    expect(named.body.message).toBe('You can only upload JPG, JPEG, PNG and PDF');
  });

  it('keeps a PDF receipt, and answers another borrower as if the payment did not exist', async () => {
    const r = await post('borrower', '/payments/upload-receipt', {
      PaymentId: firstPayment,
      FileStream: PDF,
      FileType: 'pdf',
    });
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({ PaymentId: firstPayment, MediaId: expect.any(String) });
    const other = await post('company', '/payments/get-receipt', { PaymentId: firstPayment });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Payment receipt not found.');
  });

  it('lists it for staff to confirm', async () => {
    const received = await post('finance', '/payments/received', {
      Search: { LoanNo: LOAN, Status: 'Pending' },
    });
    expect(received.body.Data).toContainEqual(
      expect.objectContaining({
        PaymentId: firstPayment,
        LoanNo: LOAN,
        Amount: 500,
        Status: 'Pending',
        Kind: 'Installment',
        HasUploadedReceipt: true,
      }),
    );
  });

  it('approves it: interest first, RM 180.00, then RM 320.00 of principal; a receipt number is given', async () => {
    const r = await post('finance', '/payments/confirm-payment', {
      PaymentId: firstPayment,
      Status: 'Approved',
    });
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({ PaymentId: firstPayment, Status: 'Approved' });
    const receipt = await data('borrower', '/payments/get-receipt', { PaymentId: firstPayment });
    expect(receipt).toMatchObject({
      PaymentId: firstPayment,
      ReceiptNo: expect.stringMatching(/^RCP-7-\d{6}$/),
      LoanNo: LOAN,
      Amount: 500,
      Status: 'Approved',
      Allocation: [{ InstallmentNo: 1, LateCharge: 0, Interest: 180, Principal: 320 }],
      CreditHeld: 0,
      HasUploadedReceipt: true,
    });
    // 1,180.00 − 500.00 = 680.00 still due; 14,160.00 − 500.00 = 13,660.00 owed in all.
    expect(await installment(1)).toMatchObject({
      Status: 'Partial Paid',
      PrincipalPaid: 320,
      InterestPaid: 180,
      TotalPaid: 500,
      OutstandingDue: 680,
    });
    expect(await balance()).toMatchObject({ TotalPaidToDate: 500, BalanceOutstanding: 13660 });
    // The loan follows its account: the schedule row names the principal paid both ways (spec §3).
    await rt.settle();
    const loan = await data('borrower', '/loans/find-one', { LoanNo: LOAN });
    expect(loan.SimpleLoans[0].LoanSchedule[0]).toMatchObject({
      InstallmentNo: 1,
      Status: 'Partial Paid',
      TotalPaid: 500,
      PrincipalPaid: 320,
      Principal_Paid: 320,
    });
  });

  it('answers a second decision with the machine refusal', async () => {
    const r = await post('finance', '/payments/confirm-payment', {
      PaymentId: firstPayment,
      Status: 'Rejected',
    });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      message: 'This payment has already been confirmed.',
      code: 'PAYMENT.ALREADY_DECIDED',
    });
  });

  it('rejects another: nothing is posted and no receipt number is taken', async () => {
    const added = await post(
      'borrower',
      '/payments/add',
      { LoanNo: LOAN, Amount: 700, Method: 'FPX / Online Banking' },
      { 'Idempotency-Key': key() },
    );
    rejectedPayment = added.body.Data.PaymentId;
    const r = await post('finance', '/payments/confirm-payment', {
      PaymentId: rejectedPayment,
      Status: 'Rejected',
      Remarks: 'No such transfer at the bank.',
    });
    expect(r.body.Data).toEqual({ PaymentId: rejectedPayment, Status: 'Rejected' });
    expect(await balance()).toMatchObject({ TotalPaidToDate: 500, BalanceOutstanding: 13660 });
    const receipt = await data('borrower', '/payments/get-receipt', { PaymentId: rejectedPayment });
    expect(receipt).toMatchObject({ Status: 'Rejected', ReceiptNo: null, Allocation: [] });
    const pdf = await post('borrower', '/payments/download-receipt', { PaymentId: rejectedPayment });
    expect(pdf.status).toBe(404);
    expect(pdf.body.message).toBe('Payment receipt not found.');
  });
});

describe('paying more than is due', () => {
  it('holds what is beyond the installment as credit', async () => {
    // RM 1,000.00 received at the counter: 680.00 pays installment 1 (its principal), 320.00 is held.
    const r = await post(
      'finance',
      '/payments/manual',
      { LoanNo: LOAN, Amount: 1000, Method: 'Cash', RefNo: 'CTR-1' },
      { 'Idempotency-Key': key() },
    );
    expect(r.status).toBe(201);
    expect(r.body.Data).toMatchObject({ Status: 'Approved', Amount: 1000, Currency: 'MYR' });
    const receipt = await data('finance', '/payments/get-receipt', { PaymentId: r.body.Data.PaymentId });
    expect(receipt.Allocation).toEqual([{ InstallmentNo: 1, LateCharge: 0, Interest: 0, Principal: 680 }]);
    expect(receipt.CreditHeld).toBe(320);
    expect(await installment(1)).toMatchObject({ Status: 'Paid', TotalPaid: 1180, OutstandingDue: 0 });
    // Paid 1,500.00 of 14,160.00: 12,660.00 owed (the credit counts against it).
    expect(await balance()).toMatchObject({ TotalPaidToDate: 1500, BalanceOutstanding: 12660 });
    expect(await outstanding()).toMatchObject({ PaymentDue: 0, CreditHeld: 320, LastPaymentAmount: 1000 });
  });

  it('refuses a payment above what settles the loan, saying how much that is', async () => {
    // Settling today: principal 12,000.00 − 1,000.00 = 11,000.00, no interest due (installment 1
    // paid, installment 2's period has not begun), no penalty on this product, less the 320.00
    // held: 10,680.00. One sen more is refused.
    const r = await post(
      'borrower',
      '/payments/add',
      { LoanNo: LOAN, Amount: 10680.01, Method: 'Bank Transfer' },
      { 'Idempotency-Key': key() },
    );
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('PAYMENT.OVERPAYMENT');
    expect(r.body.message).toBe('The amount is more than the RM 10,680.00 outstanding on this loan.');
    const exact = await post(
      'borrower',
      '/payments/add',
      { LoanNo: LOAN, Amount: 10680, Method: 'Bank Transfer' },
      { 'Idempotency-Key': key() },
    );
    expect(exact.status).toBe(201);
  });
});

describe('the records of it', () => {
  it("lists the loan's payments for its borrower, newest first", async () => {
    const r = await data('borrower', '/loans/payments', { LoanNo: LOAN });
    expect(r.map((p: Json) => [p.Amount, p.Status])).toEqual([
      [10680, 'Pending'],
      [1000, 'Approved'],
      [700, 'Rejected'],
      [500, 'Approved'],
    ]);
    const other = await post('company', '/loans/payments', { LoanNo: LOAN });
    expect(other.status).toBe(404);
  });

  it('shows each money movement on the statement, with the running balance', async () => {
    const r = await post('borrower', '/loans/transaction-history', { LoanNo: LOAN });
    const rows = (r.body.Data as Json[]).map((x) => [x.Debit, x.Credit, x.Balance]);
    expect(rows).toEqual([
      [12000, 0, 12000],
      [180, 0, 12180],
      [0, 500, 11680],
      [0, 1000, 10680],
    ]);
  });

  it('gives the installment invoice, settled', async () => {
    const r = await a.call<Json>('GET', `/loans/${LOAN}/invoices`, { token: tokens.borrower! });
    expect(r.body.Data).toEqual([
      expect.objectContaining({
        InvoiceNo: `INV-${LOAN}-001`,
        Type: 'Installment',
        Amount: 1180,
        Paid: 1180,
        Status: 'Settled',
      }),
    ]);
  });

  it('downloads the official receipt of an approved payment as a PDF', async () => {
    const res = await fetch(`${rt.url}/api/payments/download-receipt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.borrower}`, 'content-type': 'application/json' },
      body: JSON.stringify({ PaymentId: firstPayment }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('downloads the statement of account in Malay', async () => {
    const res = await fetch(`${rt.url}/api/loans/statement`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.borrower}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LoanNo: LOAN, Language: 'ms' }),
    });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('offers the payment methods', async () => {
    expect((await data('borrower', '/payments/get-payment-methods')).map((m: Json) => m.Name)).toEqual([
      'Bank Transfer',
      'FPX / Online Banking',
      'Cash',
      'Cheque',
    ]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and refuses the key with another body', async () => {
    const k = key();
    const body = { LoanNo: LOAN, Amount: 10, Method: 'Cash' };
    const first = await post('finance', '/payments/manual', body, { 'Idempotency-Key': k });
    const again = await post('finance', '/payments/manual', body, { 'Idempotency-Key': k });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await post(
      'finance',
      '/payments/manual',
      { ...body, Amount: 11 },
      { 'Idempotency-Key': k },
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY.KEY_REUSED');
    // Only the first was posted: 1,500.00 + 10.00.
    expect(await balance()).toMatchObject({ TotalPaidToDate: 1510 });
  });
});

describe('what a payment says of itself', () => {
  // The business clock stands on the demo's day, 28/11/2026 in Malaysia. EZC000007's money is paid
  // out on 01/12/2026 (its disbursement's payment date); EZC000008's was paid out long before.
  const loanPayments = async (loanNo: string) =>
    ((await data('finance', '/loans/payments', { LoanNo: loanNo })) as Json[]).length;
  const pay = (who: string, path: string, body: Json, lang?: 'ms') =>
    post(
      who,
      path,
      { Amount: 10, Method: 'Bank Transfer', ...body },
      {
        'Idempotency-Key': key(),
        ...(lang ? { 'accept-language': lang } : {}),
      },
    );

  it('refuses a payment date after today, in English or Malay, and records nothing', async () => {
    expect((await data('borrower', '/loans/find-one', { LoanNo: LOAN })).DisbursementDate).toBe('2026-12-01');
    const before = await loanPayments('EZC000008');
    for (const [who, path] of [
      ['borrower', '/payments/add'],
      ['finance', '/payments/manual'],
    ] as const) {
      for (const PaymentDate of ['2026-11-29', '2031-01-01']) {
        const r = await pay(who, path, { LoanNo: 'EZC000008', PaymentDate });
        expect([path, PaymentDate, r.status, r.body]).toEqual([
          path,
          PaymentDate,
          400,
          {
            message: 'The payment date cannot be later than today (28/11/2026).',
            code: 'PAYMENT.DATE_IN_FUTURE',
          },
        ]);
      }
    }
    const ms = await pay(
      'borrower',
      '/payments/add',
      { LoanNo: 'EZC000008', PaymentDate: '2026-12-25' },
      'ms',
    );
    expect(ms.body).toEqual({
      message: 'Tarikh bayaran tidak boleh lewat daripada hari ini (28/11/2026).',
      code: 'PAYMENT.DATE_IN_FUTURE',
    });
    expect(await loanPayments('EZC000008')).toBe(before);
  });

  it("refuses a payment date before the loan's disbursement, in English or Malay, and records nothing", async () => {
    const before = await loanPayments(LOAN);
    for (const PaymentDate of ['2026-11-28', '2019-05-01']) {
      const r = await pay('borrower', '/payments/add', { LoanNo: LOAN, PaymentDate });
      expect([PaymentDate, r.status, r.body]).toEqual([
        PaymentDate,
        400,
        {
          message: "The payment date cannot be earlier than the loan's disbursement on 01/12/2026.",
          code: 'PAYMENT.DATE_BEFORE_DISBURSEMENT',
        },
      ]);
    }
    const ms = await pay('finance', '/payments/manual', { LoanNo: LOAN, PaymentDate: '2020-01-01' }, 'ms');
    expect(ms.body).toEqual({
      message: 'Tarikh bayaran tidak boleh lebih awal daripada pengeluaran pinjaman pada 01/12/2026.',
      code: 'PAYMENT.DATE_BEFORE_DISBURSEMENT',
    });
    expect(await loanPayments(LOAN)).toBe(before);
  });

  it('takes a date from the disbursement up to today', async () => {
    const disbursed = String(
      (await data('borrower', '/loans/find-one', { LoanNo: 'EZC000008' })).DisbursementDate,
    );
    for (const PaymentDate of [disbursed, '2026-11-28']) {
      const r = await pay('borrower', '/payments/add', { LoanNo: 'EZC000008', PaymentDate });
      expect([PaymentDate, r.status, r.body.Data?.Status]).toEqual([PaymentDate, 201, 'Pending']);
    }
  });

  it("refuses 'E-Mandate' from a person, by name or code, in English or Malay: only the mandate's debits are", async () => {
    const before = await loanPayments('EZC000008');
    const refusal = {
      message:
        "E-Mandate payments are made only by the bank's debits under the loan's e-mandate. Choose how the money was paid: Bank Transfer, FPX / Online Banking, Cash or Cheque.",
      code: 'PAYMENT.MANDATE_ONLY',
    };
    for (const [who, path, Method] of [
      ['borrower', '/payments/add', 'E-Mandate'],
      ['borrower', '/payments/add', 'E_MANDATE'],
      ['finance', '/payments/manual', 'e-mandate'],
    ] as const) {
      const r = await pay(who, path, { LoanNo: 'EZC000008', Method });
      expect([path, Method, r.status, r.body]).toEqual([path, Method, 400, refusal]);
    }
    const ms = await pay('borrower', '/payments/add', { LoanNo: 'EZC000008', Method: 'E-Mandate' }, 'ms');
    expect(ms.body).toEqual({
      message:
        'Bayaran E-Mandat dibuat hanya melalui debit bank di bawah e-mandat pinjaman. Pilih cara wang dibayar: Pindahan Bank, FPX / Perbankan Dalam Talian, Tunai atau Cek.',
      code: 'PAYMENT.MANDATE_ONLY',
    });
    expect(await loanPayments('EZC000008')).toBe(before);
  });
});
