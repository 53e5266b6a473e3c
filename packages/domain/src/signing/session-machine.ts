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
import { signingSessionBooked, signingSessionStatusChanged } from './events';

export const signingSessionStatuses = ['Pending Start', 'In Progress', 'Completed', 'No Show'] as const;

const changed = emit(signingSessionStatusChanged);

/**
 * A live signing session (spec §4): booked 'Pending Start' (and moved while it waits), started by
 * the attestor, ended 'Completed', or marked 'No Show'.
 */
export const signingSessionMachine = setup({
  types: {
    events: {} as { type: 'RESCHEDULE' } | { type: 'START' } | { type: 'END' } | { type: 'NO_SHOW' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'signing-session',
  version: '1',
  initial: 'Pending Start',
  states: {
    'Pending Start': {
      on: {
        RESCHEDULE: { target: 'Pending Start', actions: [emit(signingSessionBooked)] },
        START: { target: 'In Progress', actions: [changed] },
        NO_SHOW: { target: 'No Show', actions: [changed] },
      },
    },
    'In Progress': {
      on: {
        END: { target: 'Completed', actions: [changed] },
        NO_SHOW: { target: 'No Show', actions: [changed] },
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

/** The session's next status for `event`, or SESSION.NOT_ALLOWED (422). */
export function decideSession(stored: StoredStatus, event: SessionEvent): Decision<SigningSessionStatus> {
  const refusal = sessionRefusal(stored.status, event.type);
  return decideWithRefusal(() => decide(signingSessionMachine, stored, event, refusal), refusal);
}

export function signingSessionCan(status: SigningSessionStatus, event: SessionEvent): boolean {
  return machineCan(signingSessionMachine, status, event);
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
