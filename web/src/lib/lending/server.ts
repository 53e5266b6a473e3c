import { type Answer, type Astro, callApi, retryMarker } from '../server-api';

/**
 * The lending pages read the API while rendering, with the visitor's own cookies, so listings
 * and details arrive filled in and work without JavaScript. Data are fetched in the page files
 * only: Astro computes the page's CSP hashes as it renders, and a component awaiting in its own
 * frontmatter would stream out after the header is sent.
 *
 * A short-lived marker cookie on the page's own path stops the one-time retry after a token
 * rotation from looping.
 */

export { type Answer, type Astro, callApi, dataOf, listOf } from '../server-api';

export const { retryWithFreshCookies, clearRetry } = retryMarker('ezc_lending_retry');

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
