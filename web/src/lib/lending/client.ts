import { FALLBACK_IP } from '@ezc/domain/constants';
import { notify } from '../../stores/notifications';
import { apiFetch, messageOf } from '../api-client';
import { csrfToken, expireSession, refreshSession } from '../client-session';
import { MAIN_API_TIMEOUT_MS } from '../request-timeouts';

/**
 * The lending islands' calls. JSON calls go through the site's client (`apiFetch`: session
 * refresh, spec §8 notifications). Three kinds it does not make are here, with the same rules:
 * a JSON post with extra headers (the disbursement's Idempotency-Key), a multipart upload and a
 * file download.
 */

export type Outcome<T> =
  | {
      readonly ok: true;
      readonly data: T;
      /** What the API says about the step, in the caller's language, when it says something. */
      readonly message?: string | undefined;
    }
  | { readonly ok: false; readonly status: number; readonly message: string | undefined };

interface CallOptions {
  /** The notification title when the call fails (spec §8), e.g. 'Loan Stamped Failed'. */
  readonly failureTitle: string;
  /** No notification: the island shows the failure itself. */
  readonly quiet?: boolean;
  /**
   * What a 404 says instead (spec §8: a payment receipt that is not there is 'File Not Found' /
   * 'Payment receipt not found.', whatever the failure title of the download otherwise is).
   */
  readonly notFound?: { readonly title: string; readonly description: string };
  /** Milliseconds before giving up, the answer's body included; spec §9's 60 s by default. */
  readonly timeoutMs?: number;
}

/** A JSON post answering `{ Data, message? }`. */
export async function postData<T>(path: string, body: unknown, options: CallOptions): Promise<Outcome<T>> {
  const answer = await apiFetch<{ Data?: T; message?: unknown }>(path, {
    method: 'POST',
    body,
    failureTitle: options.failureTitle,
    ...(options.quiet ? { quiet: true } : {}),
    parse: (b) => (typeof b === 'object' && b !== null ? (b as { Data?: T; message?: unknown }) : undefined),
  });
  if (!answer.ok) return { ok: false, status: answer.status, message: answer.message };
  return { ok: true, data: (answer.data.Data ?? {}) as T, message: messageOf(answer.data) };
}

/** Sends once, refreshes the tokens on a 401 and sends again; a second 401 ends the session. */
async function send(
  path: string,
  init: () => RequestInit,
  options: CallOptions,
): Promise<Response | Outcome<never>> {
  const go = () =>
    fetch(path, {
      ...init(),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(options.timeoutMs ?? MAIN_API_TIMEOUT_MS),
    });
  try {
    let response = await go();
    if (response.status === 401 && (await refreshSession())) response = await go();
    if (response.status === 401) {
      await expireSession();
      return { ok: false, status: 401, message: undefined };
    }
    if (response.ok) return response;
    let message: string | undefined;
    try {
      message = messageOf(await response.json());
    } catch {
      message = undefined;
    }
    if (options.quiet) return { ok: false, status: response.status, message };
    if (response.status === 404 && options.notFound) notify({ type: 'error', ...options.notFound });
    else notify({ type: 'error', title: options.failureTitle, description: message });
    return { ok: false, status: response.status, message };
  } catch {
    if (!options.quiet) notify({ type: 'error', title: options.failureTitle });
    return { ok: false, status: 0, message: undefined };
  }
}

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  accept: 'application/json',
  'X-Client': 'web',
  'X-CSRF-Token': csrfToken(),
  ...extra,
});

async function dataFrom<T>(response: Response): Promise<Outcome<T>> {
  try {
    const body = (await response.json()) as { Data?: T };
    return { ok: true, data: (body?.Data ?? {}) as T, message: messageOf(body) };
  } catch {
    return { ok: true, data: {} as T };
  }
}

/** A JSON post with extra headers (an Idempotency-Key: a repeat returns the first answer). */
export async function postDataWithHeaders<T>(
  path: string,
  body: unknown,
  extra: Record<string, string>,
  options: CallOptions,
): Promise<Outcome<T>> {
  const sent = await send(
    path,
    () => ({
      method: 'POST',
      headers: headers({ 'Content-Type': 'application/json', ...extra }),
      body: JSON.stringify(body),
    }),
    options,
  );
  return sent instanceof Response ? dataFrom<T>(sent) : sent;
}

/** A multipart post (the browser sets the boundary). */
export async function postForm<T>(path: string, form: FormData, options: CallOptions): Promise<Outcome<T>> {
  const sent = await send(path, () => ({ method: 'POST', headers: headers(), body: form }), options);
  return sent instanceof Response ? dataFrom<T>(sent) : sent;
}

/** The file name a download answer gives, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed encoded name: the plain one, or the fallback.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Posts JSON and answers the response itself, for a file read as it arrives (an export's progress);
 * a refusal is told as for any call and answered as its outcome.
 */
export function postForFile(
  path: string,
  body: unknown,
  options: CallOptions,
): Promise<Response | Outcome<never>> {
  return send(
    path,
    () => ({
      method: 'POST',
      headers: headers({ 'Content-Type': 'application/json', accept: '*/*' }),
      body: JSON.stringify(body),
    }),
    options,
  );
}

/** Hands the file at `url` to the browser to save under `name` (a link that says to save it). */
export function downloadFrom(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file to the browser to save under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  downloadFrom(url, name);
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Posts JSON, saves the answered file under its own name. True when saved. */
export async function downloadFile(
  path: string,
  body: unknown,
  fallbackName: string,
  options: CallOptions,
): Promise<boolean> {
  const sent = await postForFile(path, body, options);
  if (!(sent instanceof Response)) return false;
  saveFile(await sent.blob(), fileNameOf(sent.headers.get('content-disposition'), fallbackName));
  return true;
}

let ip: Promise<string> | undefined;

/**
 * The visitor's address as the API sees it (GET /client), recorded with approvals, activations
 * and downloads; spec §5's fallback when it cannot be read.
 */
export function clientIp(): Promise<string> {
  ip ??= apiFetch<{ ip?: string }>('/api/client', { quiet: true }).then((a) =>
    a.ok && typeof a.data?.ip === 'string' && a.data.ip ? a.data.ip : FALLBACK_IP,
  );
  return ip;
}

/** A file as base64 (no data-URL prefix), for the stamping and disbursement receipts. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result ?? '');
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A fresh key for one form's command: repeats of the same submission share it. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
