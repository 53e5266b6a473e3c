import type { AstroGlobal } from 'astro';
import { CSRF_HEADER, parseCookieHeader, SESSION_COOKIES } from '../session';

/**
 * The lending pages read the API while rendering, with the visitor's own cookies, so listings
 * and details arrive filled in and work without JavaScript. Data are fetched in the page files
 * only: Astro computes the page's CSP hashes as it renders, and a component awaiting in its own
 * frontmatter would stream out after the header is sent.
 *
 * When the middleware rotated the session's tokens for this request, the request still carries
 * the spent ones: the API answers 401 and the page sends the browser to itself once, which
 * delivers the new cookies. A short-lived marker cookie on the page's own path stops a loop.
 */

export type Astro = Readonly<Pick<AstroGlobal, 'url' | 'request' | 'cookies' | 'redirect'>>;

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const RETRY_COOKIE = 'ezc_lending_retry';

export async function callApi(
  astro: Astro,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const origin = process.env.API_ORIGIN ?? astro.url.origin;
  const cookieHeader = astro.request.headers.get('cookie') ?? '';
  const csrf = parseCookieHeader(cookieHeader).get(SESSION_COOKIES.csrf) ?? '';
  try {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        cookie: cookieHeader,
        accept: 'application/json',
        'x-client': 'web',
        ...(method === 'POST' ? { 'content-type': 'application/json', [CSRF_HEADER]: csrf } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: undefined };
  }
}

export const isOk = (a: Answer): boolean => a.status >= 200 && a.status < 300;

/** The answer's `Data`, when the call succeeded and carried one. */
export function dataOf<T>(a: Answer): T | undefined {
  return isOk(a) && typeof a.body === 'object' && a.body !== null && 'Data' in a.body
    ? (a.body as { Data: T }).Data
    : undefined;
}

/** A list answer's rows and total. */
export function listOf<T>(a: Answer): { rows: T[]; count: number } | undefined {
  const rows = dataOf<T[]>(a);
  if (!Array.isArray(rows)) return undefined;
  const count = (a.body as { Count?: unknown }).Count;
  return { rows, count: typeof count === 'number' ? count : rows.length };
}

/**
 * After a 401: the redirect that fetches fresh cookies, or undefined when that was just tried
 * (the session is then really over; the page says it could not load).
 */
export function retryWithFreshCookies(astro: Astro): Response | undefined {
  if (astro.cookies.has(RETRY_COOKIE)) return undefined;
  astro.cookies.set(RETRY_COOKIE, '1', {
    path: astro.url.pathname,
    maxAge: 30,
    httpOnly: true,
    sameSite: 'lax',
  });
  return astro.redirect(`${astro.url.pathname}${astro.url.search}`, 302);
}

/** Forgets the retry marker once a render got through. */
export function clearRetry(astro: Astro): void {
  if (astro.cookies.has(RETRY_COOKIE)) astro.cookies.delete(RETRY_COOKIE, { path: astro.url.pathname });
}

/**
 * Several calls at once; a redirect when any was refused for stale tokens (and a retry is still
 * allowed), otherwise the answers in order.
 */
export async function callAll(
  astro: Astro,
  calls: readonly (readonly ['GET' | 'POST', string, unknown?])[],
): Promise<{ redirect: Response } | { answers: Answer[] }> {
  const answers = await Promise.all(calls.map(([m, p, b]) => callApi(astro, m, p, b)));
  if (answers.some((a) => a.status === 401)) {
    const redirect = retryWithFreshCookies(astro);
    if (redirect) return { redirect };
  } else clearRetry(astro);
  return { answers };
}
