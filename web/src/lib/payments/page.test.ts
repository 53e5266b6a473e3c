import { describe, expect, it } from 'vitest';
import type { SignedInAccount } from '../session';
import { canConfirmPayments, isRepaying, methodsOf } from './page';

const account = (kind: 'customer' | 'staff', roles: string[]): SignedInAccount => ({
  userId: 'U1',
  fullName: 'Someone',
  email: 'someone@demo.test',
  kind,
  roles,
  privileges: [],
  home: '/loan/listing',
});

describe('isRepaying', () => {
  it('is true once the money is out, until the loan ends', () => {
    for (const s of ['Disbursed', 'Active', 'Settlement Under Review', 'Early Settlement', 'Completed']) {
      expect(isRepaying(s)).toBe(true);
    }
  });
  it('is false before the disbursement', () => {
    for (const s of ['Pending Signing Company', 'Signed', 'Stamped', undefined])
      expect(isRepaying(s)).toBe(false);
  });
});

describe('canConfirmPayments', () => {
  it('is Finance Team’s and Admin’s', () => {
    expect(canConfirmPayments(account('staff', ['Finance Team']))).toBe(true);
    expect(canConfirmPayments(account('staff', ['Admin']))).toBe(true);
  });
  it('is not other staff’s, nor a borrower’s', () => {
    expect(canConfirmPayments(account('staff', ['Risk Team']))).toBe(false);
    expect(canConfirmPayments(account('customer', ['Borrower']))).toBe(false);
    expect(canConfirmPayments(undefined)).toBe(false);
  });
});

describe('methodsOf', () => {
  it('keeps the methods with a code and a name', () => {
    const answer = {
      status: 200,
      body: {
        Data: [
          { Code: 'CASH', Name: 'Cash' },
          { Code: 'X' },
          null,
          { Code: 'FPX', Name: 'FPX / Online Banking' },
        ],
      },
    };
    expect(methodsOf(answer)).toEqual([
      { Code: 'CASH', Name: 'Cash' },
      { Code: 'FPX', Name: 'FPX / Online Banking' },
    ]);
  });
  it('offers none when the call failed', () => {
    expect(methodsOf({ status: 500, body: { message: 'Server Error' } })).toEqual([]);
    expect(methodsOf(undefined)).toEqual([]);
  });
});
