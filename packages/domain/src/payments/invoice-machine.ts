import { type EventFromLogic, setup } from 'xstate';
import { decideWithRefusal, type Refusal } from '../lending/application-machine';
import { type Decision, decide, emitAction, initial, type StatusOf } from '../machines/decide';

/** An invoice's statuses. */
export const invoiceStatuses = ['Unpaid', 'Partial Settled', 'Settled', 'Cancelled'] as const;

/**
 * An invoice: what one installment asks of the borrower. Payments settle it in part or in full;
 * it is cancelled only before anything is paid against it, since a paid part is on the ledger and
 * is undone by a credit note, not by cancelling.
 */
export const invoiceMachine = setup({
  types: {
    events: {} as { type: 'PAY_PART' } | { type: 'PAY_IN_FULL' } | { type: 'CANCEL' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'invoice',
  version: '1',
  initial: 'Unpaid',
  states: {
    Unpaid: { on: { PAY_PART: 'Partial Settled', PAY_IN_FULL: 'Settled', CANCEL: 'Cancelled' } },
    'Partial Settled': { on: { PAY_PART: 'Partial Settled', PAY_IN_FULL: 'Settled' } },
    Settled: { type: 'final' },
    Cancelled: { type: 'final' },
  },
});

export type InvoiceStatus = StatusOf<typeof invoiceMachine>;
export type InvoiceEvent = EventFromLogic<typeof invoiceMachine>;
export type InvoiceAction = InvoiceEvent['type'];

export const INVOICE_NOT_CANCELLABLE = 'INVOICE.NOT_CANCELLABLE';
export const INVOICE_ALREADY_SETTLED = 'INVOICE.ALREADY_SETTLED';
export const INVOICE_CANCELLED = 'INVOICE.CANCELLED';

/** Why `status` does not take `action`. */
export function invoiceRefusal(status: string, action: InvoiceAction): Refusal {
  const details = { status, action };
  if (action === 'CANCEL') {
    return { code: INVOICE_NOT_CANCELLABLE, message: 'Only an unpaid invoice can be cancelled.', details };
  }
  if (status === 'Cancelled') {
    return { code: INVOICE_CANCELLED, message: 'This invoice has been cancelled.', details };
  }
  return { code: INVOICE_ALREADY_SETTLED, message: 'This invoice is already settled.', details };
}

/** The invoice's next status for `event`, or its refusal (422) with the status and action in its details. */
export function decideInvoice(status: InvoiceStatus, event: InvoiceEvent): Decision<InvoiceStatus> {
  const refusal = invoiceRefusal(status, event.type);
  return decideWithRefusal(() => decide(invoiceMachine, { status }, event, refusal), refusal);
}

/** A new invoice's `Status` and `MachineVersion`: the invoice machine's initial state. */
export function newInvoice(): { Status: InvoiceStatus; MachineVersion: string } {
  const first = initial(invoiceMachine);
  return { Status: first.status, MachineVersion: first.machineVersion };
}
