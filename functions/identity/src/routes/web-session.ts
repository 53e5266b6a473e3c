import { randomBytes } from 'node:crypto';
import { ACCESS_COOKIE, CSRF_COOKIE, KIND_COOKIE, REFRESH_COOKIE } from '@ezc/platform';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Session } from '../sessions/session';
import type { TokenSet } from '../sessions/session-service';

/**
 * The site signs in with `X-Client: web`: its tokens then go into HttpOnly cookies that page
 * scripts cannot read, and the body carries no token; the session is marked as the site's for
 * good. API clients get the tokens in the body.
 */
export const clientOf = (c: Context): Session['Client'] =>
  c.req.header('x-client') === 'web' ? 'web' : 'api';

/**
 * The answer to a sign-in or a refresh. `signIn`: a new session begins, so it gets a CSRF token of
 * its own, whatever CSRF cookie the browser brought (one planted before sign-in must not become
 * the session's). A refresh keeps the session's token, so pages open in other tabs keep working.
 */
export function tokenAnswer(c: Context, t: TokenSet, how: 'sign-in' | 'refresh' = 'sign-in') {
  if (clientOf(c) !== 'web') {
    return {
      access_token: t.access_token,
      ...(t.refresh_token ? { refresh_token: t.refresh_token } : {}),
      expires_in: t.expires_in,
      token_type: t.token_type,
    };
  }
  const sessionSeconds = Math.max(60, Math.floor((Date.parse(t.sessionExpiresAt) - Date.now()) / 1000));
  const base = { secure: true, path: '/' } as const;
  setCookie(c, ACCESS_COOKIE, t.access_token, {
    ...base,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: sessionSeconds,
  });
  // Absent in the grace answer to a racing tab: the browser keeps the newer refresh cookie.
  if (t.refresh_token) {
    setCookie(c, REFRESH_COOKIE, t.refresh_token, {
      ...base,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: sessionSeconds,
    });
  }
  const kept = how === 'refresh' ? getCookie(c, CSRF_COOKIE) : undefined;
  // The name's `__Host-` prefix needs Secure, Path=/ and no Domain (hono refuses anything else).
  setCookie(c, CSRF_COOKIE, kept ?? randomBytes(24).toString('base64url'), {
    ...base,
    sameSite: 'Strict',
    maxAge: sessionSeconds,
  });
  setCookie(c, KIND_COOKIE, t.kind, { ...base, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
  return { expires_in: t.expires_in, token_type: t.token_type, session: 'cookie' as const };
}

/** Clears the session cookies; the kind cookie stays so an expired page knows which login to show. */
export function clearSessionCookies(c: Context) {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, CSRF_COOKIE])
    deleteCookie(c, name, { path: '/', secure: true });
}

/** The refresh token from the body (API clients) or else the site's HttpOnly cookie, and which. */
export function refreshTokenFrom(c: Context, bodyToken: string | undefined) {
  if (bodyToken) return { refreshToken: bodyToken, fromCookie: false };
  const cookie = getCookie(c, REFRESH_COOKIE);
  return cookie ? { refreshToken: cookie, fromCookie: true } : undefined;
}
