import { type EventFromLogic, setup } from 'xstate';
import { decideWithRefusal, type Refusal } from '../lending/application-machine';
import {
  type Decision,
  decide,
  emit,
  emitAction,
  machineCan,
  type StatusOf,
  type StoredStatus,
} from '../machines/decide';
import { signingStatusChanged } from './events';

/** The signing statuses: the loan's own, from agreement preparation to signed. */
export const signingRecordStatuses = [
  'Pending Signing Company',
  'Signed By Company',
  'Pending Signing Borrower',
  'Pending Signing Attestor',
  'Signed',
] as const;

/** How the borrower signs: after the explanation video, or in a live session with the attestor. */
export const signingModes = ['Pre-recorded', 'Live'] as const;

const changed = emit(signingStatusChanged);

/**
 * A loan's signing (spec §4): the company signs, the borrower's signing opens (the explanation
 * video watched, or a live session booked), the borrower signs, the attestor signs. A borrower
 * who opened the pre-recorded way may still book a live session instead (BOOK_SESSION again);
 * the loan's status does not change then, so nothing is emitted.
 */
export const signingMachine = setup({
  types: {
    events: {} as
      | { type: 'COMPANY_SIGN' }
      | { type: 'OPEN_PRE_RECORDED' }
      | { type: 'BOOK_SESSION' }
      | { type: 'BORROWER_SIGN' }
      | { type: 'ATTESTOR_SIGN' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'signing',
  version: '1',
  initial: 'Pending Signing Company',
  states: {
    'Pending Signing Company': { on: { COMPANY_SIGN: { target: 'Signed By Company', actions: [changed] } } },
    'Signed By Company': {
      on: {
        OPEN_PRE_RECORDED: { target: 'Pending Signing Borrower', actions: [changed] },
        BOOK_SESSION: { target: 'Pending Signing Borrower', actions: [changed] },
      },
    },
    'Pending Signing Borrower': {
      on: {
        BOOK_SESSION: { target: 'Pending Signing Borrower' },
        OPEN_PRE_RECORDED: { target: 'Pending Signing Borrower' },
        BORROWER_SIGN: { target: 'Pending Signing Attestor', actions: [changed] },
      },
    },
    'Pending Signing Attestor': { on: { ATTESTOR_SIGN: { target: 'Signed', actions: [changed] } } },
    Signed: { type: 'final' },
  },
});

export type SigningStatus = StatusOf<typeof signingMachine>;
export type SigningEvent = EventFromLogic<typeof signingMachine>;
export type SigningAction = SigningEvent['type'];

const actionWords: Record<SigningAction, string> = {
  COMPANY_SIGN: 'signed by the company',
  OPEN_PRE_RECORDED: 'opened for signing after the explanation video',
  BOOK_SESSION: 'booked for a live signing session',
  BORROWER_SIGN: 'signed by the borrower',
  ATTESTOR_SIGN: 'signed by the attestor',
};

export const SIGNING_NOT_ALLOWED = 'SIGNING.NOT_ALLOWED';

/** "A loan that is 'Signed' cannot be signed by the company." */
export function signingRefusal(status: string, action: SigningAction): Refusal {
  return {
    code: SIGNING_NOT_ALLOWED,
    message: `A loan that is '${status}' cannot be ${actionWords[action]}.`,
    details: { status, action },
  };
}

/** The signing's next status for `event`, or SIGNING.NOT_ALLOWED (422). */
export function decideSigning(stored: StoredStatus, event: SigningEvent): Decision<SigningStatus> {
  const refusal = signingRefusal(stored.status, event.type);
  return decideWithRefusal(() => decide(signingMachine, stored, event, refusal), refusal);
}

/** Whether `status` accepts `event` (what the screens offer). */
export function signingCan(status: SigningStatus, event: SigningEvent): boolean {
  return machineCan(signingMachine, status, event);
}
