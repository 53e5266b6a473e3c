import { setup } from 'xstate';
import { emit, emitAction, type StatusOf } from '../machines/decide';
import {
  accountActivated,
  accountDeactivated,
  accountMfaEnrolled,
  accountMfaReset,
  accountPasswordChanged,
  accountRolesChanged,
  sessionEnded,
} from './events';

/**
 * A sign-in session (a refresh-token family). Refreshing rotates the token and keeps the session
 * active; presenting a spent refresh token means it was stolen or replayed, so the whole family is
 * revoked, as is logout. Ending emits `session.ended` (its sockets are closed). Sessions also end
 * without a transition when the account's session generation moves on (password reset,
 * deactivation, role change): the token check compares it, and the account's event closes the
 * sockets.
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
  actions: { emit: emitAction },
}).createMachine({
  id: 'session',
  version: '2',
  initial: 'Active',
  states: {
    Active: {
      on: {
        REFRESH: 'Active',
        REUSE_DETECTED: { target: 'Revoked', actions: [emit(sessionEnded)] },
        LOGOUT: { target: 'Revoked', actions: [emit(sessionEnded)] },
        REVOKE: { target: 'Revoked', actions: [emit(sessionEnded)] },
        EXPIRE: { target: 'Expired', actions: [emit(sessionEnded)] },
      },
    },
    Revoked: { type: 'final' },
    Expired: { type: 'final' },
  },
});

export type SessionStatus = StatusOf<typeof sessionMachine>;

/**
 * Staff and customer accounts. An Admin activates and deactivates them; changes to the password,
 * roles and two-step sign-in are transitions too, so each says which event it emits. An inactive
 * account cannot have its password changed (a reset link sent earlier stops working).
 */
export const accountStatusMachine = setup({
  types: {
    events: {} as
      | { type: 'ACTIVATE' }
      | { type: 'DEACTIVATE' }
      | { type: 'CHANGE_PASSWORD' }
      | { type: 'CHANGE_ROLES' }
      | { type: 'ENROL_MFA' }
      | { type: 'RESET_MFA' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'account',
  version: '2',
  initial: 'Active',
  states: {
    Active: {
      on: {
        DEACTIVATE: { target: 'Inactive', actions: [emit(accountDeactivated)] },
        CHANGE_PASSWORD: { actions: [emit(accountPasswordChanged)] },
        CHANGE_ROLES: { actions: [emit(accountRolesChanged)] },
        ENROL_MFA: { actions: [emit(accountMfaEnrolled)] },
        RESET_MFA: { actions: [emit(accountMfaReset)] },
      },
    },
    Inactive: {
      on: {
        ACTIVATE: { target: 'Active', actions: [emit(accountActivated)] },
        CHANGE_ROLES: { actions: [emit(accountRolesChanged)] },
        RESET_MFA: { actions: [emit(accountMfaReset)] },
      },
    },
  },
});

export type AccountStatus = StatusOf<typeof accountStatusMachine>;
