import { type ApiResult, api, messageOf } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-operations';
import { csrfToken, expireSession, refreshSession } from '../../../lib/client-session';
import { notify } from '../../../stores/notifications';

/** The `/signatures/*` calls of spec §7 for the signed-in person's own saved signature. */

export type SavedSignature = NonNullable<ApiAnswer<'post', '/api/signatures/get-user-signature'>['Data']>;

export function getSignature(failureTitle: string): Promise<ApiResult<SavedSignature | null>> {
  return api.post('/api/signatures/get-user-signature', {}, { failureTitle, parse: (b) => b.Data });
}

export function saveSignature(
  existing: string | undefined,
  signatureFile: string,
  failureTitle: string,
): Promise<ApiResult<unknown>> {
  return existing
    ? api.post(
        '/api/signatures/update-user-signature',
        { SignatureMediaId: existing, SignatureFile: signatureFile },
        { failureTitle },
      )
    : api.post('/api/signatures/add-user-signature', { SignatureFile: signatureFile }, { failureTitle });
}

export function deleteSignature(signatureMediaId: string, failureTitle: string): Promise<ApiResult<unknown>> {
  return api.post(
    '/api/signatures/delete-user-signature',
    { SignatureMediaId: signatureMediaId },
    { failureTitle },
  );
}

/**
 * The saved image itself, as a blob (spec §7: download-user-signature). Not JSON, so not through
 * the JSON client; the session rules are the same: one token refresh, then the session is over.
 */
export async function downloadSignature(failureTitle: string): Promise<Blob | undefined> {
  const send = () =>
    fetch('/api/signatures/download-user-signature', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-Client': 'web', 'X-CSRF-Token': csrfToken(), accept: 'image/png, image/jpeg' },
      signal: AbortSignal.timeout(60_000),
    });
  try {
    let response = await send();
    if (response.status === 401 && (await refreshSession())) response = await send();
    if (response.status === 401) {
      await expireSession();
      return undefined;
    }
    if (response.ok) return await response.blob();
    let message: string | undefined;
    try {
      message = messageOf(await response.json());
    } catch {
      message = undefined;
    }
    notify({ type: 'error', title: failureTitle, description: message });
  } catch {
    notify({ type: 'error', title: failureTitle });
  }
  return undefined;
}
