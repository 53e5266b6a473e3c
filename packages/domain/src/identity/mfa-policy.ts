import type { StaffRole } from './roles';

/**
 * Two-step sign-in for staff: a time-based code (RFC 6238: 6 digits, 30 s, SHA-1, as every
 * authenticator app reads from a QR code), or one of ten single-use recovery codes.
 */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', issuer: 'EZC Loans' } as const;
/** Codes of the step before and after are accepted too: phones' clocks drift. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Ten characters from an alphabet without look-alikes, shown as two groups of five. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_PATTERN = /^[a-hj-km-np-z2-9]{5}-?[a-hj-km-np-z2-9]{5}$/;
/** How long the mailed link that sets two-step sign-in up works (once). */
export const MFA_ENROLMENT_SECONDS = 10 * 60;
/** Set-up links one account may be mailed within that time, however often it signs in. */
export const MFA_ENROLMENT_MAILS = 3;
export const MFA_ENROLMENT_SENT_MESSAGE =
  'Two-step sign-in must be set up before you sign in. We have e-mailed you a link to set it up: it works once, within 10 minutes.';

/**
 * Who must enrol, by default, when an Admin has not decided: in AWS the roles that change roles
 * (Admin), approve applications (Risk Team), disburse and receive money (Finance Team) or sign
 * for the company (Company Signer). Locally nobody, so the demo accounts sign in with the
 * contract's two calls.
 */
export const MFA_REQUIRED_BY_DEFAULT: Record<'local' | 'aws', readonly StaffRole[]> = {
  aws: ['Admin', 'Risk Team', 'Finance Team', 'Company Signer'],
  local: [],
};

export const mustEnrol = (roles: readonly string[], required: readonly string[]) =>
  roles.some((r) => required.includes(r));

export const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const MFA_INVALID_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
