import { notFound } from '@ezc/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ownedOrNotFound, visibleTo } from './ownership';
import type { Principal } from './types';

const borrower: Principal = {
  id: 'ACC-1',
  kind: 'customer',
  sessionId: 's',
  roles: ['Borrower'],
  privileges: [],
  customerId: 'CUST-1',
};
const other: Principal = { ...borrower, id: 'ACC-2', customerId: 'CUST-2' };
const staff: Principal = {
  id: 'STF-1',
  kind: 'staff',
  sessionId: 's',
  roles: ['Staff'],
  privileges: ['Loan - View Details'],
};
const loans: Record<string, { LoanNo: string; CustomerId: string }> = {
  EZC1: { LoanNo: 'EZC1', CustomerId: 'CUST-1' },
  EZC2: { LoanNo: 'EZC2', CustomerId: 'CUST-2' },
};
const loanNotFound = () => notFound('LOAN.NOT_FOUND', 'Loan not found');

/** A route as a context would write one: load, then the ownership check, then answer. */
const app = (who: Principal) =>
  new Hono()
    .onError((e, c) => c.json({ message: e.message }, 404))
    .get('/loans/:no', (c) => c.json({ Data: ownedOrNotFound(who, loans[c.req.param('no')], loanNotFound) }));

describe('object ownership', () => {
  it("gives a borrower their own object, and another customer's as if it did not exist", async () => {
    const own = await app(borrower).request('/loans/EZC1');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ Data: { LoanNo: 'EZC1', CustomerId: 'CUST-1' } });
    const theirs = await app(borrower).request('/loans/EZC2');
    const missing = await app(borrower).request('/loans/EZC9');
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: 'Loan not found' });
    expect(await missing.json()).toEqual(await (await app(borrower).request('/loans/EZC2')).json());
    expect((await app(other).request('/loans/EZC2')).status).toBe(200);
  });

  it('lets staff reach any object (their route checked the privilege), and keeps lists to what is visible', async () => {
    expect((await app(staff).request('/loans/EZC2')).status).toBe(200);
    expect(visibleTo(borrower, Object.values(loans)).map((l) => l.LoanNo)).toEqual(['EZC1']);
    expect(visibleTo(staff, Object.values(loans)).map((l) => l.LoanNo)).toEqual(['EZC1', 'EZC2']);
  });

  it('never matches a customer without a customer record to an object without an owner', () => {
    const orphan: Principal = { ...borrower, customerId: undefined };
    expect(() => ownedOrNotFound(orphan, { CustomerId: undefined }, loanNotFound)).toThrow('Loan not found');
  });
});
