import { describe, expect, it } from 'vitest';
import { initial } from '../machines/decide';
import {
  decideLoan,
  type LoanAction,
  type LoanStatus,
  loanCan,
  loanMachine,
  loanRefusal,
  loanStatuses,
} from './loan-machine';

const actions: LoanAction[] = [
  'COMPANY_SIGNED',
  'APPOINTMENT_BOOKED',
  'BORROWER_SIGNED',
  'ATTESTOR_SIGNED',
  'STAMP',
  'DISBURSE',
  'ACTIVATE',
  'COMPLETE',
  'REQUEST_SETTLEMENT',
  'SETTLEMENT_APPROVED',
  'SETTLEMENT_REJECTED',
  'TERMINATE',
  'TERMINATION_DONE',
];

const changed = 'loan.status-changed';
const terminate: [LoanStatus, string[]] = ['Termination In Process', [changed, 'loan.termination-requested']];

/** Every transition the plan allows, with the events it emits; everything else is refused. */
const allowed: Partial<Record<LoanStatus, Partial<Record<LoanAction, [LoanStatus, string[]]>>>> = {
  'Pending Signing Company': { COMPANY_SIGNED: ['Signed By Company', [changed]], TERMINATE: terminate },
  'Signed By Company': { APPOINTMENT_BOOKED: ['Pending Signing Borrower', [changed]], TERMINATE: terminate },
  'Pending Signing Borrower': {
    BORROWER_SIGNED: ['Pending Signing Attestor', [changed]],
    TERMINATE: terminate,
  },
  'Pending Signing Attestor': { ATTESTOR_SIGNED: ['Signed', [changed]], TERMINATE: terminate },
  Signed: { STAMP: ['Stamped', [changed, 'loan.stamped']], TERMINATE: terminate },
  Stamped: { DISBURSE: ['Disbursed', [changed, 'loan.disbursed']], TERMINATE: terminate },
  Disbursed: { ACTIVATE: ['Active', [changed]], TERMINATE: terminate },
  Active: {
    COMPLETE: ['Completed', [changed]],
    REQUEST_SETTLEMENT: ['Settlement Under Review', [changed]],
    TERMINATE: terminate,
  },
  'Settlement Under Review': {
    SETTLEMENT_APPROVED: ['Early Settlement', [changed]],
    SETTLEMENT_REJECTED: ['Active', [changed]],
  },
  'Termination In Process': { TERMINATION_DONE: ['Terminated', [changed]] },
};

describe('loan machine', () => {
  it('has the thirteen contract statuses in order and starts Pending Signing Company', () => {
    expect(loanStatuses).toEqual([
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
    ]);
    expect(Object.keys(loanMachine.states).sort()).toEqual([...loanStatuses].sort());
    expect(initial(loanMachine)).toEqual({
      status: 'Pending Signing Company',
      events: [],
      machineVersion: '1',
    });
  });

  for (const status of loanStatuses) {
    for (const action of actions) {
      const outcome = allowed[status]?.[action];
      if (outcome) {
        it(`${status} + ${action} → ${outcome[0]}`, () => {
          const d = decideLoan({ status, machineVersion: '1' }, { type: action });
          expect(d.status).toBe(outcome[0]);
          expect(d.events.map((e) => e.name)).toEqual(outcome[1]);
          expect(loanCan(status, { type: action })).toBe(true);
        });
      } else {
        it(`${status} refuses ${action}`, () => {
          expect(() => decideLoan({ status }, { type: action })).toThrow(
            expect.objectContaining({
              kind: 'rule',
              code: 'LOAN.NOT_ALLOWED',
              message: loanRefusal(status, action).message,
              details: { status, action },
            }),
          );
          expect(loanCan(status, { type: action })).toBe(false);
        });
      }
    }
  }

  it('says what was refused in words', () => {
    expect(loanRefusal('Active', 'STAMP').message).toBe("A loan that is 'Active' cannot be stamped.");
    expect(loanRefusal('Signed', 'DISBURSE').message).toBe("A loan that is 'Signed' cannot be disbursed.");
    expect(loanRefusal('Completed', 'TERMINATE').message).toBe(
      "A loan that is 'Completed' cannot be terminated.",
    );
    expect(loanRefusal('Stamped', 'ACTIVATE').message).toBe("A loan that is 'Stamped' cannot be activated.");
  });
});
