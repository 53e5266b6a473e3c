import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { linkMailedTo, mailsTo } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';

/**
 * A borrower applies only from a verified e-mail address: registering mails a single-use link
 * (on the site's own address), a new one can be asked for, and until one is opened applying and
 * submitting are refused with a message in the borrower's language. The demo borrowers were
 * verified as anyone is.
 */
let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

const who = {
  FullName: 'Wong Kar Wai',
  Email: 'kar.wai@example.test',
  Password: 'teh tarik kurang manis 2026',
};
const terms = { SKU: 'PL-SIMPLE-18', Amount: 3000, NumberOfInstallments: 6 };
const VERIFY_SUBJECT = /^Verify your e-mail address for EZC$/;
type Problem = { message: string; code: string };
let token: string;

describe('e-mail verification before applying', () => {
  it('registers, signs in, and is told the address is not verified yet', async () => {
    const added = await a.post('/customer/login/add', {
      ...who,
      ConfirmPassword: who.Password,
      AccountType: 'individual',
    });
    expect(added.status).toBe(202);
    const login = await a.post<{ access_token: string }>('/auth/customer/login', {
      username: who.Email,
      password: who.Password,
    });
    expect(login.status).toBe(200);
    token = login.body.access_token;
    const me = await a.get<{ Data: { EmailVerified: boolean } }>('/auth/me', token);
    expect(me.body.Data.EmailVerified).toBe(false);
  });

  it('refuses applying and submitting, in English and in Malay, but keeps a draft', async () => {
    await expect
      .poll(async () => (await a.post('/customer/profile/find-one', {}, token)).status, { timeout: 15_000 })
      .toBe(200);
    const en = await a.post<Problem>('/applications/add', terms, token);
    expect([en.status, en.body]).toEqual([
      403,
      {
        message:
          'Verify your e-mail address before you apply: open the link we e-mailed you, or ask for a new one on this page.',
        code: 'ACCOUNT.EMAIL_NOT_VERIFIED',
      },
    ]);
    const ms = await a.call<Problem>('POST', '/applications/add', {
      body: terms,
      token,
      headers: { 'accept-language': 'ms' },
    });
    expect([ms.status, ms.body.message]).toEqual([
      403,
      'Sahkan alamat e-mel anda sebelum memohon: buka pautan yang kami e-melkan kepada anda, atau minta pautan baharu di halaman ini.',
    ]);
    const draft = await a.post<{ Data: { ApplicationId: string; Status: string } }>(
      '/applications/save-draft',
      terms,
      token,
    );
    expect([draft.status, draft.body.Data.Status]).toEqual([200, 'New']);
    const submitted = await a.post<Problem>(
      '/applications/submit',
      { ApplicationId: draft.body.Data.ApplicationId },
      token,
    );
    expect([submitted.status, submitted.body.code]).toEqual([403, 'ACCOUNT.EMAIL_NOT_VERIFIED']);
    const mine = await a.post<{ Count: number }>('/applications/find-all', {}, token);
    expect(mine.body.Count).toBe(1);
  });

  it('sends a new link when asked, a few an hour', async () => {
    const first = await linkMailedTo(a, who.Email, VERIFY_SUBJECT);
    expect(first.origin).toBe(rt.url);
    for (let i = 0; i < 3; i++) {
      const again = await a.post<{ message: string }>('/customer/email/resend-verification', {}, token);
      expect([again.status, again.body.message]).toEqual([
        202,
        'We have sent a new link to your e-mail address.',
      ]);
    }
    const tooMany = await a.post<Problem>('/customer/email/resend-verification', {}, token);
    expect([tooMany.status, tooMany.body.code]).toEqual([429, 'ACCOUNT.VERIFICATIONS_LIMITED']);
    await expect
      .poll(async () => (await mailsTo(a, who.Email)).filter((m) => VERIFY_SUBJECT.test(m.subject)).length, {
        timeout: 15_000,
      })
      .toBe(4);
  });

  it('verifies with a link once, then lets the borrower apply', async () => {
    const mails = (await mailsTo(a, who.Email)).filter((m) => VERIFY_SUBJECT.test(m.subject));
    const newest = new URL(/https?:\/\/\S+/.exec(mails.at(-1)!.body)![0]);
    const Token = newest.searchParams.get('token');
    const ok = await a.post<{ message: string }>('/customer/email/verify', { Token });
    expect([ok.status, ok.body.message]).toEqual([200, 'Your e-mail address is verified.']);
    const spent = await a.call<Problem>('POST', '/customer/email/verify', {
      body: { Token },
      headers: { cookie: 'lang=ms' },
    });
    expect([spent.status, spent.body]).toEqual([
      400,
      {
        message:
          'Pautan pengesahan ini tidak sah atau telah tamat tempoh. Log masuk dan minta pautan baharu.',
        code: 'ACCOUNT.VERIFY_LINK_INVALID',
      },
    ]);
    const me = await a.get<{ Data: { EmailVerified: boolean } }>('/auth/me', token);
    expect(me.body.Data.EmailVerified).toBe(true);
    const again = await a.post<Problem>('/customer/email/resend-verification', {}, token);
    expect([again.status, again.body.code]).toEqual([422, 'ACCOUNT.ALREADY_VERIFIED']);

    const applied = await a.post<{ Data: { Status: string } }>('/applications/add', terms, token);
    expect([applied.status, applied.body.Data.Status]).toEqual([201, 'Pending Profile']);
    const history = (await rt.platform.store.history('Account', (await me0()).UserId)).map((h) => h.Activity);
    expect(history).toEqual(expect.arrayContaining(['Registered online', 'E-mail address verified']));
  });

  it('has the demo borrowers verified, through the same link', async () => {
    for (const email of ['borrower@demo.test', 'company@demo.test']) {
      const me = await a.get<{ Data: { EmailVerified: boolean; UserId: string } }>(
        '/auth/me',
        await signIn(rt.url, email),
      );
      expect(me.body.Data.EmailVerified).toBe(true);
      const history = (await rt.platform.store.history('Account', me.body.Data.UserId)).map(
        (h) => h.Activity,
      );
      expect(history).toContain('E-mail address verified');
    }
  });
});

async function me0(): Promise<{ UserId: string }> {
  return (await a.get<{ Data: { UserId: string } }>('/auth/me', token)).body.Data;
}
