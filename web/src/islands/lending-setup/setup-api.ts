import { type ApiResult, apiFetch } from '../../lib/api-client';
import { flash, type NotificationInput, notify } from '../../stores/notifications';

/**
 * The setup editors' calls. They are quiet: a failure is shown inside the open dialog (a
 * notification behind a modal dialog would not be seen) with the title the caller gives. A lost
 * session is still handled by the client as spec §8 says.
 */

export interface Sent {
  readonly Data?: unknown;
  readonly message?: string;
}

const asObject = (body: unknown): Sent | undefined =>
  typeof body === 'object' && body !== null ? (body as Sent) : {};

/** POSTs `body` to `/api{path}`. */
export function send(path: string, body: unknown): Promise<ApiResult<Sent>> {
  return apiFetch<Sent>(`/api${path}`, { method: 'POST', body, quiet: true, parse: asObject });
}

/** A single record's `Data` from a find-one answer. */
export async function findOne<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  const answer = await send(path, body);
  if (!answer.ok) return answer;
  const data = answer.data.Data;
  return data === undefined || data === null
    ? { ok: false, status: answer.status, message: undefined }
    : { ok: true, status: answer.status, data: data as T };
}

/**
 * A refusal (403) says the person's role may not change these records: the listing's New, Edit
 * and Delete buttons go for the rest of this page's life.
 */
export function hideManageButtons(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-manage]')) el.hidden = true;
}

/**
 * After a change: the notifications go with the browser to the reloaded listing (so the rows
 * show what the server now holds), or show here when the browser cannot carry them.
 */
export function reloadWith(notes: readonly NotificationInput[]): void {
  try {
    for (const n of notes) flash(n);
  } catch {
    for (const n of notes) notify(n);
    return;
  }
  window.location.reload();
}
