import type { AstroGlobal } from 'astro';
import { PREF_COOKIES } from './preferences';
import { CSRF_HEADER, parseCookieHeader, SESSION_COOKIES } from './session';

/**
 * Pages that read the API while rendering call it with the visitor's own cookies, so the page
 * arrives filled in and needs no script to show it.
 *
 * When the middleware had to rotate the session's tokens for this request, the request still
 * carries the spent ones: the API then answers 401, and the page sends the browser to itself once
 * (the redirect delivers the new cookies). A short-lived marker cookie stops a second round.
 */

export type Astro = Readonly<Pick<AstroGlobal, 'url' | 'request' | 'cookies' | 'redirect'>>;

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

type ApiFetch = (request: Request) => Promise<Response>;

/**
 * The APIs that run in this very process, by origin: the local runtime serves the site and the API
 * together and registers its API here (under the same global name), so a page's calls skip the
 * loopback socket. In AWS the site and the API are apart and the map is absent.
 */
const inProcessApi = (origin: string): ApiFetch | undefined =>
  (globalThis as Record<symbol, Map<string, ApiFetch> | undefined>)[Symbol.for('ezc.in-process-api')]?.get(
    origin,
  );

/**
 * The visitor's cookies as the API reads them. A language chosen on this very request (the page's
 * `?lang=`, which the middleware remembers in the `lang` cookie of the answer) stands in for the
 * one the browser sent, so what the API words (an activity history, a refusal) is in the page's
 * language from the first page on.
 */
export function cookiesFor(astro: Pick<Astro, 'request' | 'cookies'>): string {
  const sent = astro.request.headers.get('cookie') ?? '';
  const lang = astro.cookies.get(PREF_COOKIES.lang)?.value;
  if (!lang || parseCookieHeader(sent).get(PREF_COOKIES.lang) === lang) return sent;
  const others = sent
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '' && !c.startsWith(`${PREF_COOKIES.lang}=`));
  return [...others, `${PREF_COOKIES.lang}=${lang}`].join('; ');
}

/** A call to the API as the visitor; status 0 when it did not answer. */
export async function callApi(
  astro: Astro,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const origin = process.env.API_ORIGIN ?? astro.url.origin;
  const cookieHeader = cookiesFor(astro);
  const csrf = parseCookieHeader(cookieHeader).get(SESSION_COOKIES.csrf) ?? '';
  try {
    const url = `${origin}/api${path}`;
    const init: RequestInit = {
      method,
      headers: {
        cookie: cookieHeader,
        accept: 'application/json',
        'x-client': 'web',
        ...(method === 'POST' ? { 'content-type': 'application/json', [CSRF_HEADER]: csrf } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    };
    const direct = inProcessApi(origin);
    const response = await (direct ? direct(new Request(url, init)) : fetch(url, init));
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

/** A list answer's rows and total, or undefined when the call failed. */
export function listOf<T>(a: Answer): { rows: T[]; count: number } | undefined {
  const rows = dataOf<T[]>(a);
  if (!Array.isArray(rows)) return undefined;
  const count = (a.body as { Count?: unknown }).Count;
  return { rows, count: typeof count === 'number' ? count : rows.length };
}

export interface RetryMarker {
  /**
   * After a 401: the redirect that fetches fresh cookies, or undefined when that was just tried
   * (the session is then really over; the page says it could not load).
   */
  retryWithFreshCookies(astro: Astro): Response | undefined;
  /** Forgets the retry marker once a render got through. */
  clearRetry(astro: Astro): void;
}

/**
 * The one-time retry of a group of pages, remembered in the cookie `name` on `path` (the page's
 * own path when not given).
 */
export function retryMarker(name: string, path?: string): RetryMarker {
  const where = (astro: Astro) => path ?? astro.url.pathname;
  return {
    retryWithFreshCookies(astro) {
      if (astro.cookies.has(name)) return undefined;
      astro.cookies.set(name, '1', { path: where(astro), maxAge: 30, httpOnly: true, sameSite: 'lax' });
      return astro.redirect(`${astro.url.pathname}${astro.url.search}`, 302);
    },
    clearRetry(astro) {
      if (astro.cookies.has(name)) astro.cookies.delete(name, { path: where(astro) });
    },
  };
}
