import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api, DEMO_PASSWORD, signIn } from '../support/api';
import { signaturePng } from '../support/booking';
import { registerBorrower } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';
import { scanStore } from '../support/store-scan';
import { businessNow } from '../support/test-clock';

/**
 * Consent to the Privacy Notice (PDPA 2010): recorded at registration and with each agreement the
 * borrower signs, each in the write of what it goes with; a version an Admin publishes asks every
 * customer again at their next sign-in, once.
 */

type Problem = { message: string; code: string };
interface ConsentRow {
  Kind: string;
  NoticeVersion: string;
  AgreementRef?: string;
  LoanNo?: string;
  AgreementVersion?: number;
  At: string;
  IpAddress: string;
}
interface Mine {
  NoticeVersion: string;
  ConsentRequired: boolean;
  LastAcceptedVersion?: string;
  Consents: ConsentRow[];
}

const FIRST = '2026-11-01';
const NEXT = '2027-01-15';
const newcomer = {
  FullName: 'Siti Aminah binti Yusof',
  Email: 'siti.consent@example.com',
  Password: 'Kopi#Pagi2026!',
};

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
/** The address the server sees this test's calls come from. */
let ip: string;

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'admin', 'finance', 'signer', 'attorney']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  ip = (await a.get<{ ip: string }>('/client')).body.ip;
}, 240_000);
afterAll(async () => rt?.stop());

const mine = async (token: string) => (await a.get<{ Data: Mine } & Problem>('/consents', token)).body.Data;
const consentRows = async () => [...(await scanStore(rt)).values()].filter((i) => i.EntityType === 'Consent');
const problem = (r: Answer<Problem>) => [r.status, r.body.code];
const customerLogin = (username: string, password = DEMO_PASSWORD) =>
  a.post<{ access_token: string; ConsentRequired?: boolean; NoticeVersion?: string }>(
    '/auth/customer/login',
    {
      username,
      password,
    },
  );

describe('consent at registration', () => {
  it("keeps the demo borrower's registration consent to the first notice", async () => {
    const d = await mine(tokens.borrower!);
    expect([d.NoticeVersion, d.ConsentRequired]).toEqual([FIRST, false]);
    const registration = d.Consents.filter((c) => c.Kind === 'Registration');
    expect(registration.map((c) => [c.Kind, c.NoticeVersion])).toEqual([['Registration', FIRST]]);
  });

  it('records the notice version, time and IP with the new account, in its write', async () => {
    const before = businessNow(rt).getTime();
    tokens.newcomer = await registerBorrower(a, newcomer);
    const d = await mine(tokens.newcomer);
    expect(d.Consents.map((c) => [c.Kind, c.NoticeVersion, c.IpAddress])).toEqual([
      ['Registration', FIRST, ip],
    ]);
    const at = Date.parse(d.Consents[0]!.At);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(businessNow(rt).getTime());
    expect(d.ConsentRequired).toBe(false);
  });

  it('writes no consent when the e-mail already has an account (answered alike, nothing made)', async () => {
    const before = (await consentRows()).length;
    const again = await a.post<Problem>('/customer/login/add', {
      ...newcomer,
      ConfirmPassword: newcomer.Password,
      AccountType: 'individual',
    });
    expect(again.status).toBe(202);
    expect((await consentRows()).length).toBe(before);
  });
});

describe('consent with each agreement the borrower signs', () => {
  const LoanNo = 'EZC000001';

  it('records an Agreement consent naming the loan and agreement version, with the signature', async () => {
    const company = await a.call<Problem>('POST', '/loans/sign-as-company', {
      body: { LoanNo, SignatureFile: signaturePng() },
      token: tokens.signer!,
    });
    expect(company.status).toBe(200);
    expect((await a.post('/loans/video-watched', { LoanNo }, tokens.borrower)).status).toBe(200);
    const signed = await a.post<Problem>(
      '/loans/sign-without-live-session',
      { LoanNo, SignatureFile: signaturePng() },
      tokens.borrower,
    );
    expect(signed.status).toBe(200);
    const agreements = (await mine(tokens.borrower!)).Consents.filter((c) => c.LoanNo === LoanNo);
    // Version 1 prepared, 2 the company's signature, 3 the borrower's.
    expect(
      agreements.map((c) => [c.Kind, c.AgreementRef, c.AgreementVersion, c.NoticeVersion, c.IpAddress]),
    ).toEqual([['Agreement', 'EZC000001#v3', 3, FIRST, ip]]);
  });

  it('writes none when the signature is refused', async () => {
    const before = (await consentRows()).length;
    const again = await a.post<Problem>(
      '/loans/sign-without-live-session',
      { LoanNo, SignatureFile: signaturePng() },
      tokens.borrower,
    );
    expect(again.status).toBe(422);
    expect((await consentRows()).length).toBe(before);
  });
});

describe('consent with an agreement signed in a live session', () => {
  it('is recorded with the signature the borrower makes in the room', async () => {
    const LoanNo = 'EZC000003';
    const sessions = await a.post<{ Data: { SigningSessionId: string; Status: string }[] }>(
      '/loans/get-signing-sessions',
      { LoanNo },
      tokens.borrower,
    );
    const booked = sessions.body.Data.find((s) => s.Status === 'Pending Start')!;
    const started = await a.post(
      '/signing-sessions/start',
      { SigningSessionId: booked.SigningSessionId },
      tokens.attorney,
    );
    expect(started.status).toBe(200);
    const signed = await a.post(
      '/loans/sign-as-borrower',
      { LoanNo, SignatureFile: signaturePng() },
      tokens.borrower,
    );
    expect(signed.status).toBe(200);
    const agreements = (await mine(tokens.borrower!)).Consents.filter((c) => c.LoanNo === LoanNo);
    // The demo leaves it prepared (1) and signed by the company (2): the borrower's is version 3.
    expect(agreements.map((c) => [c.Kind, c.AgreementRef, c.NoticeVersion, c.IpAddress])).toEqual([
      ['Agreement', 'EZC000003#v3', FIRST, ip],
    ]);
  });
});

describe('a new notice version', () => {
  it('is published by an Admin only', async () => {
    const body = {
      Version: NEXT,
      ChangesEn: 'We now keep sign-in history for two years.',
      ChangesMs: 'Kami kini menyimpan sejarah log masuk selama dua tahun.',
    };
    expect((await a.post('/privacy-notice', body, tokens.borrower)).status).toBe(403);
    expect((await a.post('/privacy-notice', body, tokens.finance)).status).toBe(403);
    expect((await a.post('/privacy-notice', body)).status).toBe(401);
    const older = await a.post<Problem>('/privacy-notice', { ...body, Version: '2026-10-01' }, tokens.admin);
    expect(problem(older)).toEqual([422, 'CONSENT.VERSION_NOT_NEWER']);
    const impossible = await a.post<Problem>(
      '/privacy-notice',
      { ...body, Version: '2027-02-30' },
      tokens.admin,
    );
    expect(impossible.status).toBe(400);
    const published = await a.post<{ Data: { Version: string } }>('/privacy-notice', body, tokens.admin);
    expect(published.status).toBe(200);
    expect(published.body.Data.Version).toBe(NEXT);
    const notice = await a.get<{ Data: { Version: string; ChangesMs: string } }>('/privacy-notice');
    expect([notice.body.Data.Version, notice.body.Data.ChangesMs]).toEqual([NEXT, body.ChangesMs]);
    const history = await rt.platform.store.history('PrivacyNotice', 'PrivacyNotice');
    expect(history.at(-1)).toMatchObject({
      Activity: 'Privacy notice version published',
      ActorId: 'STF-0001',
    });
  });

  it('asks the customer again at their next sign-in, and only customers', async () => {
    const login = await customerLogin(newcomer.Email, newcomer.Password);
    expect([login.status, login.body.ConsentRequired, login.body.NoticeVersion]).toEqual([200, true, NEXT]);
    tokens.newcomer = login.body.access_token;
    const me = await a.get<{ Data: { ConsentRequired?: boolean } }>('/auth/me', tokens.newcomer);
    expect(me.body.Data.ConsentRequired).toBe(true);
    const staff = await a.get<{ Data: { ConsentRequired?: boolean } }>('/auth/me', tokens.admin);
    expect(staff.body.Data.ConsentRequired).toBeUndefined();
  });

  it('refuses a version other than the one in force, and staff accepting', async () => {
    const old = await a.post<Problem>('/consents/accept', { NoticeVersion: FIRST }, tokens.newcomer);
    expect(problem(old)).toEqual([409, 'CONSENT.NOTICE_CHANGED']);
    expect((await a.post('/consents/accept', { NoticeVersion: NEXT }, tokens.admin)).status).toBe(403);
  });

  it('records the acceptance with time and IP, and audits it', async () => {
    const before = businessNow(rt).getTime();
    const accepted = await a.post<{ Data: ConsentRow }>(
      '/consents/accept',
      { NoticeVersion: NEXT },
      tokens.newcomer,
    );
    expect(accepted.status).toBe(200);
    expect([accepted.body.Data.Kind, accepted.body.Data.NoticeVersion, accepted.body.Data.IpAddress]).toEqual(
      ['Notice', NEXT, ip],
    );
    expect(Date.parse(accepted.body.Data.At)).toBeGreaterThanOrEqual(before - 1000);
    const d = await mine(tokens.newcomer!);
    expect([d.ConsentRequired, d.LastAcceptedVersion]).toEqual([false, NEXT]);
    expect(d.Consents.map((c) => [c.Kind, c.NoticeVersion])).toEqual([
      ['Notice', NEXT],
      ['Registration', FIRST],
    ]);
    const me = await a.get<{ Data: { UserId: string } }>('/auth/me', tokens.newcomer);
    const history = await rt.platform.store.history('Account', me.body.Data.UserId);
    expect(history.filter((h) => h.Activity === 'Privacy notice accepted')).toMatchObject([
      { Remarks: `Version ${NEXT}`, IpAddress: ip },
    ]);
    const login = await customerLogin(newcomer.Email, newcomer.Password);
    expect([login.status, login.body.ConsentRequired]).toEqual([200, false]);
  });

  it('still asks a customer who has not accepted it', async () => {
    const login = await customerLogin('company@demo.test');
    expect([login.status, login.body.ConsentRequired, login.body.NoticeVersion]).toEqual([200, true, NEXT]);
  });
});
