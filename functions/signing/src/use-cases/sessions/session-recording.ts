import { recordingNotFound, recordingNotMp4 } from '@ezc/domain';
import { inspectFile } from '@ezc/platform/uploads/file-content';
import type { SigningPorts } from '../../ports';
import { recordingBlobKey } from '../../sessions/signing-session';

/**
 * The recording an attestor uploaded for a session, as the session ends with it: checked as every
 * upload is (an MP4 and nothing more, by the platform's one content check); one refused is
 * deleted and answered 'You can only upload MP4'.
 */
export async function checkRecording(deps: Pick<SigningPorts, 'blobs'>, sessionId: string): Promise<void> {
  const key = recordingBlobKey(sessionId);
  const stored = await deps.blobs.get(key);
  if (!stored) throw recordingNotFound();
  if (inspectFile(stored.body) !== 'video/mp4') {
    await deps.blobs.delete(key);
    throw recordingNotMp4();
  }
}
