import { describe, expect, it } from 'vitest';
import {
  checkAppCode,
  checkCode,
  groupSecret,
  qrViewBox,
  readAuthorization,
  readEnrolmentResult,
  readOpenedEnrolment,
} from './two-step-sign-in';

const answer = (status: number, body: Record<string, unknown>) => ({ ok: status < 400, status, body });

describe('reading the staff sign-in answer', () => {
  it('goes on to the exchange when a code and SSO token come back', () => {
    expect(readAuthorization(answer(200, { code: 'c-1', sso_token: 't-1' }))).toEqual({
      next: 'exchange',
      code: 'c-1',
    });
  });

  it('asks for the code, in the words of the server, when two-step sign-in is on', () => {
    expect(
      readAuthorization(
        answer(401, {
          code: 'AUTH.MFA_REQUIRED',
          message: 'Masukkan kod 6 digit daripada aplikasi pengesah anda.',
        }),
      ),
    ).toEqual({ next: 'ask-code', message: 'Masukkan kod 6 digit daripada aplikasi pengesah anda.' });
  });

  it('tells a wrong code apart from a wrong password', () => {
    expect(
      readAuthorization(answer(401, { code: 'AUTH.MFA_INVALID', message: 'That code is not right.' })),
    ).toEqual({ next: 'wrong-code', message: 'That code is not right.' });
    expect(
      readAuthorization(
        answer(401, { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' }),
      ),
    ).toEqual({ next: 'failed', message: 'Invalid email or password.' });
  });

  it('says the set-up link was mailed, in the words of the server, and carries no secret', () => {
    const message =
      'Two-step sign-in must be set up before you sign in. We have e-mailed you a link to set it up: it works once, within 10 minutes.';
    expect(readAuthorization(answer(403, { code: 'AUTH.MFA_ENROLMENT_SENT', message }))).toEqual({
      next: 'link-sent',
      message,
    });
  });

  it('calls a malformed success a failure rather than guessing', () => {
    expect(readAuthorization(answer(200, { code: 'c-1' }))).toEqual({ next: 'failed', message: undefined });
    // An answer of the old form (a secret handed to whoever had the password) is not followed.
    expect(
      readAuthorization(
        answer(200, {
          mfa_enrolment: {
            enrolment_token: 'e',
            secret: 'JBSWY3DPEHPK3PXP',
            qr: { size: 25, path: 'M0 0h1v1h-1z' },
          },
        }),
      ),
    ).toEqual({ next: 'failed', message: undefined });
  });
});

describe('opening the mailed set-up link', () => {
  it('shows the key and the QR code the server read for the link', () => {
    const Data = {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/EZC%20Loans:finance%40demo.test?secret=JBSWY3DPEHPK3PXP',
      qr: { size: 25, path: 'M0 0h1v1h-1z' },
      email: 'finance@demo.test',
    };
    expect(readOpenedEnrolment(answer(200, { Data }))).toEqual({
      next: 'set-up',
      enrolment: { secret: 'JBSWY3DPEHPK3PXP', qr: { size: 25, path: 'M0 0h1v1h-1z' } },
    });
  });

  it('says when the link ran out or was used, and calls anything else a failure', () => {
    const message = 'This set-up link has expired or was used already. Sign in again to be sent a new one.';
    expect(readOpenedEnrolment(answer(401, { code: 'AUTH.MFA_ENROLMENT_EXPIRED', message }))).toEqual({
      next: 'expired',
      message,
    });
    expect(readOpenedEnrolment(answer(200, { Data: { secret: 's', qr: { size: 0 } } }))).toEqual({
      next: 'failed',
      message: undefined,
    });
  });
});

describe('reading the set-up answer', () => {
  it('shows the recovery codes; nobody is signed in by the set-up', () => {
    const codes = ['k7wq2-m9xte', 'abcde-fghjk'];
    const message =
      'Two-step sign-in is on. Sign in with your password and a code from your authenticator app.';
    expect(readEnrolmentResult(answer(200, { recovery_codes: codes, message }))).toEqual({
      next: 'show-recovery-codes',
      recoveryCodes: codes,
      message,
    });
  });

  it('keeps the field for a wrong code and says when the link expired meanwhile', () => {
    expect(readEnrolmentResult(answer(401, { code: 'AUTH.MFA_INVALID', message: 'Wrong.' }))).toEqual({
      next: 'wrong-code',
      message: 'Wrong.',
    });
    expect(
      readEnrolmentResult(
        answer(401, {
          code: 'AUTH.MFA_ENROLMENT_EXPIRED',
          message: 'This set-up link has expired or was used already. Sign in again to be sent a new one.',
        }),
      ),
    ).toEqual({
      next: 'expired',
      message: 'This set-up link has expired or was used already. Sign in again to be sent a new one.',
    });
  });
});

describe('codes people type', () => {
  it('takes six digits, with or without spaces', () => {
    expect(checkCode('123 456', 'app')).toEqual({ ok: true, otp: '123456' });
    expect(checkCode(' 012345 ', 'app')).toEqual({ ok: true, otp: '012345' });
  });

  it('takes a recovery code in any case, with or without its dash, in either mode', () => {
    expect(checkCode('K7WQ2-M9XTE', 'recovery')).toEqual({ ok: true, otp: 'k7wq2-m9xte' });
    expect(checkCode('k7wq2 m9xte', 'recovery')).toEqual({ ok: true, otp: 'k7wq2m9xte' });
    expect(checkCode('k7wq2-m9xte', 'app')).toEqual({ ok: true, otp: 'k7wq2-m9xte' });
  });

  it('says what is wrong in the words of the mode the person chose', () => {
    expect(checkCode('', 'app')).toEqual({ ok: false, problem: 'required' });
    expect(checkCode('12345', 'app')).toEqual({ ok: false, problem: 'app' });
    expect(checkCode('12345', 'recovery')).toEqual({ ok: false, problem: 'recovery' });
    // 0, 1, i, l and o are not in recovery codes: they look like other characters.
    expect(checkCode('k7wq2-m9xt0', 'recovery')).toEqual({ ok: false, problem: 'recovery' });
  });

  it('sets up with the app code only', () => {
    expect(checkAppCode('654 321')).toEqual({ ok: true, otp: '654321' });
    expect(checkAppCode('k7wq2-m9xte')).toEqual({ ok: false, problem: 'app' });
    expect(checkAppCode('  ')).toEqual({ ok: false, problem: 'required' });
  });
});

describe('showing the secret and the QR code', () => {
  it('groups the secret by four for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('abcdefghij')).toBe('ABCD EFGH IJ');
  });

  it('draws the QR code with a two-module margin', () => {
    expect(qrViewBox(25)).toBe('-2 -2 29 29');
  });
});
