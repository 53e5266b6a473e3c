import { notify } from '../stores/notifications';
import { csrfToken, expireSession, refreshSession } from './client-session';

/**
 * The browser's one way to call the API: JSON in and out, `X-Client: web`, the CSRF token on
 * every write (the session rides in HttpOnly cookies), and the error rules of spec §8:
 * - 'Unauthorized': the access token may just have run out, so the tokens are rotated once and
 *   the call repeated; if that fails too the session is over ('Session expired.', storage
 *   cleared, off to the right login page);
 * - any other failure: a notification titled by the caller, described by the server's message
 *   or 'An error occured.'; a request that never reached the server says 'Request Error'.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions<T> {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  /** Notification title when the call fails, e.g. 'Save Privileges Failed'. */
  readonly failureTitle?: string;
  /** Checks and narrows the answer's body; without it the body is `unknown`. */
  readonly parse?: (body: unknown) => T | undefined;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly message: string | undefined };

/** Spec §9: main API requests give up after 60 s. */
const TIMEOUT_MS = 60_000;
const UNAUTHORIZED = 'Unauthorized';

function texts(): { requestError: string; serverError: string } {
  const host = document.querySelector<HTMLElement>('[data-notifications]');
  return {
    requestError: host?.dataset.requestError || 'Request Error',
    serverError: host?.dataset.serverError || 'Server Error',
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export async function apiFetch<T = unknown>(
  path: string,
  options: ApiOptions<T> = {},
): Promise<ApiResult<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const send = () =>
    fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'X-Client': 'web',
        ...(method === 'GET' ? {} : { 'X-CSRF-Token': csrfToken() }),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  let response: Response;
  let body: unknown;
  try {
    response = await send();
    body = await readJson(response);
    if (response.status === 401 && messageOf(body) === UNAUTHORIZED && (await refreshSession())) {
      response = await send();
      body = await readJson(response);
    }
  } catch {
    notify({ type: 'error', title: options.failureTitle ?? texts().requestError });
    return { ok: false, status: 0, message: undefined };
  }

  const message = messageOf(body);
  if (response.status === 401 && message === UNAUTHORIZED) {
    await expireSession();
    return { ok: false, status: 401, message };
  }
  if (response.ok) {
    const data = options.parse ? options.parse(body) : (body as T);
    if (data !== undefined) return { ok: true, status: response.status, data };
  }
  notify({ type: 'error', title: options.failureTitle ?? texts().serverError, description: message });
  return { ok: false, status: response.status, message };
}
