import { describe, expect, it } from 'vitest';
import {
  actionForbidden,
  actionRightsSchema,
  actionsNow,
  applicationActionsOpen,
  defaultActionRights,
  lendingActions,
  loanActionsOpen,
  mayAct,
  readActionRights,
} from './action-rights';

describe('action rights', () => {
  it('lists the ten lending actions', () => {
    expect(lendingActions).toEqual([
      'Manage Products',
      'Manage Packages',
      'Manage Partners',
      'Approve Application',
      'Reject Application',
      'Void Application',
      'Stamp Loan',
      'Disburse Loan',
      'Terminate Loan',
      'Activate Installment',
    ]);
  });

  it('grants setup to Admin, reviews to Risk Team and pay-outs to Finance Team by default', () => {
    expect(defaultActionRights).toEqual({
      'Manage Products': ['Admin'],
      'Manage Packages': ['Admin'],
      'Manage Partners': ['Admin'],
      'Approve Application': ['Risk Team', 'Admin'],
      'Reject Application': ['Risk Team', 'Admin'],
      'Void Application': ['Risk Team', 'Admin'],
      'Stamp Loan': ['Finance Team', 'Admin'],
      'Disburse Loan': ['Finance Team', 'Admin'],
      'Terminate Loan': ['Finance Team', 'Admin'],
      'Activate Installment': ['Finance Team', 'Admin'],
    });
  });

  it('lets a role act only where it is granted', () => {
    const rights = defaultActionRights;
    expect(mayAct(rights, 'Approve Application', ['Risk Team'])).toBe(true);
    expect(mayAct(rights, 'Approve Application', ['Finance Team'])).toBe(false);
    expect(mayAct(rights, 'Stamp Loan', ['Finance Team'])).toBe(true);
    expect(mayAct(rights, 'Stamp Loan', ['Staff', 'Risk Team'])).toBe(false);
    expect(mayAct(rights, 'Manage Products', ['Admin'])).toBe(true);
    expect(mayAct(rights, 'Manage Products', ['Borrower'])).toBe(false);
    expect(mayAct(rights, 'Manage Products', [])).toBe(false);
  });

  it('reads an edited grant, and the defaults for actions it does not name', () => {
    const edited = { 'Stamp Loan': ['Staff'] };
    expect(mayAct(edited, 'Stamp Loan', ['Staff'])).toBe(true);
    expect(mayAct(edited, 'Stamp Loan', ['Finance Team'])).toBe(false);
    expect(mayAct(edited, 'Disburse Loan', ['Finance Team'])).toBe(true);
  });

  it('takes a whole grant on update, and refuses unknown roles or missing actions', () => {
    const whole = { ...defaultActionRights, 'Stamp Loan': ['Staff', 'Staff', 'Admin'] };
    expect(actionRightsSchema.parse(whole)['Stamp Loan']).toEqual(['Staff', 'Admin']);
    expect(actionRightsSchema.safeParse({ ...whole, 'Stamp Loan': ['Borrower'] }).success).toBe(false);
    const { 'Stamp Loan': _, ...missing } = whole;
    expect(actionRightsSchema.safeParse(missing).success).toBe(false);
  });

  it('reads a stored grant leniently: defaults for absent actions, unknown roles dropped', () => {
    const read = readActionRights({ 'Stamp Loan': ['Staff', 'Nobody'], 'Old Action': ['Admin'] });
    expect(read['Stamp Loan']).toEqual(['Staff']);
    expect(read['Disburse Loan']).toEqual(['Finance Team', 'Admin']);
    expect(Object.keys(read)).toEqual([...lendingActions]);
    expect(readActionRights(undefined)).toEqual(defaultActionRights);
  });

  it('refuses with 403 LENDING.ACTION_FORBIDDEN naming the action', () => {
    expect(actionForbidden('Stamp Loan')).toMatchObject({
      kind: 'forbidden',
      code: 'LENDING.ACTION_FORBIDDEN',
      message: 'Your role may not do this: Stamp Loan.',
      details: { action: 'Stamp Loan' },
    });
  });

  it('offers the actions a status is open to, to those granted them', () => {
    expect(loanActionsOpen('Signed')).toEqual(['Stamp Loan', 'Terminate Loan']);
    expect(loanActionsOpen('Stamped')).toEqual(['Disburse Loan', 'Terminate Loan']);
    expect(loanActionsOpen('Active')).toEqual(['Activate Installment', 'Terminate Loan']);
    expect(loanActionsOpen('Pending Signing Company')).toEqual(['Terminate Loan']);
    expect(loanActionsOpen('Settlement Under Review')).toEqual([]);
    expect(loanActionsOpen('Terminated')).toEqual([]);
    expect(applicationActionsOpen('In Review')).toEqual([
      'Approve Application',
      'Reject Application',
      'Void Application',
    ]);
    expect(applicationActionsOpen('Pending Profile')).toEqual(['Void Application']);
    expect(applicationActionsOpen('Approved')).toEqual([]);
    expect(actionsNow(loanActionsOpen('Signed'), defaultActionRights, ['Finance Team'])).toEqual([
      'Stamp Loan',
      'Terminate Loan',
    ]);
    expect(actionsNow(loanActionsOpen('Signed'), defaultActionRights, ['Risk Team'])).toEqual([]);
  });
});
