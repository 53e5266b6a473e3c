import { type ApiResult, apiFetch, messageOf } from '../api-client';
import { csrfToken, expireSession, refreshSession } from '../client-session';
import { RECORDING_DOWNLOAD_TIMEOUT_MS } from '../request-timeouts';
import type { Side } from './webrtc-signal';

/** The live room's calls (`/signing-sessions/*` and the live signing calls) and what they answer. */

export type SessionStatus = 'Pending Start' | 'In Progress' | 'Completed' | 'No Show';
export type SessionStep = 'Borrower To Sign' | 'Signing' | 'Attestor To Sign' | 'Completed';

export interface LiveSessionView {
  readonly SigningSessionId: string;
  readonly LoanNo: string;
  readonly Name: string;
  readonly AttestatorName: string;
  readonly AttestatorId: string;
  readonly DateTimeRange: readonly [string, string];
  readonly Status: SessionStatus;
  readonly Step: SessionStep;
  readonly BorrowerSignYN: 'Y' | 'N';
  readonly AttestatorSignYN: 'Y' | 'N';
  readonly RecordingMediaId?: string;
}

export interface JoinAnswer extends LiveSessionView {
  readonly Side: Side;
  readonly IceServers: readonly RTCIceServer[];
}

const objectOf = <T>(b: unknown): T | undefined =>
  typeof b === 'object' && b !== null
    ? ((('Data' in b ? (b as { Data: unknown }).Data : b) as T) ?? undefined)
    : undefined;

const post = <T>(path: string, body: unknown, failureTitle?: string, quiet = false): Promise<ApiResult<T>> =>
  apiFetch<T>(`/api${path}`, {
    method: 'POST',
    body,
    ...(failureTitle ? { failureTitle } : {}),
    ...(quiet ? { quiet: true } : {}),
    parse: (b) => objectOf<T>(b),
  });

export const joinSession = (id: string, quiet = false) =>
  post<JoinAnswer>('/signing-sessions/join', { SigningSessionId: id }, undefined, quiet);

export const startSession = (id: string, failureTitle: string) =>
  post<LiveSessionView>('/signing-sessions/start', { SigningSessionId: id }, failureTitle);

export const endSession = (id: string, recordingMediaId: string | undefined, failureTitle: string) =>
  post<LiveSessionView>(
    '/signing-sessions/end',
    { SigningSessionId: id, ...(recordingMediaId ? { RecordingMediaId: recordingMediaId } : {}) },
    failureTitle,
  );

export const markNoShow = (id: string, failureTitle: string) =>
  post<LiveSessionView>('/signing-sessions/no-show', { SigningSessionId: id }, failureTitle);

export interface UploadForm {
  readonly RecordingMediaId: string;
  readonly Url: string;
  readonly Fields: Readonly<Record<string, string>>;
}

export const recordingUploadForm = (id: string, failureTitle: string) =>
  post<UploadForm>(
    '/signing-sessions/recording-upload',
    { SigningSessionId: id, ContentType: 'video/mp4' },
    failureTitle,
  );

export interface SignatureChoice {
  readonly UseSavedSignature?: boolean;
  readonly SignatureFile?: string;
}

export const signAs = (
  who: Side,
  body: { readonly LoanNo: string; readonly IpAddress?: string } & SignatureChoice,
  failureTitle: string,
) =>
  post<unknown>(
    who === 'borrower' ? '/loans/sign-as-borrower' : '/loans/sign-as-attestator',
    body,
    failureTitle,
  );

export type DownloadResult =
  | { readonly ok: true; readonly file: Blob }
  | { readonly ok: false; readonly status: number; readonly message: string | undefined };

/**
 * The loan's session recording (spec §7: a video blob). The API sends the browser on to the file
 * in the document store; it is read as a stream so the screen can show how far it has come
 * (`total` is undefined when the store does not say the size). Spec §9 gives it an hour.
 */
export async function downloadRecording(
  loanNo: string,
  onProgress: (received: number, total: number | undefined) => void,
): Promise<DownloadResult> {
  const send = () =>
    fetch('/api/signing-sessions/download-recording', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        'X-Client': 'web',
        'X-CSRF-Token': csrfToken(),
        accept: 'video/mp4',
      },
      body: JSON.stringify({ LoanNo: loanNo }),
      signal: AbortSignal.timeout(RECORDING_DOWNLOAD_TIMEOUT_MS),
    });
  try {
    let response = await send();
    if (response.status === 401 && (await refreshSession())) response = await send();
    if (response.status === 401) {
      await expireSession();
      return { ok: false, status: 401, message: undefined };
    }
    if (!response.ok || !response.body) {
      let message: string | undefined;
      try {
        message = messageOf(await response.json());
      } catch {
        message = undefined;
      }
      return { ok: false, status: response.status, message };
    }
    const length = Number(response.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : undefined;
    const reader = response.body.getReader();
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    onProgress(0, total);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
    return { ok: true, file: new Blob(parts, { type: 'video/mp4' }) };
  } catch {
    return { ok: false, status: 0, message: undefined };
  }
}

/** Hands a downloaded file to the browser to save, under its name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const recordingFileName = (loanNo: string) => `signing-session-recording-${loanNo}.mp4`;
