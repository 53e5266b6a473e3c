import { describe, expect, it } from 'vitest';
import { decide } from './guard';
import { parseMe } from './session';

/** A newer Privacy Notice comes before every page of a customer's account, and only theirs. */
const base = { unknown: false, hadSession: true, kindCookie: 'customer' };
const customer = {
  kind: 'customer' as const,
  roles: ['Borrower'],
  privileges: ['Signature - Retrieve'],
  home: '/loan/listing',
};
const asked = { ...customer, consentRequired: true };
const toConsent = { action: 'redirect', location: '/consent' };

describe('the consent page comes first', () => {
  it.each(['/', '/loan/listing', '/profile', '/application/apply', '/onboarding/step2'])(
    'sends a customer who must consent from %s to /consent',
    (path) => {
      expect(decide({ ...base, path, subject: asked })).toEqual(toConsent);
    },
  );

  it('shows the consent page itself and the public notice', () => {
    expect(decide({ ...base, path: '/consent', subject: asked })).toEqual({ action: 'render' });
    expect(decide({ ...base, path: '/privacy', subject: asked })).toEqual({ action: 'render' });
    expect(decide({ ...base, path: '/terms', subject: asked })).toEqual({ action: 'render' });
  });

  it('lets a customer who consented go where they asked, the consent page included', () => {
    expect(decide({ ...base, path: '/loan/listing', subject: customer })).toEqual({ action: 'render' });
    expect(decide({ ...base, path: '/consent', subject: customer })).toEqual({ action: 'render' });
  });

  it('keeps staff out of the consent page', () => {
    const admin = { kind: 'staff' as const, roles: ['Admin'], privileges: ['Dashboard'], home: '/dashboard' };
    expect(decide({ ...base, path: '/consent', subject: admin })).toEqual({
      action: 'redirect',
      location: '/error-1',
    });
  });

  it("reads the flag from the API's account answer", () => {
    const me = (extra: object) => ({
      Data: {
        UserId: 'ACC-1',
        FullName: 'A',
        Email: 'a@example.com',
        Kind: 'customer',
        roles: ['Borrower'],
        privileges: [],
        home: '/loan/listing',
        ...extra,
      },
    });
    expect(parseMe(me({ ConsentRequired: true }))?.consentRequired).toBe(true);
    expect(parseMe(me({ ConsentRequired: false }))?.consentRequired).toBeUndefined();
    expect(parseMe(me({}))?.consentRequired).toBeUndefined();
  });
});
