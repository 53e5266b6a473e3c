import { describe, expect, it } from 'vitest';
import { initial } from '../machines/decide';
import {
  decidePayment,
  type PaymentAction,
  type PaymentStatus,
  paymentMachine,
  paymentStatuses,
} from './payment-machine';

const actions: PaymentAction[] = [
  'SUBMIT',
  'RECORD_MANUAL',
  'DEBIT_COLLECTED',
  'DEBIT_REFUSED',
  'CONFIRM',
  'REJECT',
];

/** Every transition allowed; everything else is refused as below. */
const allowed: Partial<Record<PaymentStatus, Partial<Record<PaymentAction, PaymentStatus>>>> = {
  New: {
    SUBMIT: 'Pending',
    RECORD_MANUAL: 'Approved',
    DEBIT_COLLECTED: 'Approved',
    DEBIT_REFUSED: 'Rejected',
  },
  Pending: { CONFIRM: 'Approved', REJECT: 'Rejected' },
};

/** The refusal each status gives, whatever it is asked. */
const refusals: Record<PaymentStatus, [string, string]> = {
  New: ['PAYMENT.NOT_SUBMITTED', 'This payment has not been submitted for confirmation.'],
  Pending: ['PAYMENT.ALREADY_SUBMITTED', 'This payment is already waiting for confirmation.'],
  Approved: ['PAYMENT.ALREADY_DECIDED', 'This payment has already been confirmed.'],
  Rejected: ['PAYMENT.ALREADY_DECIDED', 'This payment has already been rejected.'],
};

describe('payment machine', () => {
  it('has the four statuses and starts New', () => {
    expect(paymentStatuses).toEqual(['New', 'Pending', 'Approved', 'Rejected']);
    expect(Object.keys(paymentMachine.states).sort()).toEqual([...paymentStatuses].sort());
    expect(initial(paymentMachine)).toEqual({ status: 'New', events: [], machineVersion: '1' });
  });

  it('takes a manual payment straight to Approved, and a submitted one through Pending', () => {
    expect(decidePayment('New', { type: 'RECORD_MANUAL' }).status).toBe('Approved');
    const pending = decidePayment('New', { type: 'SUBMIT' }).status;
    expect(pending).toBe('Pending');
    expect(decidePayment(pending, { type: 'CONFIRM' })).toEqual({
      status: 'Approved',
      events: [],
      machineVersion: '1',
    });
  });

  for (const status of paymentStatuses) {
    for (const action of actions) {
      const next = allowed[status]?.[action];
      if (next) {
        it(`${status} + ${action} → ${next}`, () => {
          expect(decidePayment(status, { type: action }).status).toBe(next);
        });
      } else {
        const [code, message] = refusals[status];
        it(`${status} refuses ${action}: ${message}`, () => {
          expect(() => decidePayment(status, { type: action })).toThrow(
            expect.objectContaining({ kind: 'rule', code, message, details: { status, action } }),
          );
        });
      }
    }
  }
});
