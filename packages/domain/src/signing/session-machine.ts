import { type EventFromLogic, setup } from 'xstate';
import { decideWithRefusal, type Refusal } from '../lending/application-machine';
import {
  type Decision,
  decide,
  emit,
  emitAction,
  type StatusOf,
  type StoredStatus,
} from '../machines/decide';
import { signingSessionBooked, signingSessionStatusChanged } from './events';

export const signingSessionStatuses = ['Pending Start', 'In Progress', 'Completed', 'No Show'] as const;

const changed = emit(signingSessionStatusChanged);

/** Who has signed in the session so far: its sign flags, as an event that may end it carries them. */
export interface SessionSignatures {
  borrowerSigned: boolean;
  attestorSigned: boolean;
}

/** The signatures a session's flags record. */
export const signaturesOf = (s: {
  BorrowerSignYN: 'Y' | 'N';
  AttestatorSignYN: 'Y' | 'N';
}): SessionSignatures => ({
  borrowerSigned: s.BorrowerSignYN === 'Y',
  attestorSigned: s.AttestatorSignYN === 'Y',
});

/**
 * The borrower has signed in the session and the attestor not yet (spec §4: borrower to sign,
 * attestor to sign, completed): the session must not end now, or the loan would wait for an
 * attestor's signature that can only be given in a session in progress.
 */
const attestorStillToSign = (s: SessionSignatures) => s.borrowerSigned && !s.attestorSigned;

/**
 * A live signing session (spec §4): booked 'Pending Start' (and moved while it waits), started by
 * the attestor, ended 'Completed' once whoever signed in it has been attested, or marked 'No
 * Show' while the borrower has not signed in it.
 */
export const signingSessionMachine = setup({
  types: {
    events: {} as
      | { type: 'RESCHEDULE' }
      | { type: 'START' }
      | ({ type: 'END' } & SessionSignatures)
      | ({ type: 'NO_SHOW' } & SessionSignatures),
  },
  actions: { emit: emitAction },
  guards: {
    attestedIfBorrowerSigned: ({ event }) => event.type === 'END' && !attestorStillToSign(event),
    borrowerHasNotSigned: ({ event }) => event.type === 'NO_SHOW' && !event.borrowerSigned,
  },
}).createMachine({
  id: 'signing-session',
  version: '2',
  initial: 'Pending Start',
  states: {
    'Pending Start': {
      on: {
        RESCHEDULE: { target: 'Pending Start', actions: [emit(signingSessionBooked)] },
        START: { target: 'In Progress', actions: [changed] },
        NO_SHOW: { target: 'No Show', guard: 'borrowerHasNotSigned', actions: [changed] },
      },
    },
    'In Progress': {
      on: {
        END: { target: 'Completed', guard: 'attestedIfBorrowerSigned', actions: [changed] },
        NO_SHOW: { target: 'No Show', guard: 'borrowerHasNotSigned', actions: [changed] },
      },
    },
    Completed: { type: 'final' },
    'No Show': { type: 'final' },
  },
});

export type SigningSessionStatus = StatusOf<typeof signingSessionMachine>;
export type SessionEvent = EventFromLogic<typeof signingSessionMachine>;
export type SessionAction = SessionEvent['type'];

const actionWords: Record<SessionAction, string> = {
  RESCHEDULE: 'rescheduled',
  START: 'started',
  END: 'ended',
  NO_SHOW: 'marked as no show',
};

export const SESSION_NOT_ALLOWED = 'SESSION.NOT_ALLOWED';

export function sessionRefusal(status: string, action: SessionAction): Refusal {
  return {
    code: SESSION_NOT_ALLOWED,
    message: `A signing session that is '${status}' cannot be ${actionWords[action]}.`,
    details: { status, action },
  };
}

/** spec §4 puts the attestor's signature before the session's end. */
export const attestorSignsFirst = (status: string): Refusal => ({
  code: 'SESSION.ATTESTOR_SIGNS_FIRST',
  message:
    'The borrower has signed in this session: the attestor signs the agreement before the session ends.',
  details: { status, action: 'END' },
});

/** A borrower who signed in the session came to it. */
export const borrowerSignedInSession = (status: string): Refusal => ({
  code: 'SESSION.BORROWER_SIGNED',
  message: 'The borrower has signed in this session, so it cannot be marked as no show.',
  details: { status, action: 'NO_SHOW' },
});

const open = new Set<string>(['Pending Start', 'In Progress']);

/** Why the session refuses `event`: a guard's own reason where one refused it, else the status. */
function refusalOf(status: string, event: SessionEvent): Refusal {
  if (open.has(status) && event.type === 'END' && attestorStillToSign(event))
    return attestorSignsFirst(status);
  if (open.has(status) && event.type === 'NO_SHOW' && event.borrowerSigned)
    return borrowerSignedInSession(status);
  return sessionRefusal(status, event.type);
}

/**
 * The session's next status for `event`, or SESSION.NOT_ALLOWED (422); an end before the
 * attestor signed what the borrower signed is SESSION.ATTESTOR_SIGNS_FIRST, a no-show after the
 * borrower signed SESSION.BORROWER_SIGNED.
 */
export function decideSession(stored: StoredStatus, event: SessionEvent): Decision<SigningSessionStatus> {
  const refusal = refusalOf(stored.status, event);
  return decideWithRefusal(() => decide(signingSessionMachine, stored, event, refusal), refusal);
}

/** The steps the live room shows (spec §4): borrower to sign, signing, attestor to sign, signing, completed. */
export const sessionSteps = [
  'Borrower To Sign',
  'Signing',
  'Attestor To Sign',
  'Signing',
  'Completed',
] as const;
export type SessionStep = (typeof sessionSteps)[number];

/**
 * Where a session stands for the room: before the borrower signs, 'Borrower To Sign'; after,
 * 'Attestor To Sign'; once both signed (or the session ended), 'Completed'. `signing` says a
 * signature is being sent right now (the room's own, momentary state).
 */
export function sessionStepOf(
  s: { Status: string; BorrowerSignYN: 'Y' | 'N'; AttestatorSignYN: 'Y' | 'N' },
  signing = false,
): SessionStep {
  if (s.Status === 'Completed' || (s.BorrowerSignYN === 'Y' && s.AttestatorSignYN === 'Y'))
    return 'Completed';
  if (signing) return 'Signing';
  return s.BorrowerSignYN === 'Y' ? 'Attestor To Sign' : 'Borrower To Sign';
}
