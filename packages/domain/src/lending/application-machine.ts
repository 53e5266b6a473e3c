import { type EventFromLogic, setup } from 'xstate';
import { DomainError, isDomainError } from '../errors';
import {
  type Decision,
  decide,
  emit,
  emitAction,
  type StatusOf,
  type StoredStatus,
} from '../machines/decide';
import { applicationApproved, applicationStatusChanged } from './events';

export const applicationStatuses = [
  'New',
  'Pending Profile',
  'In Review',
  'Approved',
  'Rejected',
  'Cancelled',
  'Void',
] as const;

const changed = emit(applicationStatusChanged);

/**
 * An application (spec §4). A draft is 'New'; submitting it goes to review at once when the
 * borrower's profile and documents are complete, else it waits in 'Pending Profile' until they
 * are. Staff approve or reject what is in review, each with a reason; the borrower may cancel and
 * staff may void while it is undecided.
 */
export const applicationMachine = setup({
  types: {
    events: {} as
      | { type: 'SUBMIT_READY' }
      | { type: 'SUBMIT_INCOMPLETE' }
      | { type: 'PROFILE_COMPLETED' }
      | { type: 'APPROVE' }
      | { type: 'REJECT' }
      | { type: 'CANCEL' }
      | { type: 'VOID' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'application',
  version: '1',
  initial: 'New',
  states: {
    New: {
      on: {
        SUBMIT_READY: { target: 'In Review', actions: [changed] },
        SUBMIT_INCOMPLETE: { target: 'Pending Profile', actions: [changed] },
        CANCEL: { target: 'Cancelled', actions: [changed] },
        VOID: { target: 'Void', actions: [changed] },
      },
    },
    'Pending Profile': {
      on: {
        PROFILE_COMPLETED: { target: 'In Review', actions: [changed] },
        CANCEL: { target: 'Cancelled', actions: [changed] },
        VOID: { target: 'Void', actions: [changed] },
      },
    },
    'In Review': {
      on: {
        APPROVE: { target: 'Approved', actions: [changed, emit(applicationApproved)] },
        REJECT: { target: 'Rejected', actions: [changed] },
        CANCEL: { target: 'Cancelled', actions: [changed] },
        VOID: { target: 'Void', actions: [changed] },
      },
    },
    Approved: { type: 'final' },
    Rejected: { type: 'final' },
    Cancelled: { type: 'final' },
    Void: { type: 'final' },
  },
});

export type ApplicationStatus = StatusOf<typeof applicationMachine>;
export type ApplicationEvent = EventFromLogic<typeof applicationMachine>;
export type ApplicationAction = ApplicationEvent['type'];

/** What each event does, as the refusal says it: "… cannot be approved." */
const applicationActionWords: Record<ApplicationAction, string> = {
  SUBMIT_READY: 'submitted',
  SUBMIT_INCOMPLETE: 'submitted',
  PROFILE_COMPLETED: 'sent for review',
  APPROVE: 'approved',
  REJECT: 'rejected',
  CANCEL: 'cancelled',
  VOID: 'voided',
};

export const APPLICATION_NOT_ALLOWED = 'APPLICATION.NOT_ALLOWED';

/** A refusal of a transition, with the values its translated text is filled with. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly details: Record<string, string>;
}

/** "An application that is 'Approved' cannot be cancelled." */
export function applicationRefusal(status: string, action: ApplicationAction): Refusal {
  return {
    code: APPLICATION_NOT_ALLOWED,
    message: `An application that is '${status}' cannot be ${applicationActionWords[action]}.`,
    details: { status, action },
  };
}

/**
 * `decide` with the refusal's values kept on the error, so the API can say the refusal in the
 * caller's language with the status filled in.
 */
export function decideWithRefusal<S extends string>(run: () => Decision<S>, refusal: Refusal): Decision<S> {
  try {
    return run();
  } catch (e) {
    if (isDomainError(e) && e.code === refusal.code && !e.details) {
      throw new DomainError(e.kind, e.code, e.message, refusal.details);
    }
    throw e;
  }
}

/** The application's next status for `event`, or APPLICATION.NOT_ALLOWED (422). */
export function decideApplication(
  stored: StoredStatus,
  event: ApplicationEvent,
): Decision<ApplicationStatus> {
  const refusal = applicationRefusal(stored.status, event.type);
  return decideWithRefusal(() => decide(applicationMachine, stored, event, refusal), refusal);
}
