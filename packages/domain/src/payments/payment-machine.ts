import { type EventFromLogic, setup } from 'xstate';
import { decideWithRefusal, type Refusal } from '../lending/application-machine';
import { type Decision, decide, emitAction, type StatusOf } from '../machines/decide';

/** A payment's statuses, in the order one goes through them. */
export const paymentStatuses = ['New', 'Pending', 'Approved', 'Rejected'] as const;

/**
 * A payment. One the borrower makes (a transfer with its receipt) is submitted and waits 'Pending'
 * until staff confirm it against the bank ('Approved') or reject it. One staff record themselves
 * (cash or a cheque at the counter) was received in their hands, so it is 'Approved' at once. A
 * mandate's debit is decided by the bank's answer itself: collected ('Approved' at once) or
 * refused ('Rejected', with the bank's reason). Only an 'Approved' payment is posted to the
 * ledger, once: so a decided payment is never decided again.
 */
export const paymentMachine = setup({
  types: {
    events: {} as
      | { type: 'SUBMIT' }
      | { type: 'RECORD_MANUAL' }
      | { type: 'DEBIT_COLLECTED' }
      | { type: 'DEBIT_REFUSED' }
      | { type: 'CONFIRM' }
      | { type: 'REJECT' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'payment',
  version: '1',
  initial: 'New',
  states: {
    New: {
      on: {
        SUBMIT: 'Pending',
        RECORD_MANUAL: 'Approved',
        DEBIT_COLLECTED: 'Approved',
        DEBIT_REFUSED: 'Rejected',
      },
    },
    Pending: { on: { CONFIRM: 'Approved', REJECT: 'Rejected' } },
    Approved: { type: 'final' },
    Rejected: { type: 'final' },
  },
});

export type PaymentStatus = StatusOf<typeof paymentMachine>;
export type PaymentEvent = EventFromLogic<typeof paymentMachine>;

/**
 * What staff may decide of a pending payment (the contract's `Status` of confirm-payment), named
 * by the status each leads to: the machine's APPROVE or REJECT, which sets the status.
 */
export const paymentDecisions = ['Approved', 'Rejected'] as const satisfies readonly PaymentStatus[];
export type PaymentDecision = (typeof paymentDecisions)[number];
export type PaymentAction = PaymentEvent['type'];

export const PAYMENT_ALREADY_DECIDED = 'PAYMENT.ALREADY_DECIDED';
export const PAYMENT_ALREADY_SUBMITTED = 'PAYMENT.ALREADY_SUBMITTED';
export const PAYMENT_NOT_SUBMITTED = 'PAYMENT.NOT_SUBMITTED';

/** Why `status` does not take `action`, said for the status it is in. */
export function paymentRefusal(status: string, action: PaymentAction): Refusal {
  const details = { status, action };
  if (status === 'Approved') {
    return { code: PAYMENT_ALREADY_DECIDED, message: 'This payment has already been confirmed.', details };
  }
  if (status === 'Rejected') {
    return { code: PAYMENT_ALREADY_DECIDED, message: 'This payment has already been rejected.', details };
  }
  if (status === 'Pending') {
    return {
      code: PAYMENT_ALREADY_SUBMITTED,
      message: 'This payment is already waiting for confirmation.',
      details,
    };
  }
  return {
    code: PAYMENT_NOT_SUBMITTED,
    message: 'This payment has not been submitted for confirmation.',
    details,
  };
}

/** The payment's next status for `event`, or its refusal (422) with the status and action in its details. */
export function decidePayment(status: PaymentStatus, event: PaymentEvent): Decision<PaymentStatus> {
  const refusal = paymentRefusal(status, event.type);
  return decideWithRefusal(() => decide(paymentMachine, { status }, event, refusal), refusal);
}
