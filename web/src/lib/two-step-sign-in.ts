import { RECOVERY_CODE_PATTERN, TOTP } from '@ezc/domain/identity/mfa-policy';
import type { JsonAnswer } from './form-helpers';

/**
 * The pure side of staff sign-in with two steps: reading the answers of the sign-in calls into
 * what the page shows next, and checking and tidying the codes people type.
 */

/** The set-up a mailed link opens: what to add to the authenticator app. */
export interface MfaEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  readonly secret: string;
  /** The QR code as one SVG path over a `size`×`size` grid of modules. */
  readonly qr: { readonly size: number; readonly path: string };
}

/** What `POST /api/sso/authorization` answered, as the page sees it. */
export type Authorization =
  /** Password (and code) right: a single-use code to exchange for the session. */
  | { readonly next: 'exchange'; readonly code: string }
  /** Two-step sign-in is on: ask for the code (the server says how). */
  | { readonly next: 'ask-code'; readonly message: string | undefined }
  /** The code was wrong (or used before): say so and keep the field. */
  | { readonly next: 'wrong-code'; readonly message: string | undefined }
  /** The role must use two-step sign-in, not set up yet: a link to do it was mailed (the server says). */
  | { readonly next: 'link-sent'; readonly message: string | undefined }
  | { readonly next: 'failed'; readonly message: string | undefined };

/** What `POST /api/auth/mfa/enrolment` answered: the set-up the mailed link stands for. */
export type OpenedEnrolment =
  | { readonly next: 'set-up'; readonly enrolment: MfaEnrolment }
  /** The link's ten minutes are over, or it was used: signing in again mails a new one. */
  | { readonly next: 'expired'; readonly message: string | undefined }
  | { readonly next: 'failed'; readonly message: string | undefined };

/** What `POST /api/auth/mfa/enrol` answered. */
export type EnrolmentResult =
  /** On: the codes, once, and the server's word that signing in now asks for a code. */
  | {
      readonly next: 'show-recovery-codes';
      readonly recoveryCodes: readonly string[];
      readonly message: string | undefined;
    }
  | { readonly next: 'wrong-code'; readonly message: string | undefined }
  | { readonly next: 'expired'; readonly message: string | undefined }
  | { readonly next: 'failed'; readonly message: string | undefined };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

const messageOf = (answer: JsonAnswer) => text(answer.body.message);

function readEnrolment(value: unknown): MfaEnrolment | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const qr = v.qr as Record<string, unknown> | undefined;
  const secret = text(v.secret);
  const size = qr?.size;
  const path = text(qr?.path);
  if (!secret || !path || typeof size !== 'number' || !Number.isInteger(size) || size <= 0) {
    return undefined;
  }
  return { secret, qr: { size, path } };
}

export function readAuthorization(answer: JsonAnswer): Authorization {
  const message = messageOf(answer);
  if (answer.ok) {
    const code = text(answer.body.code);
    if (code && text(answer.body.sso_token)) return { next: 'exchange', code };
    return { next: 'failed', message };
  }
  if (answer.body.code === 'AUTH.MFA_ENROLMENT_SENT') return { next: 'link-sent', message };
  if (answer.body.code === 'AUTH.MFA_REQUIRED') return { next: 'ask-code', message };
  if (answer.body.code === 'AUTH.MFA_INVALID') return { next: 'wrong-code', message };
  return { next: 'failed', message };
}

export function readOpenedEnrolment(answer: JsonAnswer): OpenedEnrolment {
  const message = messageOf(answer);
  if (answer.ok) {
    const enrolment = readEnrolment(answer.body.Data);
    return enrolment ? { next: 'set-up', enrolment } : { next: 'failed', message };
  }
  if (answer.body.code === 'AUTH.MFA_ENROLMENT_EXPIRED') return { next: 'expired', message };
  return { next: 'failed', message };
}

export function readEnrolmentResult(answer: JsonAnswer): EnrolmentResult {
  const message = messageOf(answer);
  if (answer.ok) {
    const codes = answer.body.recovery_codes;
    const recoveryCodes = Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
    if (recoveryCodes.length > 0) return { next: 'show-recovery-codes', recoveryCodes, message };
    return { next: 'failed', message };
  }
  if (answer.body.code === 'AUTH.MFA_INVALID') return { next: 'wrong-code', message };
  if (answer.body.code === 'AUTH.MFA_ENROLMENT_EXPIRED') return { next: 'expired', message };
  return { next: 'failed', message };
}

/** The secret in groups of four, as people copy it by hand: `JBSW Y3DP EHPK 3PXP`. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/** The QR code's box with a quiet zone of two modules on every side, which scanners need. */
export function qrViewBox(size: number): string {
  return `-2 -2 ${size + 4} ${size + 4}`;
}

export type CodeKind = 'app' | 'recovery';

export type CodeCheck =
  | { readonly ok: true; readonly otp: string }
  | { readonly ok: false; readonly problem: 'required' | 'app' | 'recovery' };

const APP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);

/**
 * The code to send, tidied (spaces out, a recovery code in lower case), or why it cannot be one.
 * Either kind is accepted whatever the field is set to: someone may paste a recovery code into
 * the app-code field; `expecting` only picks the message.
 */
export function checkCode(input: string, expecting: CodeKind): CodeCheck {
  const compact = input.replace(/\s+/g, '');
  if (!compact) return { ok: false, problem: 'required' };
  if (APP_CODE.test(compact)) return { ok: true, otp: compact };
  const recovery = compact.toLowerCase();
  if (RECOVERY_CODE_PATTERN.test(recovery)) return { ok: true, otp: recovery };
  return { ok: false, problem: expecting };
}

/** Setting up takes the app's code only: a recovery code does not exist yet. */
export function checkAppCode(input: string): CodeCheck {
  const compact = input.replace(/\s+/g, '');
  if (!compact) return { ok: false, problem: 'required' };
  return APP_CODE.test(compact) ? { ok: true, otp: compact } : { ok: false, problem: 'app' };
}
