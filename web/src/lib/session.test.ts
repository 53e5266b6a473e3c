import { describe, expect, it } from 'vitest';
import { parseMe } from './session';

const me = {
  UserId: 'ACC-7',
  FullName: 'Nurul Huda',
  Email: 'staff@demo.test',
  Kind: 'staff',
  roles: ['Staff'],
  privileges: [],
  menu: ['loanListing', 'logout'],
  home: '/loan/listing',
};

describe('the signed-in account', () => {
  it('carries the idle limit and its warning when the session has one', () => {
    expect(parseMe({ Data: { ...me, IdleTimeoutSeconds: 900, IdleWarningSeconds: 60 } })?.idle).toEqual({
      timeoutSeconds: 900,
      warningSeconds: 60,
    });
  });

  it('has none for a session without an idle limit', () => {
    expect(parseMe({ Data: me })).toEqual({
      userId: 'ACC-7',
      fullName: 'Nurul Huda',
      email: 'staff@demo.test',
      kind: 'staff',
      roles: ['Staff'],
      privileges: [],
      home: '/loan/listing',
    });
  });

  it('refuses a limit that is not a whole positive number of seconds', () => {
    expect(parseMe({ Data: { ...me, IdleTimeoutSeconds: -5, IdleWarningSeconds: 60 } })).toBeUndefined();
    expect(parseMe({ Data: { ...me, IdleTimeoutSeconds: '900' } })).toBeUndefined();
  });
});
