import type { LocalRuntime } from '@ezc/local';
import { samplePdf } from '@ezc/platform/uploads/sample-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api, signIn } from '../support/api';
import {
  fillInProfile,
  registerBorrower,
  uploadCustomerDocument,
  uploadIndividualDocuments,
} from '../support/borrower-onboarding';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';

/**
 * Applications through the whole product: products offered and quoted, applying with a complete
 * and an incomplete profile, staff decisions and the borrower's cancellation, the loan an
 * approval makes, and the refusals. Expected values are worked out by hand from the spec: simple
 * interest = principal × rate × years, spread evenly, remainders on the last row; installment n
 * is due n months after the agreement date, on the month's last day when it is shorter.
 */

type Problem = { message: string; code: string; fields?: Record<string, string> };
type Submitted = { Data: { ApplicationId: string; LoanNo: string; Status: string }; message: string };
interface ApplicationDetail {
  ApplicationId: string;
  LoanNo: string;
  Status: string;
  CustomerId: string;
  Amount: number;
  NumberOfInstallments: number;
  StartDate: string;
  EndDate: string;
  TotalInterest: number;
  TotalRepayment: number;
  MonthlyInstallment: number;
  Reason?: string;
  Remarks: string;
  Product: Record<string, unknown>;
  Actions: string[];
}
interface ScheduleRow {
  ScheduleId: string;
  InstallmentNo: number;
  DueDate: string;
  Principal: number;
  Interest: number;
  TotalInstallment: number;
  TotalPaid: number;
  OutstandingDue: number;
  Status: string;
  PrincipalPaid: number;
}

const REVIEW_EN = 'Your application is in review. Review takes 3 to 5 working days.';
const REVIEW_MS = 'Permohonan anda sedang disemak. Semakan mengambil masa 3 hingga 5 hari bekerja.';

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'risk', 'finance', 'admin']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  // Agreements are dated in Malaysia: 31 January shows the month-end rule on the first due date.
  const clock = await fetch(`${rt.url}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...devHeaders(rt) },
    body: JSON.stringify({ now: '2026-01-31T10:00:00+08:00' }),
  });
  expect(clock.status).toBe(200);
});
afterAll(async () => rt?.stop());

const post = <T = Record<string, unknown>>(path: string, body: unknown, who: string) =>
  a.post<T & Problem>(path, body, tokens[who]);
const apply = (who: string, SKU: string, Amount: number, NumberOfInstallments: number) =>
  post<Submitted>('/applications/add', { SKU, Amount, NumberOfInstallments }, who);
const findOne = (who: string, ApplicationId: string) =>
  post<{ Data: ApplicationDetail }>('/applications/find-one', { ApplicationId }, who);
const problem = (r: Answer<Problem>) => [r.status, r.body.code, r.body.message];

describe('before applying', () => {
  it('offers the products open for applications', async () => {
    const r = await post<{ Data: Record<string, unknown>[] }>(
      '/applications/available-products',
      {},
      'borrower',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toContainEqual({
      SKU: 'PL-SIMPLE-18',
      Name: 'Personal Loan (Simple 18%)',
      InterestType: 'Simple',
      InterestRate: 18,
      NumberOfInstallments: 12,
      WithCollateralYN: 'N',
      MinAmount: 1000,
      MaxAmount: 50000,
      Regime: 'Moneylenders Act 1951',
    });
  });

  it('quotes the schedule: RM 10,000 at 18% simple over 12 months', async () => {
    const r = await post<{ Data: { Rows: Record<string, unknown>[]; [k: string]: unknown } }>(
      '/applications/quote',
      { SKU: 'PL-SIMPLE-18', Amount: 10000, NumberOfInstallments: 12 },
      'borrower',
    );
    expect(r.status).toBe(200);
    // Interest 10,000 × 18% × 1 year = 1,800.00; a month: 833.33 + 150.00; the last row takes the 4 sen left.
    expect(r.body.Data).toMatchObject({
      TotalInterest: 1800,
      TotalRepayment: 11800,
      MonthlyInstallment: 983.33,
      Regime: 'Moneylenders Act 1951',
    });
    expect(r.body.Data.Rows).toHaveLength(12);
    expect(r.body.Data.Rows[0]).toEqual({
      InstallmentNo: 1,
      DueDate: '2026-02-28',
      Principal: 833.33,
      Interest: 150,
      TotalInstallment: 983.33,
    });
    expect(r.body.Data.Rows[1]?.DueDate).toBe('2026-03-31');
    expect(r.body.Data.Rows[11]).toEqual({
      InstallmentNo: 12,
      DueDate: '2027-01-31',
      Principal: 833.37,
      Interest: 150,
      TotalInstallment: 983.37,
    });
  });

  it('refuses an amount or a term outside the product, and a loan the Act does not allow', async () => {
    const low = await post(
      '/applications/quote',
      { SKU: 'PL-SIMPLE-18', Amount: 500, NumberOfInstallments: 12 },
      'borrower',
    );
    expect(problem(low)).toEqual([
      422,
      'APPLICATION.AMOUNT_OUT_OF_RANGE',
      'The amount for this product must be from RM 1,000.00 to RM 50,000.00.',
    ]);
    const long = await post(
      '/applications/add',
      { SKU: 'PL-SIMPLE-18', Amount: 5000, NumberOfInstallments: 13 },
      'borrower',
    );
    expect(problem(long)).toEqual([
      422,
      'APPLICATION.INSTALLMENTS_OUT_OF_RANGE',
      'The number of installments for this product must be from 1 to 12.',
    ]);
    const sen = await post(
      '/applications/quote',
      { SKU: 'PL-SIMPLE-18', Amount: 1000.005, NumberOfInstallments: 12 },
      'borrower',
    );
    expect(sen.status).toBe(400);
    expect(sen.body.fields?.Amount).toBe('Use at most 2 decimals (sen).');
    const unknown = await post(
      '/applications/quote',
      { SKU: 'NO-SUCH', Amount: 1000, NumberOfInstallments: 1 },
      'borrower',
    );
    expect(problem(unknown)).toEqual([404, 'PRODUCT.NOT_FOUND', 'Product not found']);

    // 18% a year for 100 months is 150% of the amount lent: more interest than the Act allows.
    const added = await post(
      '/products/add',
      {
        SKU: 'LONG-18',
        Name: 'Long Personal Loan',
        NumberOfInstallments: 120,
        MinAmount: 1000,
        MaxAmount: 50000,
        WithCollateralYN: 'N',
        InterestType: 'Simple',
        InterestRate: 18,
      },
      'admin',
    );
    expect(added.status).toBe(201);
    const over = await post(
      '/applications/quote',
      { SKU: 'LONG-18', Amount: 1000, NumberOfInstallments: 100 },
      'borrower',
    );
    expect(problem(over)).toEqual([
      422,
      'LENDING.INTEREST_ABOVE_PRINCIPAL',
      'Under the Moneylenders Act 1951 the total interest (RM 1,500.00) may not be more than the amount lent (RM 1,000.00).',
    ]);
    const within = await post(
      '/applications/quote',
      { SKU: 'LONG-18', Amount: 1000, NumberOfInstallments: 66 },
      'borrower',
    );
    expect(within.status).toBe(200);
  });
});

describe('a borrower with a complete profile applies', () => {
  let id: string;
  let loanNo: string;

  it('goes straight to review, and is told review takes 3 to 5 working days', async () => {
    const r = await apply('borrower', 'PL-SIMPLE-18', 12000, 12);
    expect(r.status).toBe(201);
    expect(r.body.Data.Status).toBe('In Review');
    expect(r.body.Data.ApplicationId).toMatch(/^APP-\d{6}$/);
    expect(r.body.Data.LoanNo).toMatch(/^EZC\d{6}$/);
    expect(r.body.message).toBe(REVIEW_EN);
    id = r.body.Data.ApplicationId;
    loanNo = r.body.Data.LoanNo;

    const ms = await a.call<Submitted>('POST', '/applications/add', {
      body: { SKU: 'PL-SIMPLE-18', Amount: 1000, NumberOfInstallments: 1 },
      token: tokens.borrower,
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.body.message).toBe(REVIEW_MS);
  });

  it("keeps the product's terms as applied for, and offers staff the decisions", async () => {
    const mine = await findOne('borrower', id);
    expect(mine.status).toBe(200);
    // 12,000 × 18% = 2,160.00 interest; 1,000.00 + 180.00 a month.
    expect(mine.body.Data).toMatchObject({
      ApplicationId: id,
      LoanNo: loanNo,
      Status: 'In Review',
      CustomerId: 'CUST-000001',
      Amount: 12000,
      NumberOfInstallments: 12,
      StartDate: '2026-02-28',
      EndDate: '2027-01-31',
      TotalInterest: 2160,
      TotalRepayment: 14160,
      MonthlyInstallment: 1180,
      Product: {
        SKU: 'PL-SIMPLE-18',
        InterestRate: 18,
        InterestType: 'Simple',
        Regime: 'Moneylenders Act 1951',
      },
      Actions: [],
    });
    const staff = await findOne('risk', id);
    expect(staff.body.Data.Actions).toEqual([
      'Approve Application',
      'Reject Application',
      'Void Application',
    ]);
  });

  it("is approved: its loan waits for the company's signature, with its whole schedule", async () => {
    const r = await post<{ Data: Record<string, unknown> }>(
      '/applications/approve',
      { ApplicationId: id, Reason: 'Income verified.', IpAddress: '203.0.113.7' },
      'risk',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({ ApplicationId: id, Status: 'Approved', LoanNo: loanNo });

    const loan = await post<{
      Data: Record<string, unknown> & { SimpleLoans: { LoanSchedule: ScheduleRow[] }[] };
    }>('/loans/find-one', { LoanNo: loanNo }, 'borrower');
    expect(loan.status).toBe(200);
    expect(loan.body.Data).toMatchObject({
      LoanNo: loanNo,
      LoanId: Number(loanNo.slice(3)),
      ApplicationId: id,
      Status: 'Pending Signing Company',
      CustomerId: 'CUST-000001',
      BorrowerName: 'Ahmad bin Ismail',
      BorrowerICNo: '900101-14-5677',
      Amount: 12000,
      InterestRate: 18,
      InterestType: 'Simple',
      NumberOfInstallments: 12,
      TotalInterest: 2160,
      TotalRepayment: 14160,
      TotalPaidToDate: 0,
      BalanceOutstanding: 14160,
      AgreementDate: '2026-01-31',
      EndDate: '2027-01-31',
      DisbursementDate: null,
      Actions: [],
    });
    const rows = loan.body.Data.SimpleLoans[0]!.LoanSchedule;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      ScheduleId: `${loanNo}-001`,
      InstallmentNo: 1,
      DueDate: '2026-02-28',
      Principal: 1000,
      Interest: 180,
      TotalInstallment: 1180,
      TotalPaid: 0,
      OutstandingDue: 0,
      Status: 'Scheduled',
      PrincipalPaid: 0,
      Principal_Paid: 0,
      // Not yet disbursed: never overdue.
      DaysPastDue: 0,
    });
    expect(rows.map((row) => row.DueDate).slice(1, 4)).toEqual(['2026-03-31', '2026-04-30', '2026-05-31']);
    expect(rows.every((row) => row.Status === 'Scheduled' && row.TotalInstallment === 1180)).toBe(true);

    const again = await post('/applications/approve', { ApplicationId: id, Reason: 'Twice.' }, 'risk');
    expect(problem(again)).toEqual([
      422,
      'APPLICATION.NOT_ALLOWED',
      "An application that is 'Approved' cannot be approved.",
    ]);

    const history = await post<{
      Data: { Activity: string; Remarks: string; IpAddress: string; By: string }[];
    }>('/loans/get-activities', { ApplicationId: id }, 'borrower');
    expect(history.body.Data.map((h) => h.Activity)).toEqual([
      'Loan created',
      'Application approved',
      'Application submitted (In Review)',
    ]);
    expect(history.body.Data[1]).toMatchObject({ Remarks: 'Income verified.', By: expect.any(String) });
    // The approver's address is recorded, and shown to staff, never to the borrower.
    expect(history.body.Data[1]?.IpAddress).toBe('');
    const staffHistory = await post<{ Data: { IpAddress: string }[] }>(
      '/loans/get-activities',
      { ApplicationId: id },
      'risk',
    );
    expect(staffHistory.body.Data[1]?.IpAddress).not.toBe('');
  });
});

describe('a borrower whose profile is not complete', () => {
  it("waits in 'Pending Profile', and goes to review once onboarding is complete", async () => {
    const token = await registerBorrower(a, {
      FullName: 'Nur Aisyah binti Kamal',
      Email: 'aisyah@example.test',
      Password: 'teh tarik kurang manis',
    });
    const applied = await a.post<Submitted>(
      '/applications/add',
      { SKU: 'PL-SIMPLE-18', Amount: 3000, NumberOfInstallments: 6 },
      token,
    );
    expect(applied.status).toBe(201);
    expect(applied.body.Data.Status).toBe('Pending Profile');
    expect(applied.body.message).toBe(
      'Your application is saved. It goes to review once your profile is complete and the required documents are uploaded; review then takes 3 to 5 working days.',
    );
    const id = applied.body.Data.ApplicationId;

    const address = {
      AddressLine1: 'No. 3, Jalan Tun Razak',
      Postcode: '50400',
      City: 'Kuala Lumpur',
      State: 'W_P_KUALA_LUMPUR',
      Country: 'MY',
    };
    const customerId = await fillInProfile(
      a,
      token,
      {
        FullName: 'Nur Aisyah binti Kamal',
        IdType: 'NRIC',
        NRIC: '950312-10-5566',
        Nationality: 'MALAYSIAN',
        MaritalStatus: 'Single',
        Ethnicity: 'Malay',
        BumiputeraYN: 'Y',
        ContactNo: '012-777 8899',
        Address: address,
      },
      {
        EmploymentType: 'Employed',
        EmploymentTerm: 'Permanent',
        NatureOfBusiness: 'EDUCATION',
        Designation: 'Teacher',
        CompanyName: 'Sekolah Kebangsaan Bukit',
        CompanyAddress: address,
      },
    );
    await uploadIndividualDocuments(rt.url, token, customerId);
    // Still waiting until onboarding is finished.
    expect(
      (await a.post<{ Data: ApplicationDetail }>('/applications/find-one', { ApplicationId: id }, token)).body
        .Data.Status,
    ).toBe('Pending Profile');
    expect((await a.post('/customer/onboarding/complete', {}, token)).status).toBe(200);
    await rt.settle();
    const after = await a.post<{ Data: ApplicationDetail }>(
      '/applications/find-one',
      { ApplicationId: id },
      token,
    );
    expect(after.body.Data.Status).toBe('In Review');
    const history = await post<{ Data: { Activity: string }[] }>(
      '/loans/get-activities',
      { ApplicationId: id },
      'risk',
    );
    expect(history.body.Data[0]?.Activity).toBe('Profile and documents complete: sent for review');
  });

  it("waits in 'Pending Profile' for a missing document, and goes to review once it is uploaded", async () => {
    const token = await registerBorrower(a, {
      FullName: 'Farid bin Osman',
      Email: 'farid@example.test',
      Password: 'nasi lemak bungkus',
    });
    const address = {
      AddressLine1: 'No. 8, Jalan Bukit Bintang',
      Postcode: '55100',
      City: 'Kuala Lumpur',
      State: 'W_P_KUALA_LUMPUR',
      Country: 'MY',
    };
    const customerId = await fillInProfile(
      a,
      token,
      {
        FullName: 'Farid bin Osman',
        IdType: 'NRIC',
        NRIC: '880705-14-5123',
        Nationality: 'MALAYSIAN',
        MaritalStatus: 'Married',
        Ethnicity: 'Malay',
        BumiputeraYN: 'Y',
        ContactNo: '013-222 3344',
        Address: address,
      },
      {
        EmploymentType: 'Employed',
        EmploymentTerm: 'Permanent',
        NatureOfBusiness: 'EDUCATION',
        Designation: 'Lecturer',
        CompanyName: 'Kolej Bukit Bintang',
        CompanyAddress: address,
      },
    );
    const upload = (title: string) => uploadCustomerDocument(rt.url, token, customerId, title);
    // Onboarding finished without the EPF statement: the profile's checklist still asks for it.
    for (const title of [
      'Photo',
      'NRIC Front',
      'NRIC Back',
      'Pay Slip',
      'Bank Statement',
      'EA Form or Tax Return',
    ]) {
      await upload(title);
    }
    expect((await a.post('/customer/onboarding/complete', {}, token)).status).toBe(200);
    await rt.settle();

    const applied = await a.post<Submitted>(
      '/applications/add',
      { SKU: 'PL-SIMPLE-18', Amount: 4000, NumberOfInstallments: 6 },
      token,
    );
    expect(applied.body.Data.Status).toBe('Pending Profile');
    const id = applied.body.Data.ApplicationId;
    const status = async () =>
      (await a.post<{ Data: ApplicationDetail }>('/applications/find-one', { ApplicationId: id }, token)).body
        .Data.Status;

    await upload('EPF Statement');
    await rt.settle();
    expect(await status()).toBe('In Review');
    const history = await post<{ Data: { Activity: string }[] }>(
      '/loans/get-activities',
      { ApplicationId: id },
      'risk',
    );
    expect(history.body.Data.map((h) => h.Activity)).toEqual([
      'Profile and documents complete: sent for review',
      'Application submitted (Pending Profile)',
    ]);
  });
});

describe('decisions and their refusals', () => {
  it('rejects with a reason, which a decision needs', async () => {
    const { body } = await apply('company', 'PL-SIMPLE-18', 20000, 12);
    const id = body.Data.ApplicationId;
    const noReason = await post('/applications/reject', { ApplicationId: id, Reason: '  ' }, 'risk');
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ Reason: 'This field is required.' });
    const braces = await post('/applications/reject', { ApplicationId: id, Reason: 'Too {high}' }, 'risk');
    expect(braces.body.fields).toEqual({
      Reason: 'Input cannot contain the following characters: { } * < > /',
    });
    const r = await post<{ Data: Record<string, unknown> }>(
      '/applications/reject',
      { ApplicationId: id, Reason: 'Debt service ratio too high.' },
      'risk',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({ ApplicationId: id, LoanNo: body.Data.LoanNo, Status: 'Rejected' });
    expect((await findOne('company', id)).body.Data).toMatchObject({
      Status: 'Rejected',
      Reason: 'Debt service ratio too high.',
    });
    const approve = await post(
      '/applications/approve',
      { ApplicationId: id, Reason: 'Changed my mind.' },
      'risk',
    );
    expect(problem(approve)).toEqual([
      422,
      'APPLICATION.NOT_ALLOWED',
      "An application that is 'Rejected' cannot be approved.",
    ]);
  });

  it('lets the borrower cancel their own, once, with remarks', async () => {
    const { body } = await apply('borrower', 'PL-SIMPLE-18', 1500, 3);
    const id = body.Data.ApplicationId;
    const r = await post<{ Data: Record<string, unknown> }>(
      '/applications/cancel',
      { ApplicationId: id, Remarks: 'Found a cheaper loan.' },
      'borrower',
    );
    expect(r.body.Data).toEqual({ ApplicationId: id, LoanNo: body.Data.LoanNo, Status: 'Cancelled' });
    expect((await findOne('borrower', id)).body.Data.Remarks).toBe('Found a cheaper loan.');
    const again = await post('/applications/cancel', { ApplicationId: id, Remarks: 'Again.' }, 'borrower');
    expect(problem(again)).toEqual([
      422,
      'APPLICATION.NOT_ALLOWED',
      "An application that is 'Cancelled' cannot be cancelled.",
    ]);
    const staffCancel = await post('/applications/cancel', { ApplicationId: id, Remarks: 'Staff.' }, 'risk');
    expect(staffCancel.status).toBe(403);
  });

  it('lets staff void an undecided one; only the roles granted a decision make it', async () => {
    const { body } = await apply('borrower', 'SL-SIMPLE-12', 5000, 12);
    const id = body.Data.ApplicationId;
    const finance = await post(
      '/applications/approve',
      { ApplicationId: id, Reason: 'Looks fine.' },
      'finance',
    );
    expect(problem(finance)).toEqual([
      403,
      'LENDING.ACTION_FORBIDDEN',
      'Your role may not do this: Approve Application.',
    ]);
    const r = await post<{ Data: Record<string, unknown> }>(
      '/applications/void',
      { ApplicationId: id, Remarks: 'Duplicate of another application.' },
      'risk',
    );
    expect(r.body.Data).toMatchObject({ Status: 'Void' });
    const cancel = await post(
      '/applications/cancel',
      { ApplicationId: id, Remarks: 'Too late.' },
      'borrower',
    );
    expect(problem(cancel)).toEqual([
      422,
      'APPLICATION.NOT_ALLOWED',
      "An application that is 'Void' cannot be cancelled.",
    ]);
  });

  it("answers another borrower's application exactly like a missing one", async () => {
    const { body } = await apply('borrower', 'PL-SIMPLE-18', 2500, 6);
    const id = body.Data.ApplicationId;
    const missing = await findOne('company', 'APP-999999');
    const other = await findOne('company', id);
    expect(problem(missing)).toEqual([404, 'APPLICATION.NOT_FOUND', 'Application not found']);
    expect(problem(other)).toEqual(problem(missing));
    const cancel = await post('/applications/cancel', { ApplicationId: id, Remarks: 'Not mine.' }, 'company');
    expect(problem(cancel)).toEqual(problem(missing));
    const activities = await post('/loans/get-activities', { ApplicationId: id }, 'company');
    expect(activities.status).toBe(404);
    const documents = await post('/applications/get-documents', { ApplicationId: id }, 'company');
    expect(documents.status).toBe(404);
  });
});

describe('many approvals at once', () => {
  it('make exactly one loan; the others are refused, never a server error', async () => {
    const { body } = await apply('company', 'BF-CM-10', 20000, 12);
    const id = body.Data.ApplicationId;
    const before = await post<{ Count: number }>(
      '/loans/find-all',
      { Search: { CustomerId: 'CUST-000002' } },
      'risk',
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/applications/approve', { ApplicationId: id, Reason: 'Approved in a hurry.' }, 'risk'),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    const after = await post<{ Count: number }>(
      '/loans/find-all',
      { Search: { CustomerId: 'CUST-000002' } },
      'risk',
    );
    expect(after.body.Count).toBe(before.body.Count + 1);
    // The product signs as the company on its own once the agreement is prepared (after the events).
    await rt.settle();
    const one = await post<{ Count: number; Data: { LoanNo: string; Status: string }[] }>(
      '/loans/find-all',
      { Search: { LoanNo: body.Data.LoanNo } },
      'risk',
    );
    expect(one.body.Count).toBe(1);
    expect(one.body.Data[0]).toMatchObject({ LoanNo: body.Data.LoanNo, Status: 'Signed By Company' });
  });
});

describe('drafts, documents and the listing', () => {
  it('saves a draft, changes it, then submits it', async () => {
    const draft = await post<Submitted>(
      '/applications/save-draft',
      { SKU: 'PL-SIMPLE-18', Amount: 4000, NumberOfInstallments: 6 },
      'borrower',
    );
    expect(draft.status).toBe(200);
    expect(draft.body.Data.Status).toBe('New');
    expect(draft.body.message).toBe('Your application is saved as a draft. Submit it when you are ready.');
    const id = draft.body.Data.ApplicationId;
    const changed = await post<Submitted>(
      '/applications/save-draft',
      { ApplicationId: id, SKU: 'PL-SIMPLE-18', Amount: 6000, NumberOfInstallments: 12 },
      'borrower',
    );
    expect(changed.body.Data).toEqual({ ApplicationId: id, LoanNo: draft.body.Data.LoanNo, Status: 'New' });
    // 6,000 × 18% = 1,080.00; 500.00 + 90.00 a month.
    expect((await findOne('borrower', id)).body.Data).toMatchObject({
      Amount: 6000,
      MonthlyInstallment: 590,
    });
    const submitted = await post<Submitted>('/applications/submit', { ApplicationId: id }, 'borrower');
    expect(submitted.body.Data.Status).toBe('In Review');
    expect(submitted.body.message).toBe(REVIEW_EN);
    const twice = await post('/applications/submit', { ApplicationId: id }, 'borrower');
    expect(problem(twice)).toEqual([
      422,
      'APPLICATION.NOT_ALLOWED',
      "An application that is 'In Review' cannot be submitted.",
    ]);
  });

  it("keeps the borrower's documents with the application, PDF or pictures only", async () => {
    const { body } = await apply('borrower', 'PL-SIMPLE-18', 3500, 6);
    const id = body.Data.ApplicationId;
    const upload = async (file: Uint8Array, title = 'Offer Letter') => {
      const form = new FormData();
      form.append('ApplicationId', id);
      form.append('Title', title);
      form.append('FileName', 'offer letter.pdf');
      form.append('FileStream', new Blob([new Uint8Array(file)]), 'offer.pdf');
      const res = await fetch(`${rt.url}/api/applications/add-document`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.borrower}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { Data: { MediaId: string } } & Problem };
    };
    const added = await upload(samplePdf('Offer letter'));
    expect(added.status).toBe(201);
    const gif = await upload(new Uint8Array(Buffer.from('GIF89a-not-a-document')));
    expect([gif.status, gif.body.code, gif.body.message]).toEqual([
      400,
      'DOCUMENT.TYPE_NOT_ALLOWED',
      'You can only upload JPG, JPEG, PNG and PDF',
    ]);
    const listed = await post<{ Data: Record<string, unknown>[]; Count: number }>(
      '/applications/get-documents',
      { ApplicationId: id },
      'risk',
    );
    expect(listed.body.Count).toBe(1);
    expect(listed.body.Data[0]).toMatchObject({
      MediaId: added.body.Data.MediaId,
      FileName: 'offer-letter.pdf',
      FileExtension: 'pdf',
      Title: 'Offer Letter',
      DocumentName: 'Offer Letter',
    });
    const file = await fetch(`${rt.url}/api/loan-documents/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.borrower}`, 'content-type': 'application/json' },
      body: JSON.stringify({ MediaId: added.body.Data.MediaId }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("lists newest first with filters ('All' is no filter) and the count of all that match", async () => {
    type List = {
      Data: { ApplicationId: string; Status: string; CustomerId: string; BorrowerName: string }[];
      Count: number;
    };
    const all = await post<List>('/applications/find-all', { Rows: 200 }, 'risk');
    expect(all.status).toBe(200);
    expect(all.body.Count).toBe(all.body.Data.length);
    const ids = all.body.Data.map((r) => r.ApplicationId);
    expect(ids).toContain('APP-000001');
    const withAll = await post<List>(
      '/applications/find-all',
      { Rows: 200, Search: { Status: 'All', LoanNo: 'All' } },
      'risk',
    );
    expect(withAll.body.Count).toBe(all.body.Count);
    const rejected = await post<List>('/applications/find-all', { Search: { Status: 'Rejected' } }, 'risk');
    expect(rejected.body.Count).toBe(2);
    expect(rejected.body.Data.every((r) => r.Status === 'Rejected')).toBe(true);
    const seeded = await post<List>(
      '/applications/find-all',
      { Search: { ApplicationId: 'APP-00001' } },
      'risk',
    );
    // APP-000010 to APP-000019.
    expect(seeded.body.Count).toBe(10);
    const byName = await post<List>(
      '/applications/find-all',
      { Rows: 2, Page: 1, Search: { BorrowerName: 'maju' } },
      'risk',
    );
    expect(byName.body.Data).toHaveLength(2);
    expect(byName.body.Count).toBe(all.body.Data.filter((r) => r.CustomerId === 'CUST-000002').length);
    const mine = await post<List>(
      '/applications/find-all',
      { Rows: 200, Search: { CustomerId: 'CUST-000002' } },
      'borrower',
    );
    expect(mine.body.Count).toBe(all.body.Data.filter((r) => r.CustomerId === 'CUST-000001').length);
    expect(mine.body.Data.every((r) => r.CustomerId === 'CUST-000001')).toBe(true);
  });
});
