import { describe, expect, it } from 'vitest';
import { loanCan, loanStatuses } from './loan-machine';

/**
 * The Act's rule that an agreement is stamped before the money leaves: of every loan status only
 * 'Stamped' may be disbursed, so a signed loan not yet stamped cannot be.
 */
describe('stamping before disbursement', () => {
  it('disburses a loan only once it is stamped', () => {
    const disbursable = loanStatuses.filter((s) => loanCan(s, { type: 'DISBURSE' }));
    expect(disbursable).toEqual(['Stamped']);
    expect(loanCan('Signed', { type: 'DISBURSE' })).toBe(false);
    expect(loanCan('Signed', { type: 'STAMP' })).toBe(true);
  });
});
