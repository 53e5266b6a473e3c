import { setup } from 'xstate';
import { emit, emitAction, type StatusOf } from '../machines/decide';
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

/** SMS codes: 6 digits, valid 5 minutes, 5 tries, a new one after 3 minutes (spec §9). */
export const OTP_DIGITS = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 3 * 60;
/** At most this many codes per hour to one person, so the SMS port cannot be used to flood a phone. */
export const OTP_MAX_PER_HOUR = 5;

/** spec §8's text when the identity provider does not verify the person. */
export const EKYC_FAILED_TEXT =
  'Verification failed. Your eKYC Verification is not successful. Please reperform the eKYC.';
/** spec §9: the eKYC party filter names the identity provider. */
export const EKYC_PARTY = 'IdentityProvider';
