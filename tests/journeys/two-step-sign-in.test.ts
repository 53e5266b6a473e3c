import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, signIn } from '../support/api';
import { authenticatorCode } from '../support/authenticator';
import { startTestServer } from '../support/server';

type Enrolment = {
  enrolment_token: string;
  secret: string;
  otpauth_url: string;
  qr: { size: number; path: string };
};

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

const sso = (email: string, otp?: string) =>
  a.post<{ code?: string; sso_token?: string; mfa_enrolment?: Enrolment; message?: string; code_?: string }>(
    '/sso/authorization',
    { email, password: DEMO_PASSWORD, client_id: 'loan-web', ...(otp ? { otp } : {}) },
  );
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

  it('enrols a role an Admin requires at its next sign-in, then asks every time for a fresh code', async () => {
    const admin = await signIn(rt.url, 'admin@demo.test');
    const set = await a.post('/settings/mfa', { Roles: ['Finance Team'] }, admin);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ Data: { Roles: ['Finance Team'], IsDefault: false } });
    expect(
      (await a.post('/settings/mfa', { Roles: ['Finance Team'] }, await signIn(rt.url, 'risk@demo.test')))
        .status,
    ).toBe(403);

    const begun = await sso('finance@demo.test');
    expect(begun.status).toBe(200);
    const enrolment = begun.body.mfa_enrolment!;
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\/EZC%20Loans:finance%40demo\.test\?/);
    expect(enrolment.otpauth_url).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr.size).toBeGreaterThanOrEqual(21);
    expect(enrolment.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const wrong = await a.post('/auth/mfa/enrol', {
      enrolment_token: enrolment.enrolment_token,
      otp: '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'That code is not right. Check your authenticator app and try again.',
      code: 'AUTH.MFA_INVALID',
    });

    const enrolledAt = Date.now();
    const enrolCode = authenticatorCode(enrolment.secret, enrolledAt);
    const done = await a.post<{ code: string; sso_token: string; recovery_codes: string[] }>(
      '/auth/mfa/enrol',
      { enrolment_token: enrolment.enrolment_token, otp: enrolCode },
    );
    expect(done.status).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(done.body.recovery_codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const tokens = await a.post<{ access_token: string }>('/staff/auth/login', { code: done.body.code });
    expect(tokens.status).toBe(200);
    const me = await a.get<{ Data: { MfaEnrolled: boolean } }>('/auth/me', tokens.body.access_token);
    expect(me.body.Data.MfaEnrolled).toBe(true);
    // The enrolment token works once.
    expect(
      (await a.post('/auth/mfa/enrol', { enrolment_token: enrolment.enrolment_token, otp: '123456' })).status,
    ).toBe(401);

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
    expect((await sso('finance@demo.test')).body.mfa_enrolment).toBeDefined();
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
      b.post<{ code?: string; mfa_enrolment?: Enrolment }>('/sso/authorization', {
        email,
        password: DEMO_PASSWORD,
        client_id: 'loan-web',
      });
    expect((await attempt('admin@demo.test')).body.mfa_enrolment).toBeDefined();
    expect((await attempt('risk@demo.test')).body.mfa_enrolment).toBeDefined();
    expect((await attempt('staff@demo.test')).body.code).toBeTruthy();
    expect((await attempt('attorney@demo.test')).body.code).toBeTruthy();
  });
});
