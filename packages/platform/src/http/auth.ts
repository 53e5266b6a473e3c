import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { verify } from 'hono/jwt';
import { z } from 'zod';
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
  typ: z.literal('access'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** Decides whether a verified token's session is still alive (logout and reuse revoke it). */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

export interface TokenVerifier {
  verify(token: string): Promise<Principal | undefined>;
}

/** Name of the HttpOnly cookie that carries the access token for the pages. */
export const ACCESS_COOKIE = 'ezc_at';

/** HS256 access tokens, verified with the product's key and checked against the session store. */
export function jwtVerifier(secret: string, isSessionActive?: SessionCheck): TokenVerifier {
  return {
    async verify(token) {
      let payload: unknown;
      try {
        payload = await verify(token, secret, 'HS256');
      } catch {
        return undefined;
      }
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success) return undefined;
      if (isSessionActive && !(await isSessionActive(claims.data.sid))) return undefined;
      const c = claims.data;
      return {
        id: c.sub,
        kind: c.kind,
        sessionId: c.sid,
        roles: c.roles,
        privileges: c.privileges,
        ...(c.name ? { name: c.name } : {}),
        ...(c.cid ? { customerId: c.cid } : {}),
      };
    },
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

/** Verifies the token when one is present; the route's access rule decides whether one is needed. */
export function authenticate(verifier: () => TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c.req.header('authorization'), getCookie(c, ACCESS_COOKIE));
    if (token) {
      const principal = await verifier().verify(token);
      if (principal) c.set('principal', principal);
    }
    await next();
  };
}
