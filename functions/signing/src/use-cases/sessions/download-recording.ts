import { recordingNotFound } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { SigningPorts } from '../../ports';

/** How long the link to the file lasts: spec §9 allows a recording download an hour. */
const LINK_SECONDS = 60 * 60;

export const recordingFileName = (loanNo: string) => `signing-session-recording-${loanNo}.mp4`;

/**
 * `/signing-sessions/download-recording`: the recording of the loan's latest session that has one,
 * as a short-lived link to the document store (a recording is far larger than a function may
 * answer), named `signing-session-recording-<LoanNo>.mp4`. Reading a recording is audited.
 */
export async function downloadRecording(
  deps: Pick<SigningPorts, 'sessions' | 'blobs' | 'store'>,
  caller: { actor: Actor },
  input: { LoanNo: string },
) {
  const sessions = await deps.sessions.ofLoan(input.LoanNo);
  const latest = sessions.filter((s) => s.RecordingBlobKey).at(-1);
  if (!latest?.RecordingBlobKey) throw recordingNotFound();
  const url = await deps.blobs.presignGet(latest.RecordingBlobKey, {
    expiresInSeconds: LINK_SECONDS,
    fileName: recordingFileName(input.LoanNo),
  });
  await deps.store.recordDocumentRead(
    {
      objectType: 'SigningSession',
      objectId: latest.SigningSessionId,
      action: 'Recording downloaded',
      actor: caller.actor,
    },
    {
      customerId: latest.CustomerId,
      document: `Signing session recording: ${recordingFileName(input.LoanNo)}`,
      mediaId: latest.RecordingBlobKey,
    },
  );
  return { url, SigningSessionId: latest.SigningSessionId, FileName: recordingFileName(input.LoanNo) };
}
