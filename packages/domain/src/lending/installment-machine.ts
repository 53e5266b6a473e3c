import { setup } from 'xstate';
import { isDomainError } from '../errors';
import { decide, emitAction, type StatusOf } from '../machines/decide';
import { installmentAlreadyActive, installmentAlreadyPaid } from './refusals';

/**
 * A schedule row's status (contract): 'Scheduled' until activated (its invoice is raised), then
 * 'Unpaid' until paid, 'Partial Paid' while part of it is, 'Paid' once all of it is.
 */
export const installmentMachine = setup({
  types: { events: {} as { type: 'ACTIVATE' } | { type: 'PAY_PART' } | { type: 'PAY_IN_FULL' } },
  actions: { emit: emitAction },
}).createMachine({
  id: 'installment',
  version: '1',
  initial: 'Scheduled',
  states: {
    // Paying ahead of the due date settles an installment before it is activated.
    Scheduled: { on: { ACTIVATE: 'Unpaid', PAY_PART: 'Partial Paid', PAY_IN_FULL: 'Paid' } },
    Unpaid: { on: { PAY_PART: 'Partial Paid', PAY_IN_FULL: 'Paid' } },
    'Partial Paid': { on: { PAY_PART: 'Partial Paid', PAY_IN_FULL: 'Paid' } },
    Paid: {},
  },
});

export type InstallmentStatus = StatusOf<typeof installmentMachine>;
export type InstallmentEvent = Parameters<typeof decide<typeof installmentMachine>>[2];

/** The installment machine decides `event` from a row's status; refusals carry their own texts. */
export function decideInstallment(status: InstallmentStatus, event: InstallmentEvent): InstallmentStatus {
  const refusal = event.type === 'ACTIVATE' ? installmentAlreadyActive() : installmentAlreadyPaid();
  try {
    return decide(installmentMachine, { status }, event, refusal).status;
  } catch (e) {
    if (isDomainError(e) && e.code === refusal.code) throw refusal;
    throw e;
  }
}
