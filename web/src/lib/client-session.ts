import { notify } from '../stores/notifications';
import { clearClientState } from './client-state';
import { expiredLoginPath, loginPathFor } from './login-paths';

/**
 * The browser's side of the session. The tokens are HttpOnly cookies this code never sees; it
 * only reads the CSRF token (double submit) and the account kind, both readable by design.
 */

export type AccountKind = 'customer' | 'staff';

export function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

/** The CSRF cookie (see session.ts's SESSION_COOKIES, kept out of this bundle with its zod). */
export const csrfToken = (): string => readCookie('__Host-ezc_csrf') ?? '';

export const accountKind = (): AccountKind => (readCookie('ezc_kind') === 'staff' ? 'staff' : 'customer');

let refreshing: Promise<boolean> | undefined;

/**
 * Rotates the session cookies (the access token lasts minutes, the session hours). One refresh
 * at a time per page: a refresh token works once, and reusing a spent one revokes the session.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/customer-refresh-token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Client': 'web', 'X-CSRF-Token': csrfToken() },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Ends the session on the server (its cookies go with it). */
async function endServerSession(): Promise<void> {
  const logout = () =>
    fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': csrfToken(), 'X-Client': 'web', accept: 'application/json' },
    });
  try {
    // After a while on one page the access token has lapsed, but the session (and its refresh
    // cookie) lives on: it must still be ended, or the next visit would sign straight back in.
    if ((await logout()).status === 401 && (await refreshSession())) await logout();
  } catch {
    // Offline: the local state is still cleared and the login shown.
  }
}

/** Ends the session on the server, forgets client state, and goes to the right login page. */
export async function signOut(kind: AccountKind = accountKind()): Promise<void> {
  await endServerSession();
  await clearClientState();
  window.location.assign(loginPathFor(kind));
}

/** The text for 'Session expired.' in the page language (the notifications region carries it). */
function sessionExpiredTexts(): { title: string; description: string | undefined } {
  const host = document.querySelector<HTMLElement>('[data-notifications]');
  return {
    title: host?.dataset.sessionExpired || 'Session expired.',
    description: host?.dataset.sessionExpiredText || undefined,
  };
}

/** Shows 'Session expired.' (spec §8). */
export function notifySessionExpired(): void {
  notify({ type: 'warning', ...sessionExpiredTexts() });
}

/**
 * Spec §8's global rule for an 'Unauthorized' answer: say the session expired, clear stored
 * state, and send the user to their login page (which repeats the notice after the redirect).
 */
export async function expireSession(kind: AccountKind = accountKind()): Promise<void> {
  notifySessionExpired();
  await clearClientState();
  window.location.assign(expiredLoginPath(kind));
}

/**
 * The idle limit is reached: the session ends as an expired one does (spec §8), and on the
 * server too. The page counts from the earliest time the server may have recorded, so the
 * server's own end may still be up to a minute away: without the logout, the login page would
 * find the session alive and send the person straight back in.
 */
export async function endIdleSession(kind: AccountKind = accountKind()): Promise<void> {
  notifySessionExpired();
  await endServerSession();
  await clearClientState();
  window.location.assign(expiredLoginPath(kind));
}
