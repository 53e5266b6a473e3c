import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { verify } from 'hono/jwt';
import * as z from 'zod';
import { HttpProblem } from './problem';
import type { AppEnv, Principal } from './types';

/** The claims inside a product access token. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  kind: z.enum(['customer', 'staff', 'service']),
  sid: z.string(),
  name: z.string().optional(),
  roles: z.array(z.string()).default([]),
  privileges: z.array(z.string()).default([]),
  cid: z.string().optional(),
  exp: z.number(),
  /** access: Bearer or page cookie; ws: a socket ticket; sso: the single sign-on bearer of spec §7. */
  typ: z.enum(['access', 'ws', 'sso']),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
export type TokenType = AccessClaims['typ'];

export interface TokenVerifier {
  /** An access token (Bearer or page cookie) of a live session; anything else is undefined. */
  verify(token: string): Promise<Principal | undefined>;
  /** A socket ticket, accepted only when a WebSocket connects, never as a Bearer token. */
  verifySocketTicket?(token: string): Promise<Principal | undefined>;
  /**
   * The single sign-on token of a staff sign-in (`sso_token`), a Bearer token only the routes
   * whose access rule says `sso` accept (spec §7: `GET /users` with the single-sign-on bearer).
   */
  verifySso?(token: string): Promise<Principal | undefined>;
  /** The person did something: keeps the session from ending for inactivity. */
  markActive?(principal: Principal): Promise<void>;
}

/** The pages' session cookies: access and refresh tokens (HttpOnly), CSRF token and kind (readable). */
export const ACCESS_COOKIE = 'ezc_at';
export const REFRESH_COOKIE = 'ezc_rt';
/**
 * `__Host-`: browsers take it only when set by this very host, Secure, on Path=/ and without a
 * Domain, so no sibling subdomain or plain-http page can plant a token the double submit would
 * then accept. (Chromium and Firefox treat http://localhost as secure, so it works locally too.)
 */
export const CSRF_COOKIE = '__Host-ezc_csrf';
export const KIND_COOKIE = 'ezc_kind';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The secret as a WebCrypto key, made once per secret: importing it costs as much as a check.
 */
const verifyKeys = new Map<string, Promise<CryptoKey>>();
function verifyKeyOf(secret: string): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: { name: 'SHA-256' } },
      false,
      ['verify'],
    );
    // A process holds one secret at a time (a few in tests): the map never grows past a handful.
    if (verifyKeys.size > 8) verifyKeys.clear();
    verifyKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature was checked, with what they say: a page makes several calls with one
 * token, and the signature of the same string under the same secret cannot come out otherwise.
 * Expiry is still checked on every use. Bounded: cleared when it passes MAX_VERIFIED.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
const MAX_VERIFIED = 10_000;

async function claimsOf(token: string, secret: string): Promise<AccessClaims | undefined> {
  const known = verified.get(token);
  if (known && known.secret === secret)
    return known.claims.exp > Date.now() / 1000 ? known.claims : undefined;
  let payload: unknown;
  try {
    payload = await verify(token, await verifyKeyOf(secret), 'HS256');
  } catch {
    return undefined;
  }
  const claims = accessClaimsSchema.safeParse(payload);
  if (!claims.success) return undefined;
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(token, { secret, claims: claims.data });
  return claims.data;
}

/**
 * What a signed, unexpired access token says, as a principal with the privileges written in it.
 * Anything else (bad signature, expired, not an access token) is undefined.
 */
export async function readAccessToken(
  token: string,
  secret: string,
  typ: TokenType = 'access',
): Promise<Principal | undefined> {
  const c = await claimsOf(token, secret);
  if (!c || c.typ !== typ) return undefined;
  return {
    id: c.sub,
    kind: c.kind,
    sessionId: c.sid,
    roles: c.roles,
    privileges: c.privileges,
    ...(c.name ? { name: c.name } : {}),
    ...(c.cid ? { customerId: c.cid } : {}),
  };
}

/** The bearer token, or the page cookie when there is no Authorization header. */
export function tokenOf(authorization: string | undefined, cookie: string | undefined): string | undefined {
  if (authorization) {
    const m = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return m?.[1];
  }
  return cookie || undefined;
}

/**
 * Verifies the token when one is present; the route's access rule decides whether one is needed.
 * A write authenticated by the page cookie must also carry the CSRF token (double submit), since
 * a browser attaches cookies to cross-site requests too.
 */
export function authenticate(
  verifier: () => TokenVerifier,
  /**
   * Paths that never read the page cookie: a request there is anonymous whatever cookies the
   * browser sends along, so it carries no session authority a forged cross-site form could borrow,
   * and needs no CSRF token.
   */
  sessionless: (path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const cookie = sessionless(c.req.path) ? undefined : getCookie(c, ACCESS_COOKIE);
    const token = tokenOf(header, cookie);
    if (token) {
      const principal = await verifier().verify(token);
      if (principal) {
        if (!header && !SAFE_METHODS.has(c.req.method)) {
          const sent = c.req.header(CSRF_HEADER);
          const expected = getCookie(c, CSRF_COOKIE);
          if (!sent || !expected || !safeEqual(sent, expected)) {
            throw new HttpProblem(403, 'AUTH.CSRF', 'Invalid or missing CSRF token.');
          }
        }
        c.set('principal', principal);
        const verifierNow = verifier();
        if (verifierNow.markActive) c.set('markActive', () => verifierNow.markActive!(principal));
      } else if (header) {
        // Not an access token: perhaps the single sign-on bearer, which only some routes take.
        const sso = await verifier().verifySso?.(token);
        if (sso) c.set('ssoPrincipal', sso);
      }
    }
    await next();
  };
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
