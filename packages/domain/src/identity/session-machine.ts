import { setup } from 'xstate';

/**
 * A sign-in session (a refresh-token family). Refreshing rotates the token and keeps the session
 * active; presenting a spent refresh token means it was stolen or replayed, so the whole family is
 * revoked, as are logout, password reset, deactivation and a change of the user's roles.
 */
export const sessionMachine = setup({
  types: {
    events: {} as
      | { type: 'REFRESH' }
      | { type: 'REUSE_DETECTED' }
      | { type: 'LOGOUT' }
      | { type: 'REVOKE' }
      | { type: 'EXPIRE' },
  },
}).createMachine({
  id: 'session',
  version: '1',
  initial: 'Active',
  states: {
    Active: {
      on: {
        REFRESH: 'Active',
        REUSE_DETECTED: 'Revoked',
        LOGOUT: 'Revoked',
        REVOKE: 'Revoked',
        EXPIRE: 'Expired',
      },
    },
    Revoked: { type: 'final' },
    Expired: { type: 'final' },
  },
});

export type SessionStatus = 'Active' | 'Revoked' | 'Expired';

/** Staff and customer accounts: an Admin activates and deactivates them. */
export const accountStatusMachine = setup({
  types: { events: {} as { type: 'ACTIVATE' } | { type: 'DEACTIVATE' } },
}).createMachine({
  id: 'account-status',
  version: '1',
  initial: 'Active',
  states: {
    Active: { on: { DEACTIVATE: 'Inactive' } },
    Inactive: { on: { ACTIVATE: 'Active' } },
  },
});

export type AccountStatus = 'Active' | 'Inactive';
