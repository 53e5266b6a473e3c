import { notify } from '../stores/notifications';
import type {
  AnswerOf,
  ApiMethod,
  BodyOf,
  Operation,
  PathParamsOf,
  PathWith,
  QueryOf,
} from './api-operations';
import { csrfToken, expireSession, refreshSession } from './client-session';
import { timeoutFor } from './request-timeouts';

/**
 * The browser's one way to call the API: JSON in and out, `X-Client: web`, the CSRF token on
 * every write (the session rides in HttpOnly cookies), and the error rules of spec §8:
 * - 'Unauthorized': the access token may just have run out, so the tokens are rotated once and
 *   the call repeated; if that fails too the session is over ('Session expired.', storage
 *   cleared, off to the right login page);
 * - any other failure: a notification titled by the caller, described by the server's message
 *   or 'An error occured.'; a request that never reached the server says 'Request Error', and one
 *   that ran out of time (spec §9: 60 s, 6 s for the customer service, 1 hour for a recording
 *   download) says the server took too long.
 *
 * `api.get` / `api.post` / ... are the same calls typed from the API document: the path must be a
 * documented one, and its body, query and answer have the document's types.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions<T> {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  /** Notification title when the call fails, e.g. 'Save Privileges Failed'. */
  readonly failureTitle?: string;
  /** Checks and narrows the answer's body; without it the body is `unknown`. */
  readonly parse?: (body: unknown) => T | undefined;
  /** Milliseconds before giving up; by default spec §9's time-out for the path. */
  readonly timeoutMs?: number;
  /**
   * No notification on failure: for calls the page makes by itself, which it retries, and whose
   * failure the person did not ask about. A lost session is still handled as spec §8 says.
   */
  readonly quiet?: boolean;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string | undefined;
      /** No answer in time: the server may still have done it. */
      readonly timedOut?: true;
    };

const UNAUTHORIZED = 'Unauthorized';
const TIMEOUT_TEXT = 'The server took too long to answer. Please try again.';

function texts(): { requestError: string; serverError: string; timeout: string } {
  const host = document.querySelector<HTMLElement>('[data-notifications]');
  return {
    requestError: host?.dataset.requestError || 'Request Error',
    serverError: host?.dataset.serverError || 'Server Error',
    timeout: host?.dataset.requestTimeout || TIMEOUT_TEXT,
  };
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    // The time-out covers the body too: running out while reading it is not a malformed answer.
    if (isTimeout(error)) throw error;
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
  const timeoutMs = options.timeoutMs ?? timeoutFor(path);
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
      signal: AbortSignal.timeout(timeoutMs),
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
  } catch (error) {
    const { requestError, timeout } = texts();
    if (isTimeout(error)) {
      if (!options.quiet) {
        notify({ type: 'error', title: options.failureTitle ?? requestError, description: timeout });
      }
      return { ok: false, status: 0, message: undefined, timedOut: true };
    }
    if (!options.quiet) notify({ type: 'error', title: options.failureTitle ?? requestError });
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
  if (!options.quiet) {
    notify({ type: 'error', title: options.failureTitle ?? texts().serverError, description: message });
  }
  return { ok: false, status: response.status, message };
}

// ---- The typed layer --------------------------------------------------------------------------

/** True when every property of T may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type QueryOption<O> = [QueryOf<O>] extends [never]
  ? { readonly query?: never }
  : AllOptional<QueryOf<O>> extends true
    ? { readonly query?: QueryOf<O> }
    : { readonly query: QueryOf<O> };

type ParamsOption<O> = [PathParamsOf<O>] extends [never]
  ? { readonly params?: never }
  : { readonly params: PathParamsOf<O> };

/** A typed call's options: the query and `{name}` values the path takes, as documented. */
export type CallOptions<O, T> = {
  /** Notification title when the call fails, e.g. 'Save Privileges Failed'. */
  readonly failureTitle?: string;
  /** Checks and narrows the documented answer further (e.g. rows the screen needs). */
  readonly parse?: (body: AnswerOf<O>) => T | undefined;
} & QueryOption<O> &
  ParamsOption<O>;

type OptionsArgs<O, T> =
  AllOptional<CallOptions<O, T>> extends true ? [options?: CallOptions<O, T>] : [options: CallOptions<O, T>];

type Scalar = string | number | boolean;

/** `/api/users/{id}` with `{ id: 'u 1' }` → `/api/users/u%201`, then the query. */
export function callUrl(path: string, params?: Record<string, Scalar>, query?: object): string {
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

function call<T>(
  method: ApiMethod,
  path: string,
  body: unknown,
  options: { failureTitle?: string; parse?: (body: never) => unknown; query?: object; params?: object } = {},
): Promise<ApiResult<T>> {
  const url = callUrl(path, options.params as Record<string, Scalar> | undefined, options.query);
  return apiFetch<T>(url, {
    method: method.toUpperCase() as HttpMethod,
    ...(body === undefined ? {} : { body }),
    ...(options.failureTitle === undefined ? {} : { failureTitle: options.failureTitle }),
    ...(options.parse ? { parse: options.parse as (body: unknown) => T | undefined } : {}),
  });
}

/**
 * The documented calls, typed from the API document (`npm run api:types`), with apiFetch's rules:
 *
 *   api.post('/api/roles/update-privileges', { RoleId, Privileges }, { failureTitle })
 *   api.get('/api/users', { query: { status: 'All', Rows: 999 } })
 */
export const api = {
  get: <P extends PathWith<'get'>, T = AnswerOf<Operation<P, 'get'>>>(
    path: P,
    ...[options]: OptionsArgs<Operation<P, 'get'>, T>
  ) => call<T>('get', path, undefined, options),
  delete: <P extends PathWith<'delete'>, T = AnswerOf<Operation<P, 'delete'>>>(
    path: P,
    ...[options]: OptionsArgs<Operation<P, 'delete'>, T>
  ) => call<T>('delete', path, undefined, options),
  post: <P extends PathWith<'post'>, T = AnswerOf<Operation<P, 'post'>>>(
    path: P,
    body: BodyOf<Operation<P, 'post'>>,
    ...[options]: OptionsArgs<Operation<P, 'post'>, T>
  ) => call<T>('post', path, body, options),
  put: <P extends PathWith<'put'>, T = AnswerOf<Operation<P, 'put'>>>(
    path: P,
    body: BodyOf<Operation<P, 'put'>>,
    ...[options]: OptionsArgs<Operation<P, 'put'>, T>
  ) => call<T>('put', path, body, options),
  patch: <P extends PathWith<'patch'>, T = AnswerOf<Operation<P, 'patch'>>>(
    path: P,
    body: BodyOf<Operation<P, 'patch'>>,
    ...[options]: OptionsArgs<Operation<P, 'patch'>, T>
  ) => call<T>('patch', path, body, options),
};
