import { identityPorts } from '@ezc/fn-identity/ports';
import { createAccount } from '@ezc/fn-identity/use-cases/create-account';
import type { LocalRuntime } from '@ezc/local';
import { samplePdf } from '@ezc/platform/uploads/sample-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api, signIn } from '../support/api';
import { fillInProfile, registerBorrower, uploadIndividualDocuments } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';
import { businessNow } from '../support/test-clock';

/**
 * Separation of duties: nobody approves, stamps or disburses a loan whose borrower account has
 * their own e-mail address. A Risk Team member who registered as a borrower with their work
 * address cannot approve their own application (another approver can); a Finance Team member
 * signed in with a demo borrower's address cannot stamp or disburse that borrower's loans. Each
 * refusal is a 403 with its code, in English or Malay, and is kept in the object's history.
 */
let rt: LocalRuntime;
let a: ReturnType<typeof api>;
type Problem = { message: string; code: string };
const OWN =
  'You cannot approve, stamp or disburse a loan whose borrower account has your own e-mail address: another staff member must do it.';
const problem = (r: Answer<Problem>) => [r.status, r.body.code, r.body.message];

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

describe('approving', () => {
  let applicationId = '';

  it('refuses a Risk Team member their own application, and records it; another approver may', async () => {
    // The risk officer registers a borrower account with the address they sign in to work with.
    const token = await registerBorrower(a, {
      FullName: 'Rajesh Kumar',
      Email: 'risk@demo.test',
      Password: 'roti canai dengan kari',
    });
    const address = {
      AddressLine1: 'No. 5, Jalan Ipoh',
      Postcode: '51200',
      City: 'Kuala Lumpur',
      State: 'W_P_KUALA_LUMPUR',
      Country: 'MY',
    };
    const customerId = await fillInProfile(
      a,
      token,
      {
        FullName: 'Rajesh Kumar',
        IdType: 'NRIC',
        NRIC: '880412-14-5523',
        Nationality: 'MALAYSIAN',
        MaritalStatus: 'Married',
        Ethnicity: 'Indian',
        BumiputeraYN: 'N',
        ContactNo: '012-555 6677',
        Address: address,
      },
      {
        EmploymentType: 'Employed',
        EmploymentTerm: 'Permanent',
        NatureOfBusiness: 'FINANCE',
        Designation: 'Risk Officer',
        CompanyName: 'EZC Credit Sdn. Bhd.',
        CompanyAddress: address,
      },
    );
    await uploadIndividualDocuments(rt.url, token, customerId);
    expect((await a.post('/customer/onboarding/complete', {}, token)).status).toBe(200);
    await rt.settle();
    const applied = await a.post<{ Data: { ApplicationId: string; Status: string } }>(
      '/applications/add',
      { SKU: 'PL-SIMPLE-18', Amount: 3000, NumberOfInstallments: 6 },
      token,
    );
    expect([applied.status, applied.body.Data.Status]).toEqual([201, 'In Review']);
    applicationId = applied.body.Data.ApplicationId;

    const risk = await signIn(rt.url, 'risk@demo.test');
    const own = await a.post<Problem>(
      '/applications/approve',
      { ApplicationId: applicationId, Reason: 'Mine.' },
      risk,
    );
    expect(problem(own)).toEqual([403, 'LENDING.OWN_ACCOUNT', OWN]);
    const ms = await a.call<Problem>('POST', '/applications/approve', {
      body: { ApplicationId: applicationId, Reason: 'Mine.' },
      token: risk,
      headers: { 'accept-language': 'ms' },
    });
    expect(problem(ms)).toEqual([
      403,
      'LENDING.OWN_ACCOUNT',
      'Anda tidak boleh meluluskan, menyetem atau mengeluarkan pinjaman yang akaun peminjamnya mempunyai alamat e-mel anda sendiri: kakitangan lain perlu melakukannya.',
    ]);
    const still = await a.post<{ Data: { Status: string } }>(
      '/applications/find-one',
      { ApplicationId: applicationId },
      risk,
    );
    expect(still.body.Data.Status).toBe('In Review');
    const history = await rt.platform.store.history('Application', applicationId);
    expect(history.filter((h) => String(h.Activity).startsWith('Approval refused'))).toEqual([
      expect.objectContaining({
        Activity: "Approval refused: the borrower account has the staff member's own e-mail address",
        ActorId: 'STF-0003',
        IpAddress: '127.0.0.1',
      }),
      expect.objectContaining({ ActorId: 'STF-0003' }),
    ]);

    const admin = await signIn(rt.url, 'admin@demo.test');
    const approved = await a.post<{ Data: { Status: string } }>(
      '/applications/approve',
      { ApplicationId: applicationId, Reason: 'Checked by another approver.' },
      admin,
    );
    expect([approved.status, approved.body.Data.Status]).toEqual([200, 'Approved']);
  });
});

describe('stamping and disbursing', () => {
  /** The business date in Malaysia. */
  const today = () => new Date(businessNow(rt).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
  const receipt = samplePdf('Receipt').toString('base64');
  const PASSWORD = 'kuih lapis berwarna warni';
  const tokens: Record<string, string> = {};

  /** A staff member's two sign-in calls of the contract. */
  async function staffToken(email: string): Promise<string> {
    const sso = await a.post<{ code: string }>('/sso/authorization', {
      email,
      password: PASSWORD,
      client_id: 'loan-web',
    });
    expect(sso.status).toBe(200);
    const login = await a.post<{ access_token: string }>('/staff/auth/login', { code: sso.body.code });
    return login.body.access_token;
  }

  beforeAll(async () => {
    // Finance Team members whose staff accounts have the demo borrowers' addresses (as typed by
    // someone: other case, spaces around), made as any staff account is, by identity's use case.
    const ports = identityPorts(rt.platform);
    for (const [AccountId, Email] of [
      ['STF-0098', ' Borrower@Demo.Test'],
      ['STF-0099', 'COMPANY@demo.test '],
    ] as const) {
      await createAccount(
        ports,
        {
          AccountId,
          Kind: 'staff',
          Email,
          FullName: `Finance ${AccountId}`,
          Roles: ['Finance Team'],
          GroupCode: 'FIN',
          password: PASSWORD,
        },
        { id: 'test', kind: 'system' },
      );
    }
    tokens.borrowersOwn = await staffToken('borrower@demo.test');
    tokens.companysOwn = await staffToken('company@demo.test');
    tokens.finance = await signIn(rt.url, 'finance@demo.test');
  });

  it("refuses to stamp the borrower's own signed loan, audited; another member of Finance may", async () => {
    const body = {
      LoanNo: 'EZC000005',
      StampingDate: today(),
      StampReceiptFileStream: receipt,
      StampReceiptFileType: 'pdf',
    };
    const refused = await a.post<Problem>('/loans/stamp', body, tokens.borrowersOwn);
    expect(problem(refused)).toEqual([403, 'LENDING.OWN_ACCOUNT', OWN]);
    const loan = await a.post<{ Data: { Status: string } }>(
      '/loans/find-one',
      { LoanNo: 'EZC000005' },
      tokens.finance,
    );
    expect(loan.body.Data.Status).toBe('Signed');
    const history = await rt.platform.store.history('Loan', 'EZC000005');
    expect(history.filter((h) => String(h.Activity).startsWith('Stamping refused'))).toEqual([
      expect.objectContaining({
        Activity: "Stamping refused: the borrower account has the staff member's own e-mail address",
        ActorId: 'STF-0098',
      }),
    ]);
    // The company's own staff member is not the borrower here: nothing stops them.
    const byOther = await a.post<{ Data: { Status: string } }>('/loans/stamp', body, tokens.companysOwn);
    expect([byOther.status, byOther.body.Data.Status]).toEqual([200, 'Stamped']);
  });

  it("refuses to disburse the company's own stamped loan, audited; another member of Finance may", async () => {
    const body = {
      LoanNo: 'EZC000006',
      Method: 'Bank Transfer',
      Amount: 80000,
      RefNo: 'IBG-OWN-01',
      Bank: 'Maybank',
      AccountNo: '514012345678',
      AccountName: 'Syarikat Maju Jaya Sdn. Bhd.',
      Currency: 'MYR',
      OffsetDocNo: [],
      DisbursementReceiptFileStream: receipt,
      DisbursementReceiptFileType: 'pdf',
      PaymentDate: today(),
    };
    const refused = await a.call<Problem>('POST', '/loans/disburse', {
      body,
      token: tokens.companysOwn,
      headers: { 'Idempotency-Key': 'own-account-disburse-1', 'accept-language': 'ms' },
    });
    expect(problem(refused)).toEqual([
      403,
      'LENDING.OWN_ACCOUNT',
      'Anda tidak boleh meluluskan, menyetem atau mengeluarkan pinjaman yang akaun peminjamnya mempunyai alamat e-mel anda sendiri: kakitangan lain perlu melakukannya.',
    ]);
    const loan = await a.post<{ Data: { Status: string } }>(
      '/loans/find-one',
      { LoanNo: 'EZC000006' },
      tokens.finance,
    );
    expect(loan.body.Data.Status).toBe('Stamped');
    const history = await rt.platform.store.history('Loan', 'EZC000006');
    expect(history.filter((h) => String(h.Activity).startsWith('Disbursement refused'))).toEqual([
      expect.objectContaining({
        Activity: "Disbursement refused: the borrower account has the staff member's own e-mail address",
        ActorId: 'STF-0099',
      }),
    ]);
    const done = await a.call<{ Data: { Status: string } }>('POST', '/loans/disburse', {
      body,
      token: tokens.borrowersOwn,
      headers: { 'Idempotency-Key': 'own-account-disburse-2' },
    });
    expect([done.status, done.body.Data.Status]).toEqual([200, 'Disbursed']);
  });
});
