import type { AstroGlobal } from 'astro';
import { CSRF_HEADER, parseCookieHeader, SESSION_COOKIES } from '../../lib/session';

/**
 * The setup listings read the API while rendering, with the visitor's own cookies, so a listing
 * arrives filled in and its filters and paging work without a script.
 *
 * When the middleware had to rotate the session's tokens for this request, the request still
 * carries the spent ones: the API then answers 401, and the page sends the browser to itself once
 * (the redirect delivers the new cookies). A short-lived marker cookie stops a second round.
 */

const RETRY_COOKIE = 'ezc_setup_retry';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export type Astro = Readonly<Pick<AstroGlobal, 'url' | 'request' | 'cookies' | 'redirect'>>;

/** A POST to the API as the visitor; status 0 when it did not answer. */
export async function post(astro: Astro, path: string, body: unknown): Promise<Answer> {
  const origin = process.env.API_ORIGIN ?? astro.url.origin;
  const cookieHeader = astro.request.headers.get('cookie') ?? '';
  const csrf = parseCookieHeader(cookieHeader).get(SESSION_COOKIES.csrf) ?? '';
  try {
    const response = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: {
        cookie: cookieHeader,
        accept: 'application/json',
        'content-type': 'application/json',
        'x-client': 'web',
        [CSRF_HEADER]: csrf,
      },
      body: JSON.stringify(body),
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

/** A list answer's rows and count, or undefined when the call failed. */
export function listOf<T>(answer: Answer): { rows: T[]; count: number } | undefined {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  const body = answer.body as { Data?: unknown; Count?: unknown } | undefined;
  if (!Array.isArray(body?.Data)) return undefined;
  const count = typeof body.Count === 'number' ? body.Count : body.Data.length;
  return { rows: body.Data as T[], count };
}

/** A single answer's `Data`, or undefined when the call failed. */
export function dataOf<T>(answer: Answer): T | undefined {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  const body = answer.body as { Data?: unknown } | undefined;
  return body?.Data === undefined ? undefined : (body.Data as T);
}

/**
 * After the page's calls: a 401 means the request's tokens were just rotated, so the browser is
 * sent to the same address once, with the new cookies. Undefined when the page may render.
 */
export function retryIfRotated(astro: Astro, answers: readonly Answer[]): Response | undefined {
  const path = astro.url.pathname;
  if (answers.some((a) => a.status === 401)) {
    if (astro.cookies.has(RETRY_COOKIE)) return undefined;
    astro.cookies.set(RETRY_COOKIE, '1', { path, maxAge: 30, httpOnly: true, sameSite: 'lax' });
    return astro.redirect(`${path}${astro.url.search}`, 302);
  }
  if (astro.cookies.has(RETRY_COOKIE)) astro.cookies.delete(RETRY_COOKIE, { path });
  return undefined;
}
