import { describe, expect, it } from 'vitest';
import { audiencesOfEvent, audiencesOfListener } from './audiences';

describe('real-time audiences', () => {
  it("sends a loan's change to its owner and to staff who may list or view loans", () => {
    expect(audiencesOfEvent('loan.status-changed', 'CUST-1')).toEqual([
      'PRIV#Loan - Retrieve List',
      'PRIV#Loan - View Details',
      'CUSTOMER#CUST-1',
    ]);
  });

  it('tells staff following signing sessions, and not the borrower, that the borrower has not joined', () => {
    expect(audiencesOfEvent('signing-session.not-joined', 'CUST-1')).toEqual([
      'PRIV#Loan - Retrieve Signing Sessions',
    ]);
  });

  it('sends an event of an unknown kind to its owner only', () => {
    expect(audiencesOfEvent('secret.status-changed', 'CUST-1')).toEqual(['CUSTOMER#CUST-1']);
    expect(audiencesOfEvent('secret.status-changed', undefined)).toEqual([]);
  });

  it('lets a borrower listen to their own customer, and staff to what their privileges show', () => {
    expect(
      audiencesOfListener({ kind: 'customer', id: 'ACC-1', customerId: 'CUST-1', privileges: [] }),
    ).toEqual(['CUSTOMER#CUST-1']);
    // An Attorney (signing sessions only) hears nothing about loans.
    expect(
      audiencesOfListener({
        kind: 'staff',
        id: 'STF-6',
        privileges: ['Menu - Signing Sessions', 'Loan - Retrieve Signing Sessions', 'Signature - Retrieve'],
      }),
    ).toEqual(['PRIV#Menu - Signing Sessions', 'PRIV#Loan - Retrieve Signing Sessions']);
    expect(audiencesOfListener({ kind: 'staff', id: 'STF-9', privileges: [] })).toEqual([]);
  });
});
