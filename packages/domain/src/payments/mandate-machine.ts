import { type EventFromLogic, setup } from 'xstate';
import { decideWithRefusal, type Refusal } from '../lending/application-machine';
import { type Decision, decide, emit, emitAction, type StatusOf } from '../machines/decide';
import { mandateStatusChanged } from './events';

const changed = emit(mandateStatusChanged);

/** An e-mandate's statuses. */
export const mandateStatuses = ['Not Set Up', 'Pending Approval', 'Active', 'Rejected'] as const;

/**
 * A borrower's e-mandate (direct debit authorisation) for a loan's installments. Registering sends
 * it to the bank, whose approval makes it 'Active'; a rejected mandate may be registered again
 * (corrected bank details), an active one need not be.
 */
export const mandateMachine = setup({
  types: {
    events: {} as { type: 'REGISTER' } | { type: 'APPROVE' } | { type: 'REJECT' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'mandate',
  version: '1',
  initial: 'Not Set Up',
  states: {
    'Not Set Up': { on: { REGISTER: { target: 'Pending Approval', actions: [changed] } } },
    'Pending Approval': {
      on: {
        APPROVE: { target: 'Active', actions: [changed] },
        REJECT: { target: 'Rejected', actions: [changed] },
      },
    },
    Active: {},
    Rejected: { on: { REGISTER: { target: 'Pending Approval', actions: [changed] } } },
  },
});

export type MandateStatus = StatusOf<typeof mandateMachine>;
export type MandateEvent = EventFromLogic<typeof mandateMachine>;
export type MandateAction = MandateEvent['type'];

/**
 * The bank's answer to a registration (the webhook's `Status`): not a status of ours, but the
 * machine's APPROVE or REJECT, which moves the mandate to 'Active' or 'Rejected'.
 */
export const mandateAnswers = ['Approved', 'Rejected'] as const;
export type MandateAnswer = (typeof mandateAnswers)[number];

export const MANDATE_ALREADY_REGISTERED = 'MANDATE.ALREADY_REGISTERED';
export const MANDATE_ALREADY_ACTIVE = 'MANDATE.ALREADY_ACTIVE';
export const MANDATE_NOT_PENDING = 'MANDATE.NOT_PENDING';

/** Why `status` does not take `action`. */
export function mandateRefusal(status: string, action: MandateAction): Refusal {
  const details = { status, action };
  if (action !== 'REGISTER') {
    return {
      code: MANDATE_NOT_PENDING,
      message: 'Only a mandate waiting for approval can be approved or rejected.',
      details,
    };
  }
  if (status === 'Active') {
    return { code: MANDATE_ALREADY_ACTIVE, message: 'This mandate is already active.', details };
  }
  return {
    code: MANDATE_ALREADY_REGISTERED,
    message: 'This mandate is already waiting for approval.',
    details,
  };
}

/** The mandate's next status for `event`, or its refusal (422) with the status and action in its details. */
export function decideMandate(status: MandateStatus, event: MandateEvent): Decision<MandateStatus> {
  const refusal = mandateRefusal(status, event.type);
  return decideWithRefusal(() => decide(mandateMachine, { status }, event, refusal), refusal);
}
