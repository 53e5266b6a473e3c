import { expect } from 'vitest';
import type { api } from './api';
import { DEMO_PASSWORD } from './api';
import { authenticatorCode } from './authenticator';
import { linkMailedTo, mailsTo } from './borrower-onboarding';

type Api = ReturnType<typeof api>;

export const MFA_SETUP_SUBJECT =
  /^(Set up two-step sign-in for EZC|Sediakan log masuk dua langkah untuk EZC)$/;

/**
 * Sets two-step sign-in up as a staff member whose role requires it does: signing in with the
 * password is refused and mails a link; the link's token opens the set-up (the key to add to the
 * app) and the app's first code turns it on. Answers the key, the recovery codes and the moment
 * of the first code (the next sign-in needs a later code).
 */
export async function enrolByMailedLink(
  a: Api,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[]; enrolledAt: number; token: string }> {
  const before = (await mailsTo(a, email)).length;
  const refused = await a.post<{ code: string }>('/sso/authorization', {
    email,
    password,
    client_id: 'loan-web',
  });
  expect([refused.status, refused.body.code]).toEqual([403, 'AUTH.MFA_ENROLMENT_SENT']);
  const link = await linkMailedTo(a, email, MFA_SETUP_SUBJECT, before);
  expect(link.pathname).toBe('/staff/two-step-setup');
  const token = link.searchParams.get('token') ?? '';
  const opened = await a.post<{ Data: { secret: string } }>('/auth/mfa/enrolment', {
    enrolment_token: token,
  });
  expect(opened.status).toBe(200);
  const enrolledAt = Date.now();
  const done = await a.post<{ recovery_codes: string[] }>('/auth/mfa/enrol', {
    enrolment_token: token,
    otp: authenticatorCode(opened.body.Data.secret, enrolledAt),
  });
  expect(done.status).toBe(200);
  return { secret: opened.body.Data.secret, recoveryCodes: done.body.recovery_codes, enrolledAt, token };
}
