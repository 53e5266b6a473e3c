import { contexts } from '@ezc/contexts';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, signIn } from '../support/api';
import { registerBorrower } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';
import { writeStressResult } from '../support/stress';

/**
 * Every route of the API against every kind of caller, checked against a table written by hand
 * from the specification — not computed from the rules the guard enforces, so a wrong rule is
 * caught here. Each signed-in caller is tried twice: with a Bearer token, and as the site does it
 * (HttpOnly cookies and the CSRF header).
 */
const staff = ['admin', 'finance', 'risk', 'staff', 'signer', 'attorney'] as const;
/** The demo's two customers, and a second individual borrower registered by the test. */
const customers = ['borrower', 'company', 'borrower2'] as const;
const signedIn = [...staff, ...customers, 'service'] as const;
type Who = 'anonymous' | (typeof signedIn)[number];
const everyone: readonly Who[] = ['anonymous', ...signedIn];
const people: readonly Who[] = [...staff, ...customers];
const admin: readonly Who[] = ['admin'];
/** Customer records: the borrowers' own, and staff who review (read) or correct (edit) them. */
const recordReaders: readonly Who[] = ['admin', 'finance', 'risk', 'staff'];
const recordEditors: readonly Who[] = ['admin', 'risk', 'staff'];
const ownOrReader: readonly Who[] = [...customers, ...recordReaders];
const ownOrEditor: readonly Who[] = [...customers, ...recordEditors];

const expected: Record<string, readonly Who[]> = {
  'GET /api/client': everyone,
  'POST /api/auth/customer/login': everyone,
  'POST /api/sso/authorization': everyone,
  'POST /api/auth/mfa/enrolment': everyone,
  'POST /api/auth/mfa/enrol': everyone,
  'POST /api/staff/auth/login': everyone,
  'POST /api/auth/login': everyone,
  'POST /api/sso/authorisation': everyone,
  'POST /api/customer-refresh-token': everyone,
  'POST /api/customer-password/request-reset': everyone,
  'POST /api/customer-password/reset': everyone,
  'POST /api/auth/request-reset-password': everyone,
  'POST /api/auth/reset-password': everyone,
  'POST /api/get-roles-privileges': signedIn,
  'GET /api/auth/me': signedIn,
  'POST /api/auth/keep-alive': signedIn,
  'POST /api/auth/change-password': people,
  'GET /api/users': staff,
  'GET /api/users/:id': staff,
  'POST /api/roles/find-all': admin,
  'POST /api/roles/update-privileges': admin,
  'POST /api/users/update-roles': admin,
  'POST /api/users/set-status': admin,
  'POST /api/users/reset-mfa': admin,
  'GET /api/settings/mfa': admin,
  'POST /api/settings/mfa': admin,
  'GET /api/privacy-notice': everyone,
  'POST /api/privacy-notice': admin,
  'GET /api/consents': customers,
  'POST /api/consents/accept': customers,
  'GET /api/lists/items': signedIn,
  // Customers: CRM records and onboarding.
  'POST /api/customer/login/add': everyone,
  'POST /api/customer/email/verify': everyone,
  'POST /api/customer/email/resend-verification': customers,
  'POST /api/logs': everyone,
  'POST /api/customer/profile/find-one': ownOrReader,
  'POST /api/customer/profile/update': ownOrEditor,
  'POST /api/customer/addresses/add': ownOrEditor,
  'POST /api/customer/addresses/update': ownOrEditor,
  'POST /api/customer/employments/add': ownOrEditor,
  'POST /api/customer/employments/update': ownOrEditor,
  'POST /api/customer/banks/add': ownOrEditor,
  'POST /api/customer/banks/update': ownOrEditor,
  'POST /api/customer/company/find-one': ownOrReader,
  'POST /api/customer/company/update': ownOrEditor,
  'POST /api/customers/company/contact-persons/add': ownOrEditor,
  'POST /api/customers/company/contact-persons/update': ownOrEditor,
  'POST /api/customers/company/contact-persons/find-all': ownOrReader,
  'POST /api/customer/onboarding/complete': ownOrEditor,
  'POST /api/customer/customers/find-all': recordReaders,
  'POST /api/customer/customers/find-one': recordReaders,
  'POST /api/customer/customers/update': recordEditors,
  'POST /api/customer/customers/get-activities': recordReaders,
  // PDPA data access: a borrower's own export; a data-subject request answered by an Admin.
  'POST /api/customer/data-export/own': customers,
  'POST /api/customer/data-export/request': admin,
  // Customers: documents and media.
  // Anyone signed in keeps documents of their own (a borrower's record, a staff member's account);
  // the calls check the object: another borrower's is 404, a customer's is read by recordReaders.
  'GET /api/medias': people,
  'POST /api/medias/internal': people,
  'POST /api/medias/upload-url': people,
  'POST /api/medias/confirm-upload': people,
  'DELETE /api/medias/:MediaId': people,
  'POST /api/medias/download-url': people,
  'POST /api/customer-documents/get-latest-photo': ownOrReader,
  'POST /api/customer-documents/get-nric-front-photo': ownOrReader,
  'POST /api/customer-documents/get-nric-back-photo': ownOrReader,
  'POST /api/customer-documents/get-ssm-statutory-forms': ownOrReader,
  'POST /api/customer-documents/checklist': ownOrReader,
  // Customers: eKYC and saved signatures.
  // Each person's own eKYC: customers, and Company Signers and Attorneys for themselves (spec §2);
  // staff who review applications ('Application - View Details') also list everyone's.
  'POST /api/EKYC/upload-documents': ['signer', 'attorney', ...customers],
  'POST /api/2fa/SendSMSOTP': ['signer', 'attorney', ...customers],
  'POST /api/EKYC/PerformEKYC': ['signer', 'attorney', ...customers],
  'GET /api/EKYC/CheckEKYCCompleted/UserLogin': ['signer', 'attorney', ...customers],
  'POST /api/ekyc/find-all': people,
  // Every page's menu reads the setting; only an Admin changes it.
  'GET /api/settings/ekyc': signedIn,
  'POST /api/settings/ekyc': admin,
  // Whoever signs keeps a signature: 'Signature - Retrieve' (Admin, Staff, Company Signer, Attorney
  // and, by default, Borrower) or the Company Signer and Attorney roles.
  'POST /api/signatures/get-user-signature': ['admin', 'staff', 'signer', 'attorney', ...customers],
  'POST /api/signatures/add-user-signature': ['admin', 'staff', 'signer', 'attorney', ...customers],
  'POST /api/signatures/update-user-signature': ['admin', 'staff', 'signer', 'attorney', ...customers],
  'POST /api/signatures/delete-user-signature': ['admin', 'staff', 'signer', 'attorney', ...customers],
  'POST /api/signatures/download-user-signature': ['admin', 'staff', 'signer', 'attorney', ...customers],
  // Lending setup: read by whom the menu shows it (products: 'Menu - Setup > Product', Admin by
  // default; packages: Admin and Finance Team; partners: 'Partner - List', Admin and Finance Team
  // by default); changed by the action rights' defaults (Admin), checked before the input.
  'POST /api/products/find-all': admin,
  'POST /api/products/add': admin,
  'POST /api/products/find-one': admin,
  'POST /api/products/update': admin,
  'POST /api/products/delete': admin,
  'POST /api/products/add-fee': admin,
  'POST /api/products/get-fees': admin,
  'POST /api/product-fees/find-one': admin,
  'POST /api/product-fees/update': admin,
  'POST /api/product-fees/delete': admin,
  'POST /api/packages/find-all': ['admin', 'finance'],
  'POST /api/packages/add': admin,
  'POST /api/packages/find-one': ['admin', 'finance'],
  'POST /api/packages/update': admin,
  'POST /api/packages/delete': admin,
  'POST /api/partners/find-all': ['admin', 'finance'],
  'POST /api/partners/add': admin,
  'POST /api/partners/find-one': ['admin', 'finance'],
  'POST /api/partners/update': admin,
  'POST /api/partners/delete': admin,
  'POST /api/settings/action-rights/find': admin,
  'POST /api/settings/action-rights/update': admin,
  // Signing: the company signs with 'Signer - Company' (Company Signer, Admin); the borrower signs
  // their own loan; the attestor is an Attorney; the agreement is read by its borrower and staff,
  // its chain checked by staff; explanation videos are product setup ('Menu - Setup > Product').
  'POST /api/loans/sign-as-company': ['admin', 'signer'],
  'POST /api/loans/video-watched': customers,
  'POST /api/loans/decline-pre-recorded': customers,
  'POST /api/loans/sign-without-live-session': customers,
  'POST /api/loans/sign-as-borrower': customers,
  'POST /api/loans/sign-as-attestator': ['attorney'],
  'POST /api/agreements/find-one': people,
  'POST /api/agreements/download': people,
  'POST /api/agreements/verify': staff,
  'POST /api/agreements/find-all': staff,
  'POST /api/signing-videos/upload': admin,
  'POST /api/signing-videos/confirm': admin,
  'POST /api/signing-videos/find-one': people,
  // Appointment slots: 'Menu - Setup > Signing Session' (Admin by default), read and changed alike.
  'POST /api/appointment-slot-groups/add': admin,
  'POST /api/appointment-slot-groups/find-one': admin,
  'POST /api/appointment-slot-groups/update': admin,
  'POST /api/appointment-slot-groups/find-all': admin,
  'POST /api/appointment-slot-groups/delete': admin,
  'POST /api/appointment-slot-sessions/add': admin,
  'POST /api/appointment-slot-sessions/find-one': admin,
  'POST /api/appointment-slot-sessions/update': admin,
  'POST /api/appointment-slot-sessions/find-all': admin,
  'POST /api/appointment-slot-sessions/delete': admin,
  // The live room: its two people join (a borrower their own session; another's is 404); its
  // attestor (an Attorney; another Attorney's session is refused) starts, records, ends and marks a
  // no-show; staff who follow signing sessions download the recording.
  'POST /api/signing-sessions/join': ['attorney', ...customers],
  'POST /api/signing-sessions/start': ['attorney'],
  'POST /api/signing-sessions/end': ['attorney'],
  'POST /api/signing-sessions/no-show': ['attorney'],
  'POST /api/signing-sessions/recording-upload': ['attorney'],
  'POST /api/signing-sessions/download-recording': ['admin', 'attorney'],
  // Booking: a borrower books and moves their own loan's session; the calendars and the sessions
  // listing are the borrowers' and those of staff with 'Loan - Retrieve Signing Sessions'; a
  // loan's sessions are read by its borrower and by staff who see loans or take part in signing.
  'POST /api/signing-sessions/attestors': ['admin', 'attorney', ...customers],
  'POST /api/signing-sessions/available-sessions': ['admin', 'attorney', ...customers],
  'POST /api/signing-sessions/find-all': ['admin', 'attorney', ...customers],
  // An Attorney's Loan Listing: the loans of their own signing sessions.
  'POST /api/signing-sessions/my-loans': ['attorney'],
  'POST /api/loans/schedule-signing-session': customers,
  'POST /api/loans/reschedule-signing-session': customers,
  'POST /api/loans/get-signing-sessions': people,
  // Applications and loans: a borrower's own (another's answers 404, not 403); staff by the
  // privileges of spec §2 (lists: 'Application - Retrieve List', 'Loan - Retrieve List'; one object:
  // the View Details privileges); decisions and loan steps by the action rights' defaults (Risk
  // Team decides applications, Finance Team stamps, disburses, terminates and activates).
  'POST /api/applications/available-products': people,
  'POST /api/applications/quote': people,
  'POST /api/applications/add': customers,
  'POST /api/applications/save-draft': customers,
  'POST /api/applications/submit': customers,
  'POST /api/applications/cancel': customers,
  'POST /api/applications/add-document': customers,
  'POST /api/applications/find-all': ['admin', 'risk', ...customers],
  'POST /api/applications/find-one': ['admin', 'finance', 'risk', 'staff', ...customers],
  'POST /api/applications/get-documents': ['admin', 'finance', 'risk', 'staff', ...customers],
  'POST /api/applications/approve': ['admin', 'risk'],
  'POST /api/applications/reject': ['admin', 'risk'],
  'POST /api/applications/void': ['admin', 'risk'],
  'POST /api/loans/find-all': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/find-one': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/view': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/account-view': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/outstanding': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/outstanding-installments': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/get-outstanding-balance': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/get-customer': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/get-activities': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/transaction-history': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'GET /api/loans/:loanNo/invoices': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/terminate': ['admin', 'finance'],
  'POST /api/loans/stamp': ['admin', 'finance'],
  'POST /api/loans/disburse': ['admin', 'finance'],
  'POST /api/loans/get-disbursement-account': ['admin', 'finance'],
  'POST /api/simple-loan-schedules/activate-installment': ['admin', 'finance'],
  'GET /api/loan-documents/internal': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loan-documents/find-one': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loan-documents/download': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loan-activities/customer-download': [
    'admin',
    'finance',
    'risk',
    'staff',
    'signer',
    ...customers,
  ],
  // E-mandates: a borrower's own loan (another's answers 404), or staff who see loans' details
  // (registering also 'Manual Payment Receipt'; listing 'Loan - Retrieve List'). The provider's
  // webhook is public: its HMAC signature stands in for a token (unsigned calls answer 401).
  'POST /api/mandate/add': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/get-mandate': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/mandate/find-all': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/webhooks/e-mandate': everyone,
  // Payments: a borrower pays, uploads a receipt and reads their own loan's money (another's
  // answers 404); staff who see loans' details read it and record a payment for a borrower; staff
  // with 'Manual Payment Receipt' record money received (approved at once); Finance Team and Admin
  // confirm payments, list what was received and manage invoices; installment activation is the
  // action right's (by default Finance Team and Admin).
  'POST /api/payments/get-payment-methods': signedIn,
  'POST /api/payments/add': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/payments/manual': ['admin', 'finance'],
  'POST /api/payments/upload-receipt': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/payments/confirm-payment': ['admin', 'finance'],
  'POST /api/payments/get-receipt': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/payments/download-receipt': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  // A borrower's own proof of payment, and Finance Team and Admin who check it against the bank.
  'POST /api/payments/download-uploaded-receipt': ['admin', 'finance', ...customers],
  'POST /api/payments/received': ['admin', 'finance'],
  'POST /api/loans/payments': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/simple-loan-schedules/get-schedule-payment-details': [
    'admin',
    'finance',
    'risk',
    'staff',
    'signer',
    ...customers,
  ],
  'POST /api/loans/settlement-quote': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/full-settlement': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/loans/statement': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/invoices/find-all': ['admin', 'finance'],
  'POST /api/invoices/cancel': ['admin', 'finance'],
  'POST /api/invoices/get-lpc': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/credit-notes/get-latest': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/credit-notes/find-all': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  'POST /api/credit-notes/find-one': ['admin', 'finance', 'risk', 'staff', 'signer', ...customers],
  // Reports (issue 11): the Finance Team and Admin read them and their exports; the dashboard's
  // figures need the 'Dashboard' privilege (Admin's by default); rebuilding the projection is Admin's.
  'POST /api/reports/installments': ['admin', 'finance'],
  'POST /api/payments/list': ['admin', 'finance'],
  'POST /api/loans/interest-report': ['admin', 'finance'],
  'POST /api/loans/summary-report': ['admin', 'finance'],
  'POST /api/reports/lpc': ['admin', 'finance'],
  'POST /api/reports/:report/export': ['admin', 'finance'],
  'POST /api/reports/exports/find-one': ['admin', 'finance'],
  'POST /api/reports/dashboard': ['admin'],
  'POST /api/reports/rebuild': ['admin'],
  'POST /api/reports/rebuild-status': ['admin'],
  // Compliance (issue 13): the Admin's page. Who read which customer's documents is kept from the
  // Risk Team and Staff, who read documents themselves in their work.
  'POST /api/compliance/products': admin,
  // Staff who view loans or applications; the kind of record each may open is checked on the record.
  'POST /api/notes/add': ['admin', 'finance', 'risk', 'staff', 'signer'],
  'POST /api/notes/find-all': ['admin', 'finance', 'risk', 'staff', 'signer'],
  'POST /api/compliance/document-reads': admin,
  'POST /api/compliance/document-reads/export': admin,
  'POST /api/compliance/document-reads/exports/find-one': admin,
  'GET /api/realtime/events': signedIn,
  'POST /api/realtime/ticket': signedIn,
  // Last: it ends the caller's session.
  'POST /api/auth/logout': signedIn,
};

const emails: Record<Exclude<Who, 'anonymous' | 'service'>, string> = {
  admin: 'admin@demo.test',
  finance: 'finance@demo.test',
  risk: 'risk@demo.test',
  staff: 'staff@demo.test',
  signer: 'signer@demo.test',
  attorney: 'attorney@demo.test',
  borrower: 'borrower@demo.test',
  company: 'company@demo.test',
  borrower2: 'second.borrower@example.test',
};

/** How a caller presents itself: nothing, a Bearer token, or the site's cookies with the CSRF header. */
type Credentials = { headers: Record<string, string>; writeHeaders: Record<string, string> };

let rt: LocalRuntime;
const bearer = new Map<Who, Credentials>();
const cookies = new Map<Who, Credentials>();

async function siteSession(email: string): Promise<Credentials> {
  const staffMember = !email.includes('borrower') && !email.includes('company');
  const headers = { 'content-type': 'application/json', 'x-client': 'web' };
  let res: Response;
  if (staffMember) {
    const sso = await fetch(`${rt.url}/api/sso/authorization`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: DEMO_PASSWORD, client_id: 'loan-web' }),
    });
    const { code } = (await sso.json()) as { code: string };
    res = await fetch(`${rt.url}/api/staff/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code }),
    });
  } else {
    res = await fetch(`${rt.url}/api/auth/customer/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
  }
  const jar = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = /ezc_csrf=([^;]+)/.exec(jar)?.[1] ?? '';
  return { headers: { cookie: jar }, writeHeaders: { cookie: jar, 'x-csrf-token': csrf } };
}

const routes = () => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const ctx of Object.values(contexts)) {
    for (const r of ctx.app.routes) {
      if (r.method === 'ALL') continue;
      const path = `/api${r.path}`;
      seen.set(`${r.method} ${path}`, { method: r.method, path });
    }
  }
  return seen;
};

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  bearer.set('anonymous', { headers: {}, writeHeaders: {} });
  cookies.set('anonymous', { headers: {}, writeHeaders: {} });
  const secondBorrower = await registerBorrower(api(rt.url), {
    FullName: 'Nurul Izzah binti Hassan',
    Email: emails.borrower2,
    Password: DEMO_PASSWORD,
  });
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    // The registered borrower has the token registration gave them; the demo accounts sign in.
    const token = who === 'borrower2' ? secondBorrower : await signIn(rt.url, email);
    bearer.set(who, {
      headers: { authorization: `Bearer ${token}` },
      writeHeaders: { authorization: `Bearer ${token}` },
    });
    cookies.set(who, await siteSession(email));
  }
  const service = await api(rt.url).post<{ access_token: string }>('/sso/authorisation', {
    Username: 'system@ezc.local',
    Password: DEMO_PASSWORD,
    ApiKey: 'local-system-api-key-0001',
  });
  const auth = { authorization: `Bearer ${service.body.access_token}` };
  bearer.set('service', { headers: auth, writeHeaders: auth });
});
afterAll(async () => {
  await rt?.stop();
  writeStressResult('access-matrix', {
    summary: {
      routes: Object.keys(expected).length,
      callers: everyone.length,
      requests: tally.requests,
      unexpectedAllows: tally.unexpectedAllows,
      unexpectedRefusals: tally.unexpectedRefusals,
      serverErrors: tally.serverErrors,
    },
    byMode: tally.byMode,
  });
});

/** What the matrix saw, for the stress results. */
const tally = {
  requests: 0,
  unexpectedAllows: 0,
  unexpectedRefusals: 0,
  serverErrors: 0,
  byMode: {} as Record<string, { requests: number; allowed: number; refused: number }>,
};

describe('the access matrix', () => {
  it('has an expectation for every route, and a route for every expectation', () => {
    const registered = [...routes().keys()].sort();
    expect(registered).toEqual(Object.keys(expected).sort());
  });

  for (const [mode, store] of [
    ['Bearer tokens', bearer],
    ["the site's cookies and CSRF header", cookies],
  ] as const) {
    it(`answers every caller as the table says, with ${mode}`, async () => {
      const problems: string[] = [];
      for (const [key, allowed] of Object.entries(expected)) {
        const [method, path] = key.split(' ') as [string, string];
        // Every caller of one route at once; routes one after the other, so each caller's calls
        // keep their order (a sign-out comes after what it would end).
        const write = method !== 'GET';
        const answers = await Promise.all(
          [...store].map(async ([who, credentials]) => {
            const res = await fetch(rt.url + path.replace(/:(\w+)/g, 'STF-0001'), {
              method,
              headers: {
                ...(write ? credentials.writeHeaders : credentials.headers),
                ...(write ? { 'content-type': 'application/json' } : {}),
              },
              ...(write ? { body: '{}' } : {}),
            });
            const body = (await res.json().catch(() => ({}))) as { code?: string };
            return { who, res, body };
          }),
        );
        for (const { who, res, body } of answers) {
          // A public route's own credential travels in its body (a refresh token, a code): its 401
          // is the route's answer to that, not the guard's. Only a signed-in route's 401 is a refusal.
          const guarded = !allowed.includes('anonymous');
          const refused =
            (guarded && res.status === 401) || body.code === 'AUTH.FORBIDDEN' || body.code === 'AUTH.CSRF';
          const label = `${key} as ${who}: ${res.status} ${body.code ?? ''}`;
          tally.byMode[mode] ??= { requests: 0, allowed: 0, refused: 0 };
          const seen = tally.byMode[mode];
          tally.requests++;
          seen.requests++;
          if (refused) seen.refused++;
          else seen.allowed++;
          if (res.status >= 500) {
            tally.serverErrors++;
            problems.push(`${label} (server error)`);
          }
          if (allowed.includes(who) && refused) {
            tally.unexpectedRefusals++;
            problems.push(`${label} (expected to be let through)`);
          }
          if (!allowed.includes(who)) {
            const want = who === 'anonymous' ? 401 : 403;
            if (res.status !== want) {
              tally.unexpectedAllows++;
              problems.push(`${label} (expected ${want})`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    }, 180_000);
  }

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const site = await siteSession('admin@demo.test');
    const without = await fetch(`${rt.url}/api/auth/keep-alive`, {
      method: 'POST',
      headers: { ...site.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(without.status).toBe(403);
    expect(((await without.json()) as { code: string }).code).toBe('AUTH.CSRF');
  });
});
