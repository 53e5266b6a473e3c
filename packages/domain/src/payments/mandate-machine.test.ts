import { describe, expect, it } from 'vitest';
import { initial } from '../machines/decide';
import {
  decideMandate,
  type MandateAction,
  type MandateStatus,
  mandateMachine,
  mandateStatuses,
} from './mandate-machine';

const actions: MandateAction[] = ['REGISTER', 'APPROVE', 'REJECT'];

const allowed: Partial<Record<MandateStatus, Partial<Record<MandateAction, MandateStatus>>>> = {
  'Not Set Up': { REGISTER: 'Pending Approval' },
  'Pending Approval': { APPROVE: 'Active', REJECT: 'Rejected' },
  Rejected: { REGISTER: 'Pending Approval' },
};

const notPending: [string, string] = [
  'MANDATE.NOT_PENDING',
  'Only a mandate waiting for approval can be approved or rejected.',
];
const refused: Partial<Record<MandateStatus, Partial<Record<MandateAction, [string, string]>>>> = {
  'Not Set Up': { APPROVE: notPending, REJECT: notPending },
  'Pending Approval': {
    REGISTER: ['MANDATE.ALREADY_REGISTERED', 'This mandate is already waiting for approval.'],
  },
  Active: {
    REGISTER: ['MANDATE.ALREADY_ACTIVE', 'This mandate is already active.'],
    APPROVE: notPending,
    REJECT: notPending,
  },
  Rejected: { APPROVE: notPending, REJECT: notPending },
};

describe('mandate machine', () => {
  it('has the four statuses and starts Not Set Up', () => {
    expect(mandateStatuses).toEqual(['Not Set Up', 'Pending Approval', 'Active', 'Rejected']);
    expect(Object.keys(mandateMachine.states).sort()).toEqual([...mandateStatuses].sort());
    expect(initial(mandateMachine)).toEqual({ status: 'Not Set Up', events: [], machineVersion: '1' });
  });

  it('emits mandate.status-changed on every transition', () => {
    for (const [status, type] of [
      ['Not Set Up', 'REGISTER'],
      ['Pending Approval', 'APPROVE'],
      ['Pending Approval', 'REJECT'],
      ['Rejected', 'REGISTER'],
    ] as const) {
      expect(decideMandate(status, { type }).events.map((e) => e.name)).toEqual(['mandate.status-changed']);
    }
  });

  it('registers again after a rejection', () => {
    let status: MandateStatus = 'Not Set Up';
    for (const type of ['REGISTER', 'REJECT', 'REGISTER', 'APPROVE'] as const) {
      status = decideMandate(status, { type }).status;
    }
    expect(status).toBe('Active');
  });

  for (const status of mandateStatuses) {
    for (const action of actions) {
      const next = allowed[status]?.[action];
      if (next) {
        it(`${status} + ${action} → ${next}`, () => {
          expect(decideMandate(status, { type: action }).status).toBe(next);
        });
      } else {
        const [code, message] = refused[status]![action]!;
        it(`${status} refuses ${action}: ${message}`, () => {
          expect(() => decideMandate(status, { type: action })).toThrow(
            expect.objectContaining({ kind: 'rule', code, message, details: { status, action } }),
          );
        });
      }
    }
  }
});
