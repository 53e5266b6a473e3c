import { describe, expect, it } from 'vitest';
import { parseUser } from './user-role';

describe('staff user rows', () => {
  const row = { UserId: 'U1', FullName: 'Lim Wei Ling', Email: 'finance@demo.test', Status: 'Active' };

  it('keeps whether two-step sign-in is set up', () => {
    expect(parseUser({ ...row, Roles: ['Finance Team'], MfaEnrolled: true })).toEqual({
      UserId: 'U1',
      FullName: 'Lim Wei Ling',
      Email: 'finance@demo.test',
      Status: 'Active',
      Roles: ['Finance Team'],
      MfaEnrolled: true,
    });
    expect(parseUser({ ...row, Roles: [], MfaEnrolled: false })?.MfaEnrolled).toBe(false);
  });

  it('leaves it out when the answer does not say, and refuses a value that is not yes or no', () => {
    expect(parseUser({ ...row, Roles: ['Staff'] })).not.toHaveProperty('MfaEnrolled');
    expect(parseUser({ ...row, Roles: ['Staff'], MfaEnrolled: 'yes' })).toBeUndefined();
  });
});
