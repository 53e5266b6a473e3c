import type { Astro } from '../server-api';
import { CSRF_HEADER, parseCookieHeader, SESSION_COOKIES } from '../session';

type ApiFetch = (request: Request) => Promise<Response>;

/** The API served by this very process, as server-api.ts finds it (absent in AWS). */
const inProcessApi = (origin: string): ApiFetch | undefined =>
  (globalThis as Record<symbol, Map<string, ApiFetch> | undefined>)[Symbol.for('ezc.in-process-api')]?.get(
    origin,
  );

/**
 * A POST to the API as the visitor whose answer is a file, handed back unread so it can be passed
 * on to the browser as it comes; undefined when the API did not answer. A redirect (an export's
 * file in the document store) is handed back too, not followed: the browser follows it itself.
 */
export async function postForFile(astro: Astro, path: string, body: unknown): Promise<Response | undefined> {
  const origin = process.env.API_ORIGIN ?? astro.url.origin;
  const cookieHeader = astro.request.headers.get('cookie') ?? '';
  const csrf = parseCookieHeader(cookieHeader).get(SESSION_COOKIES.csrf) ?? '';
  const request = new Request(`${origin}/api${path}`, {
    method: 'POST',
    headers: {
      cookie: cookieHeader,
      accept: 'text/csv, application/json',
      'x-client': 'web',
      'content-type': 'application/json',
      [CSRF_HEADER]: csrf,
    },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const direct = inProcessApi(origin);
  try {
    return await (direct ? direct(request) : fetch(request));
  } catch {
    return undefined;
  }
}
