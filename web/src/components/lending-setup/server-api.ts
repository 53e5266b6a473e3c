import { type Answer, type Astro, callApi, isOk, retryMarker } from '../../lib/server-api';

/**
 * The setup listings read the API while rendering, with the visitor's own cookies, so a listing
 * arrives filled in and its filters and paging work without a script.
 */

export { type Answer, type Astro, listOf } from '../../lib/server-api';

/** A POST to the API as the visitor; status 0 when it did not answer. */
export const post = (astro: Astro, path: string, body: unknown): Promise<Answer> =>
  callApi(astro, 'POST', path, body);

/**
 * The lending actions a list answer says the caller may take on its kind of record now; none when
 * the call failed or the answer does not say.
 */
export function actionsOf(answer: Answer): string[] {
  if (!isOk(answer)) return [];
  const actions = (answer.body as { Actions?: unknown } | undefined)?.Actions;
  return Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : [];
}

const marker = retryMarker('ezc_setup_retry');

/**
 * After the page's calls: a 401 means the request's tokens were just rotated, so the browser is
 * sent to the same address once, with the new cookies. Undefined when the page may render.
 */
export function retryIfRotated(astro: Astro, answers: readonly Answer[]): Response | undefined {
  if (answers.some((a) => a.status === 401)) return marker.retryWithFreshCookies(astro);
  marker.clearRetry(astro);
  return undefined;
}
