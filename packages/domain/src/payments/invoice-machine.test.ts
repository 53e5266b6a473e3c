import { describe, expect, it } from 'vitest';
import { initial } from '../machines/decide';
import {
  decideInvoice,
  type InvoiceAction,
  type InvoiceStatus,
  invoiceMachine,
  invoiceStatuses,
} from './invoice-machine';

const actions: InvoiceAction[] = ['PAY_PART', 'PAY_IN_FULL', 'CANCEL'];

const allowed: Partial<Record<InvoiceStatus, Partial<Record<InvoiceAction, InvoiceStatus>>>> = {
  Unpaid: { PAY_PART: 'Partial Settled', PAY_IN_FULL: 'Settled', CANCEL: 'Cancelled' },
  'Partial Settled': { PAY_PART: 'Partial Settled', PAY_IN_FULL: 'Settled' },
};

const notCancellable: [string, string] = [
  'INVOICE.NOT_CANCELLABLE',
  'Only an unpaid invoice can be cancelled.',
];
const refused: Partial<Record<InvoiceStatus, Partial<Record<InvoiceAction, [string, string]>>>> = {
  'Partial Settled': { CANCEL: notCancellable },
  Settled: {
    PAY_PART: ['INVOICE.ALREADY_SETTLED', 'This invoice is already settled.'],
    PAY_IN_FULL: ['INVOICE.ALREADY_SETTLED', 'This invoice is already settled.'],
    CANCEL: notCancellable,
  },
  Cancelled: {
    PAY_PART: ['INVOICE.CANCELLED', 'This invoice has been cancelled.'],
    PAY_IN_FULL: ['INVOICE.CANCELLED', 'This invoice has been cancelled.'],
    CANCEL: notCancellable,
  },
};

describe('invoice machine', () => {
  it('has the four statuses and starts Unpaid', () => {
    expect(invoiceStatuses).toEqual(['Unpaid', 'Partial Settled', 'Settled', 'Cancelled']);
    expect(Object.keys(invoiceMachine.states).sort()).toEqual([...invoiceStatuses].sort());
    expect(initial(invoiceMachine)).toEqual({ status: 'Unpaid', events: [], machineVersion: '1' });
  });

  for (const status of invoiceStatuses) {
    for (const action of actions) {
      const next = allowed[status]?.[action];
      if (next) {
        it(`${status} + ${action} → ${next}`, () => {
          expect(decideInvoice(status, { type: action }).status).toBe(next);
        });
      } else {
        const [code, message] = refused[status]![action]!;
        it(`${status} refuses ${action}: ${message}`, () => {
          expect(() => decideInvoice(status, { type: action })).toThrow(
            expect.objectContaining({ kind: 'rule', code, message, details: { status, action } }),
          );
        });
      }
    }
  }
});
