import { describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_MESSAGE, ownAccountRefusal, sameEmail } from './own-account';

describe('a loan of the staff member’s own account', () => {
  it('is refused when any of the borrower’s addresses is theirs, case and spaces aside', () => {
    for (const borrower of [
      ['risk@demo.test'],
      ['RISK@Demo.Test'],
      ['  risk@demo.test  '],
      ['someone@else.test', 'Risk@demo.test '],
    ]) {
      const refusal = ownAccountRefusal(' risk@DEMO.test', borrower);
      expect(refusal, borrower.join()).toMatchObject({
        kind: 'forbidden',
        code: 'LENDING.OWN_ACCOUNT',
        message:
          'You cannot approve, stamp or disburse a loan whose borrower account has your own e-mail address: another staff member must do it.',
      });
      expect(refusal?.message).toBe(OWN_ACCOUNT_MESSAGE);
    }
  });

  it('is not refused for another address, a look-alike, or no address', () => {
    expect(ownAccountRefusal('risk@demo.test', ['borrower@demo.test'])).toBeUndefined();
    expect(ownAccountRefusal('risk@demo.test', ['risk@demo.test.my', 'xrisk@demo.test'])).toBeUndefined();
    expect(ownAccountRefusal('risk@demo.test', [])).toBeUndefined();
    expect(ownAccountRefusal(undefined, ['risk@demo.test'])).toBeUndefined();
    expect(ownAccountRefusal('  ', ['  '])).toBeUndefined();
  });

  it('compares addresses as typed by people', () => {
    expect(sameEmail(' A@B.C', 'a@b.c ')).toBe(true);
    expect(sameEmail('a@b.c', 'a@b.co')).toBe(false);
  });
});
