import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, signIn } from '../support/api';
import { authenticatorCode } from '../support/authenticator';
import { linkMailedTo, mailsTo } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';
import { MFA_SETUP_SUBJECT } from '../support/two-step';

type Enrolment = {
  secret: string;
  otpauth_url: string;
  qr: { size: number; path: string };
  email: string;
};
const SENT = {
  message:
    'Two-step sign-in must be set up before you sign in. We have e-mailed you a link to set it up: it works once, within 10 minutes.',
  code: 'AUTH.MFA_ENROLMENT_SENT',
};

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

const sso = (email: string, otp?: string) =>
  a.post<{ code?: string; sso_token?: string; message?: string }>('/sso/authorization', {
    email,
    password: DEMO_PASSWORD,
    client_id: 'loan-web',
    ...(otp ? { otp } : {}),
  });
const thirtySeconds = 30_000;

describe('two-step sign-in for staff (local default: nobody must enrol)', () => {
  it("keeps the contract's two-call staff sign-in for the demo accounts", async () => {
    const first = await sso('finance@demo.test');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['code', 'sso_token']);
    const settings = await a.get<{ Data: { Roles: string[]; IsDefault: boolean } }>(
      '/settings/mfa',
      await signIn(rt.url, 'admin@demo.test'),
    );
    expect(settings.body.Data).toEqual({ Roles: [], IsDefault: true });
  });

  it('mails the set-up link to a role an Admin requires, and gives the password alone nothing to enrol with', async () => {
    const admin = await signIn(rt.url, 'admin@demo.test');
    const set = await a.post('/settings/mfa', { Roles: ['Finance Team'] }, admin);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ Data: { Roles: ['Finance Team'], IsDefault: false } });
    expect(
      (await a.post('/settings/mfa', { Roles: ['Finance Team'] }, await signIn(rt.url, 'risk@demo.test')))
        .status,
    ).toBe(403);

    // The right password: refused, and no secret, token or session in the answer.
    const begun = await sso('finance@demo.test');
    expect([begun.status, begun.body]).toEqual([403, SENT]);
    expect(
      (await a.post('/auth/login', { email: 'finance@demo.test', password: DEMO_PASSWORD })).body,
    ).toEqual(SENT);
    // However often the password is tried, at most three links go out in their ten minutes.
    for (let i = 0; i < 3; i++) expect((await sso('finance@demo.test')).status).toBe(403);
    await rt.settle();
    const mails = (await mailsTo(a, 'finance@demo.test')).filter((m) => MFA_SETUP_SUBJECT.test(m.subject));
    expect(mails).toHaveLength(3);
    expect(mails[0]!.body).toContain('Dear Lim Wei Ling,');
    expect(mails[0]!.body).toContain('If you did not just sign in, someone else knows your password');
    const history = (await rt.platform.store.history('Account', 'STF-0002')).map((h) => h.Activity);
    expect(history.filter((h) => h === 'Two-step set-up link not sent: too many')).toHaveLength(2);
  });

  it('sets it up through the mailed link, once, and then asks every time for a fresh code', async () => {
    const link = await linkMailedTo(a, 'finance@demo.test', MFA_SETUP_SUBJECT);
    expect(link.origin).toBe(rt.url);
    expect(link.pathname).toBe('/staff/two-step-setup');
    const token = link.searchParams.get('token')!;
    expect((await a.post('/auth/mfa/enrolment', { enrolment_token: 'not-a-link' })).body).toEqual({
      message: 'This set-up link has expired or was used already. Sign in again to be sent a new one.',
      code: 'AUTH.MFA_ENROLMENT_EXPIRED',
    });
    const opened = await a.post<{ Data: Enrolment }>('/auth/mfa/enrolment', { enrolment_token: token });
    expect(opened.status).toBe(200);
    const enrolment = opened.body.Data;
    expect(enrolment.email).toBe('finance@demo.test');
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\/EZC%20Loans:finance%40demo\.test\?/);
    expect(enrolment.otpauth_url).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr.size).toBeGreaterThanOrEqual(21);
    expect(enrolment.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    // Opening it again shows the same key: nothing is used up by looking.
    expect(
      (await a.post<{ Data: Enrolment }>('/auth/mfa/enrolment', { enrolment_token: token })).body.Data.secret,
    ).toBe(enrolment.secret);

    const wrong = await a.post('/auth/mfa/enrol', { enrolment_token: token, otp: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'That code is not right. Check your authenticator app and try again.',
      code: 'AUTH.MFA_INVALID',
    });

    const enrolledAt = Date.now();
    const enrolCode = authenticatorCode(enrolment.secret, enrolledAt);
    const done = await a.post<{ recovery_codes: string[]; message: string }>('/auth/mfa/enrol', {
      enrolment_token: token,
      otp: enrolCode,
    });
    expect(done.status).toBe(200);
    // Nobody is signed in by the link: neither the mailbox nor the password alone gives a session.
    expect(Object.keys(done.body).sort()).toEqual(['message', 'recovery_codes']);
    expect(done.body.message).toBe(
      'Two-step sign-in is on. Sign in with your password and a code from your authenticator app.',
    );
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(done.body.recovery_codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The link works once; the other links mailed meanwhile are of no use either.
    expect((await a.post('/auth/mfa/enrol', { enrolment_token: token, otp: '123456' })).status).toBe(401);
    const others = (await mailsTo(a, 'finance@demo.test'))
      .filter((m) => MFA_SETUP_SUBJECT.test(m.subject))
      .map((m) => new URL(/https?:\/\/\S+/.exec(m.body)![0]).searchParams.get('token'));
    for (const other of others) {
      expect((await a.post('/auth/mfa/enrolment', { enrolment_token: other })).status).toBe(401);
    }

    const bare = await sso('finance@demo.test');
    expect(bare.status).toBe(401);
    expect(bare.body).toEqual({
      message: 'Enter the 6-digit code from your authenticator app.',
      code: 'AUTH.MFA_REQUIRED',
    });
    // The code used to enrol cannot sign in again; the next step's code can.
    expect((await sso('finance@demo.test', enrolCode)).status).toBe(401);
    const next = await sso(
      'finance@demo.test',
      authenticatorCode(enrolment.secret, enrolledAt + thirtySeconds),
    );
    expect(next.status).toBe(200);
    expect(next.body.code).toBeTruthy();
    const tokens = await a.post<{ access_token: string }>('/staff/auth/login', { code: next.body.code });
    const me = await a.get<{ Data: { MfaEnrolled: boolean } }>('/auth/me', tokens.body.access_token);
    expect(me.body.Data.MfaEnrolled).toBe(true);

    const recovery = done.body.recovery_codes[3]!;
    expect((await sso('finance@demo.test', recovery.toUpperCase().replace('-', ' '))).status).toBe(200);
    const reused = await sso('finance@demo.test', recovery);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('AUTH.MFA_INVALID');

    const history = (await rt.platform.store.history('Account', 'STF-0002')).map((h) => h.Activity);
    expect(history).toEqual(
      expect.arrayContaining([
        'Two-step sign-in set up',
        'Two-step code used',
        'Recovery code used (9 left)',
      ]),
    );
  }, 60_000);

  it('lets an Admin reset a lost second step: the user is signed out and enrols again', async () => {
    const admin = await signIn(rt.url, 'admin@demo.test');
    const reset = await a.post<{ Data: { MfaEnrolled: boolean } }>(
      '/users/reset-mfa',
      { UserId: 'STF-0002' },
      admin,
    );
    expect(reset.status).toBe(200);
    expect(reset.body.Data.MfaEnrolled).toBe(false);
    expect((await sso('finance@demo.test')).body).toEqual(SENT);
    const again = await a.post('/users/reset-mfa', { UserId: 'STF-0002' }, admin);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('AUTH.MFA_NOT_ENROLLED');
  });
});

describe('two-step sign-in in AWS (default: roles that change roles, approve, disburse or sign)', () => {
  let aws: LocalRuntime;
  beforeAll(async () => {
    aws = await startTestServer({
      web: false,
      env: {
        STAGE: 'aws',
        PUBLIC_URL: 'https://loans.example.com',
        SYSTEM_PASSWORD: 'a-long-system-password-for-tests',
        SYSTEM_API_KEY: 'a-long-system-api-key-for-tests-0001',
        EMANDATE_WEBHOOK_SECRET: 'a-long-webhook-secret-for-tests',
      },
    });
  }, 120_000);
  afterAll(async () => aws?.stop());

  it('makes the Admin enrol at the next sign-in, and not a Staff member', async () => {
    const b = api(aws.url);
    const attempt = (email: string) =>
      b.post<{ code?: string; message?: string }>('/sso/authorization', {
        email,
        password: DEMO_PASSWORD,
        client_id: 'loan-web',
      });
    expect((await attempt('admin@demo.test')).body).toEqual(SENT);
    expect((await attempt('risk@demo.test')).body).toEqual(SENT);
    expect((await attempt('staff@demo.test')).body.code).toBeTruthy();
    expect((await attempt('attorney@demo.test')).body.code).toBeTruthy();
  });
});
