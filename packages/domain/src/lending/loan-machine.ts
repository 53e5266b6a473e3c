import { type EventFromLogic, setup } from 'xstate';
import { loanStatusChanged } from '../events/catalogue';
import {
  type Decision,
  decide,
  emit,
  emitAction,
  machineCan,
  type StatusOf,
  type StoredStatus,
} from '../machines/decide';
import { decideWithRefusal, type Refusal } from './application-machine';
import { loanDisbursed, loanStamped, loanTerminationRequested } from './events';

/** The loan statuses of the contract, in the order a loan goes through them. */
export const loanStatuses = [
  'Pending Signing Company',
  'Signed By Company',
  'Pending Signing Borrower',
  'Pending Signing Attestor',
  'Signed',
  'Stamped',
  'Disbursed',
  'Active',
  'Completed',
  'Early Settlement',
  'Settlement Under Review',
  'Termination In Process',
  'Terminated',
] as const;

const changed = emit(loanStatusChanged);
const terminate = {
  TERMINATE: { target: 'Termination In Process', actions: [changed, emit(loanTerminationRequested)] },
} as const;

/**
 * A loan (spec §4), made when its application is approved: the agreement is signed by the
 * company, the borrower and the attestor, stamped, disbursed and made active; it ends completed,
 * settled early or terminated. Staff may start a termination at any status before completion,
 * except while a settlement is under review or the loan is already ending.
 */
export const loanMachine = setup({
  types: {
    events: {} as
      | { type: 'COMPANY_SIGNED' }
      | { type: 'APPOINTMENT_BOOKED' }
      | { type: 'BORROWER_SIGNED' }
      | { type: 'ATTESTOR_SIGNED' }
      | { type: 'STAMP' }
      | { type: 'DISBURSE' }
      | { type: 'ACTIVATE' }
      | { type: 'COMPLETE' }
      | { type: 'REQUEST_SETTLEMENT' }
      | { type: 'SETTLEMENT_APPROVED' }
      | { type: 'SETTLEMENT_REJECTED' }
      | { type: 'TERMINATE' }
      | { type: 'TERMINATION_DONE' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'loan',
  version: '1',
  initial: 'Pending Signing Company',
  states: {
    'Pending Signing Company': {
      on: { COMPANY_SIGNED: { target: 'Signed By Company', actions: [changed] }, ...terminate },
    },
    'Signed By Company': {
      on: { APPOINTMENT_BOOKED: { target: 'Pending Signing Borrower', actions: [changed] }, ...terminate },
    },
    'Pending Signing Borrower': {
      on: { BORROWER_SIGNED: { target: 'Pending Signing Attestor', actions: [changed] }, ...terminate },
    },
    'Pending Signing Attestor': {
      on: { ATTESTOR_SIGNED: { target: 'Signed', actions: [changed] }, ...terminate },
    },
    Signed: {
      on: { STAMP: { target: 'Stamped', actions: [changed, emit(loanStamped)] }, ...terminate },
    },
    Stamped: {
      on: { DISBURSE: { target: 'Disbursed', actions: [changed, emit(loanDisbursed)] }, ...terminate },
    },
    Disbursed: {
      on: { ACTIVATE: { target: 'Active', actions: [changed] }, ...terminate },
    },
    Active: {
      on: {
        COMPLETE: { target: 'Completed', actions: [changed] },
        REQUEST_SETTLEMENT: { target: 'Settlement Under Review', actions: [changed] },
        ...terminate,
      },
    },
    Completed: { type: 'final' },
    'Early Settlement': { type: 'final' },
    'Settlement Under Review': {
      on: {
        SETTLEMENT_APPROVED: { target: 'Early Settlement', actions: [changed] },
        SETTLEMENT_REJECTED: { target: 'Active', actions: [changed] },
      },
    },
    'Termination In Process': {
      on: { TERMINATION_DONE: { target: 'Terminated', actions: [changed] } },
    },
    Terminated: { type: 'final' },
  },
});

export type LoanStatus = StatusOf<typeof loanMachine>;
export type LoanEvent = EventFromLogic<typeof loanMachine>;
export type LoanAction = LoanEvent['type'];

/** What each event does, as the refusal says it: "… cannot be stamped." */
const loanActionWords: Record<LoanAction, string> = {
  COMPANY_SIGNED: 'signed by the company',
  APPOINTMENT_BOOKED: 'booked for borrower signing',
  BORROWER_SIGNED: 'signed by the borrower',
  ATTESTOR_SIGNED: 'signed by the attestor',
  STAMP: 'stamped',
  DISBURSE: 'disbursed',
  ACTIVATE: 'activated',
  COMPLETE: 'completed',
  REQUEST_SETTLEMENT: 'put under settlement review',
  SETTLEMENT_APPROVED: 'settled early',
  SETTLEMENT_REJECTED: 'returned from settlement review',
  TERMINATE: 'terminated',
  TERMINATION_DONE: 'marked as terminated',
};

export const LOAN_NOT_ALLOWED = 'LOAN.NOT_ALLOWED';

/** "A loan that is 'Active' cannot be stamped." */
export function loanRefusal(status: string, action: LoanAction): Refusal {
  return {
    code: LOAN_NOT_ALLOWED,
    message: `A loan that is '${status}' cannot be ${loanActionWords[action]}.`,
    details: { status, action },
  };
}

/** The loan's next status for `event`, or LOAN.NOT_ALLOWED (422). */
export function decideLoan(stored: StoredStatus, event: LoanEvent): Decision<LoanStatus> {
  const refusal = loanRefusal(stored.status, event.type);
  return decideWithRefusal(() => decide(loanMachine, stored, event, refusal), refusal);
}

/** Whether `status` accepts `event` (what the screens offer). */
export function loanCan(status: LoanStatus, event: LoanEvent): boolean {
  return machineCan(loanMachine, status, event);
}
