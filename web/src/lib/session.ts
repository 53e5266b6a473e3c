import { z } from 'zod';

/**
 * The signed-in account as the page server sees it: read from the API's `GET /api/auth/me` with
 * the browser's cookies, refreshed once through the refresh cookie when the access token has
 * run out. Server-only: page scripts never see the tokens (they are HttpOnly cookies).
 */

/** Cookie names set by the identity API for `X-Client: web` sign-ins. */
export const SESSION_COOKIES = {
  access: 'ezc_at',
  refresh: 'ezc_rt',
  /** `__Host-`: only this host can set it (Secure, Path=/, no Domain). */
  csrf: '__Host-ezc_csrf',
  kind: 'ezc_kind',
} as const;

export const CSRF_HEADER = 'X-CSRF-Token';

export interface SignedInAccount {
  readonly userId: string;
  readonly fullName: string;
  readonly email: string;
  readonly kind: 'customer' | 'staff';
  readonly roles: readonly string[];
  readonly privileges: readonly string[];
  /** Where `/` sends this account (homePath). */
  readonly home: string;
  /** How long the session may sit idle, and how long before that the page warns; none for service accounts. */
  readonly idle?: { readonly timeoutSeconds: number; readonly warningSeconds: number };
  /** A customer who must accept a newer Privacy Notice before any other page. */
  readonly consentRequired?: boolean;
  /** Customers: whether they opened the link that verifies their e-mail (needed to apply). */
  readonly emailVerified?: boolean;
}

const meSchema = z.object({
  Data: z.object({
    UserId: z.string(),
    FullName: z.string(),
    Email: z.string(),
    Kind: z.enum(['customer', 'staff']),
    roles: z.array(z.string()),
    privileges: z.array(z.string()),
    home: z.string().startsWith('/'),
    IdleTimeoutSeconds: z.number().int().positive().optional(),
    IdleWarningSeconds: z.number().int().nonnegative().optional(),
    ConsentRequired: z.boolean().optional(),
    EmailVerified: z.boolean().optional(),
  }),
});

export function parseMe(body: unknown): SignedInAccount | undefined {
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const d = parsed.data.Data;
  return {
    userId: d.UserId,
    fullName: d.FullName,
    email: d.Email,
    kind: d.Kind,
    roles: d.roles,
    privileges: d.privileges,
    home: d.home,
    ...(d.IdleTimeoutSeconds === undefined
      ? {}
      : { idle: { timeoutSeconds: d.IdleTimeoutSeconds, warningSeconds: d.IdleWarningSeconds ?? 0 } }),
    ...(d.ConsentRequired ? { consentRequired: true } : {}),
    ...(d.EmailVerified === undefined ? {} : { emailVerified: d.EmailVerified }),
  };
}

/** Parses a Cookie request header into name → value (first occurrence wins, as browsers send it). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

/**
 * The Cookie header the browser would send after receiving `setCookies`: new values replace old
 * ones and expired ones (Max-Age=0 or a past Expires) are dropped. Used to retry a call with
 * the rotated tokens within the same page request.
 */
export function applySetCookies(
  cookieHeader: string | null | undefined,
  setCookies: readonly string[],
): string {
  const jar = parseCookieHeader(cookieHeader);
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', val = ''] = a.split('=').map((x) => x.trim());
      if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export type SessionLookup =
  /** Signed in; `setCookies` carries rotated tokens when a refresh was needed. */
  | { readonly state: 'signed-in'; readonly account: SignedInAccount; readonly setCookies: readonly string[] }
  /** The cookies no longer stand for a session; `setCookies` clears them in the browser. */
  | { readonly state: 'signed-out'; readonly setCookies: readonly string[] }
  /** The API could not answer: nothing is known about the session. */
  | { readonly state: 'unknown'; readonly setCookies: readonly string[] };

export interface LookupOptions {
  readonly apiOrigin: string;
  readonly cookieHeader: string;
  readonly fetch?: typeof fetch;
  /** A page render waits at most this long for the API. */
  readonly timeoutMs?: number;
}

/**
 * Asks the API who the cookies belong to. A 401 with a refresh cookie rotates the tokens once
 * (POST /api/customer-refresh-token with the cookies) and asks again with the new access cookie.
 */
export async function lookupSession(options: LookupOptions): Promise<SessionLookup> {
  const { apiOrigin, timeoutMs = 10_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const me = async (cookie: string) =>
    doFetch(`${apiOrigin}/api/auth/me`, {
      headers: { cookie, accept: 'application/json', 'x-client': 'web' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  try {
    let cookieHeader = options.cookieHeader;
    const cookies = parseCookieHeader(cookieHeader);
    let response = cookies.has(SESSION_COOKIES.access) ? await me(cookieHeader) : undefined;
    if (response?.ok) return signedIn(await response.json(), []);
    if (response && response.status !== 401) return { state: 'unknown', setCookies: [] };
    if (!cookies.has(SESSION_COOKIES.refresh)) return { state: 'signed-out', setCookies: [] };

    const refreshed = await doFetch(`${apiOrigin}/api/customer-refresh-token`, {
      method: 'POST',
      headers: {
        cookie: cookieHeader,
        'content-type': 'application/json',
        accept: 'application/json',
        'x-client': 'web',
        [CSRF_HEADER]: cookies.get(SESSION_COOKIES.csrf) ?? '',
      },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const setCookies = refreshed.headers.getSetCookie();
    if (refreshed.status === 401) return { state: 'signed-out', setCookies };
    if (!refreshed.ok) return { state: 'unknown', setCookies };
    cookieHeader = applySetCookies(cookieHeader, setCookies);
    response = await me(cookieHeader);
    if (response.ok) return signedIn(await response.json(), setCookies);
    return { state: response.status === 401 ? 'signed-out' : 'unknown', setCookies };
  } catch {
    return { state: 'unknown', setCookies: [] };
  }
}

function signedIn(body: unknown, setCookies: readonly string[]): SessionLookup {
  const account = parseMe(body);
  return account ? { state: 'signed-in', account, setCookies } : { state: 'unknown', setCookies };
}
