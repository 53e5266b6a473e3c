import { describe, expect, it } from 'vitest';
import { initial } from '../machines/decide';
import {
  type ApplicationAction,
  type ApplicationStatus,
  applicationMachine,
  applicationRefusal,
  applicationStatuses,
  decideApplication,
} from './application-machine';

const actions: ApplicationAction[] = [
  'SUBMIT_READY',
  'SUBMIT_INCOMPLETE',
  'PROFILE_COMPLETED',
  'APPROVE',
  'REJECT',
  'CANCEL',
  'VOID',
];

/** Every transition spec §4 allows, with the events it emits; everything else is refused. */
const allowed: Partial<
  Record<ApplicationStatus, Partial<Record<ApplicationAction, [ApplicationStatus, string[]]>>>
> = {
  New: {
    SUBMIT_READY: ['In Review', ['application.status-changed']],
    SUBMIT_INCOMPLETE: ['Pending Profile', ['application.status-changed']],
    CANCEL: ['Cancelled', ['application.status-changed']],
    VOID: ['Void', ['application.status-changed']],
  },
  'Pending Profile': {
    PROFILE_COMPLETED: ['In Review', ['application.status-changed']],
    CANCEL: ['Cancelled', ['application.status-changed']],
    VOID: ['Void', ['application.status-changed']],
  },
  'In Review': {
    APPROVE: ['Approved', ['application.status-changed', 'application.approved']],
    REJECT: ['Rejected', ['application.status-changed']],
    CANCEL: ['Cancelled', ['application.status-changed']],
    VOID: ['Void', ['application.status-changed']],
  },
};

describe('application machine', () => {
  it('has the seven contract statuses and starts New', () => {
    expect(applicationStatuses).toEqual([
      'New',
      'Pending Profile',
      'In Review',
      'Approved',
      'Rejected',
      'Cancelled',
      'Void',
    ]);
    expect(Object.keys(applicationMachine.states).sort()).toEqual([...applicationStatuses].sort());
    expect(initial(applicationMachine)).toEqual({ status: 'New', events: [], machineVersion: '1' });
  });

  for (const status of applicationStatuses) {
    for (const action of actions) {
      const outcome = allowed[status]?.[action];
      if (outcome) {
        it(`${status} + ${action} → ${outcome[0]}`, () => {
          const d = decideApplication({ status, machineVersion: '1' }, { type: action });
          expect(d.status).toBe(outcome[0]);
          expect(d.events.map((e) => e.name)).toEqual(outcome[1]);
          expect(d.machineVersion).toBe('1');
        });
      } else {
        it(`${status} refuses ${action}`, () => {
          expect(() => decideApplication({ status }, { type: action })).toThrow(
            expect.objectContaining({
              kind: 'rule',
              code: 'APPLICATION.NOT_ALLOWED',
              message: applicationRefusal(status, action).message,
              details: { status, action },
            }),
          );
        });
      }
    }
  }

  it('says what was refused in words', () => {
    expect(applicationRefusal('Approved', 'CANCEL').message).toBe(
      "An application that is 'Approved' cannot be cancelled.",
    );
    expect(applicationRefusal('Rejected', 'APPROVE').message).toBe(
      "An application that is 'Rejected' cannot be approved.",
    );
    expect(applicationRefusal('Void', 'VOID').message).toBe(
      "An application that is 'Void' cannot be voided.",
    );
    expect(applicationRefusal('In Review', 'SUBMIT_READY').message).toBe(
      "An application that is 'In Review' cannot be submitted.",
    );
  });

  it('refuses a status it does not know with the machine code', () => {
    expect(() =>
      decideApplication({ status: 'Draft', machineVersion: '0' }, { type: 'SUBMIT_READY' }),
    ).toThrow(expect.objectContaining({ code: 'MACHINE.UNKNOWN_STATUS' }));
  });
});
