import { setup } from 'xstate';
import { emit, emitAction, type StatusOf } from '../machines/decide';
import { documentRules, fileKinds, sizeLimitText } from './documents';
import { ekycCompleted, ekycFailed } from './events';

/**
 * eKYC (spec §2, §4): the identity document's front and back, then a code sent by SMS, then the
 * identity provider's verdict. A failed verification may be performed again from the start.
 */
export const ekycMachine = setup({
  types: {
    events: {} as
      | { type: 'UPLOAD_DOCUMENTS' }
      | { type: 'SEND_CODE' }
      | { type: 'VERIFIED' }
      | { type: 'REJECTED' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'ekyc',
  version: '1',
  initial: 'Not Started',
  states: {
    'Not Started': { on: { UPLOAD_DOCUMENTS: 'Documents Uploaded' } },
    'Documents Uploaded': { on: { UPLOAD_DOCUMENTS: 'Documents Uploaded', SEND_CODE: 'Code Sent' } },
    'Code Sent': {
      on: {
        SEND_CODE: 'Code Sent',
        UPLOAD_DOCUMENTS: 'Documents Uploaded',
        VERIFIED: { target: 'Completed', actions: [emit(ekycCompleted)] },
        REJECTED: { target: 'Failed', actions: [emit(ekycFailed)] },
      },
    },
    Failed: { on: { UPLOAD_DOCUMENTS: 'Documents Uploaded' } },
    Completed: {},
  },
});
export type EkycStatus = StatusOf<typeof ekycMachine>;
/** Every status of the machine, for schemas (a test keeps the two in step). */
export const ekycStatuses = [
  'Not Started',
  'Documents Uploaded',
  'Code Sent',
  'Completed',
  'Failed',
] as const;

/**
 * Whose eKYC it is (spec §3 media object types): a customer's (ObjectId = CustomerId), or a staff
 * user's — Company Signers and Attorneys verify themselves on the same screens (spec §2).
 */
export const ekycObjectTypes = ['Customer', 'User'] as const;
export type EkycObjectType = (typeof ekycObjectTypes)[number];

/** The identity document images of step 1, stored as media under these titles. */
export const EKYC_FRONT_TITLE = 'eKYC Front' satisfies keyof typeof documentRules;
export const EKYC_BACK_TITLE = 'eKYC Back' satisfies keyof typeof documentRules;

/** SMS codes: 6 digits, valid 5 minutes, 5 tries, a new one after 3 minutes (spec §9). */
export const OTP_DIGITS = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 3 * 60;
/** At most this many codes per hour to one person, so the SMS port cannot be used to flood a phone. */
export const OTP_MAX_PER_HOUR = 5;
export const OTP_WINDOW_SECONDS = 3600;

/** spec §8's text when the identity provider does not verify the person. */
export const EKYC_FAILED_TEXT =
  'Verification failed. Your eKYC Verification is not successful. Please reperform the eKYC.';
/** spec §9: the eKYC party filter names the identity provider. */
export const EKYC_PARTY = 'IdentityProvider';

/** spec §2: the perform-KYC menu entry is disabled until an Admin turns this setting on. */
export const EKYC_MENU_SETTING = 'ekyc.menu-enabled';
export const EKYC_MENU_ENABLED_BY_DEFAULT = false;
/** The local identity provider simulator reads the verdict it gives from this setting. */
export const EKYC_SIMULATOR_SETTING = 'ekyc.simulated-outcome';
export const simulatedOutcomes = ['pass', 'fail'] as const;
export type SimulatedOutcome = (typeof simulatedOutcomes)[number];

/** Seconds before another code may be sent, 0 when one may be sent now. */
export function resendWaitSeconds(lastSentAtMs: number | undefined, nowMs: number): number {
  if (lastSentAtMs === undefined) return 0;
  const waitMs = lastSentAtMs + OTP_RESEND_SECONDS * 1000 - nowMs;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export type CodeVerdict = 'ok' | 'wrong' | 'expired' | 'exhausted';

/**
 * How an entered code is judged. `attempts` already counts this one (it is counted before the
 * code is compared, so concurrent guesses cannot exceed the limit); a right code after the limit
 * is still refused.
 */
export function judgeCode(input: {
  attempts: number;
  expiresAtMs: number;
  nowMs: number;
  matches: boolean;
}): CodeVerdict {
  if (input.attempts > OTP_MAX_ATTEMPTS) return 'exhausted';
  if (input.nowMs >= input.expiresAtMs) return 'expired';
  return input.matches ? 'ok' : 'wrong';
}

/** Tries left after `attempts` wrong ones. */
export const attemptsLeft = (attempts: number) => Math.max(0, OTP_MAX_ATTEMPTS - attempts);

/** `+60123456789` → `+60 12-*** 6789`: enough for the person to recognise their number. */
export function maskPhone(e164: string): string {
  const national = e164.startsWith('+60') ? `0${e164.slice(3)}` : e164;
  const digits = national.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  const prefix = e164.startsWith('+60') ? `+60 ${digits.slice(1, 3)}` : digits.slice(0, 3);
  return `${prefix}-${'*'.repeat(digits.length - 7)} ${digits.slice(-4)}`;
}

/** Saved signatures (spec §5, §8): JPG, JPEG or PNG, checked by content, at most 2 MB. */
export const SIGNATURE_TITLE = 'Signature' satisfies keyof typeof documentRules;
export const SIGNATURE_MAX_MB = documentRules.Signature.maxMb;
export const SIGNATURE_MAX_BYTES = SIGNATURE_MAX_MB * 1024 * 1024;
export const SIGNATURE_TYPE_TEXT = fileKinds.image.text;
export const SIGNATURE_SIZE_TEXT = sizeLimitText(SIGNATURE_MAX_MB);
export const SIGNATURE_SAVED = 'Signature Saved';
export const SIGNATURE_DELETED = 'Signature Deleted';
export const SIGNATURE_FAILED = 'Failed to upload signature';
