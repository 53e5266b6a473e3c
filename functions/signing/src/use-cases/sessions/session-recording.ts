import { recordingNotFound, recordingNotMp4 } from '@ezc/domain';
import { BlobVersionGoneError } from '@ezc/platform';
import { readUpload, uploadKeyFor } from '@ezc/platform/uploads/checked-upload';
import { inspectFile } from '@ezc/platform/uploads/file-content';
import type { SigningPorts } from '../../ports';
import { recordingBlobKey } from '../../sessions/signing-session';

/** Where the attestor's browser posts a session's recording: an upload key, never the kept one. */
export const recordingUploadKey = (sessionId: string) => uploadKeyFor(recordingBlobKey(sessionId));

/**
 * The recording an attestor uploaded for a session, as the session ends with it: checked as every
 * upload is (an MP4 and nothing more, by the platform's one content check, which reads only its
 * start), then that very version kept under the session's recording key, which no upload form
 * grants. One refused is deleted and answered 'You can only upload MP4'. The uploaded object stays
 * until the store's rule for uploads removes it, so an end retried after a lost save finds it again.
 */
export async function keepRecording(deps: Pick<SigningPorts, 'blobs'>, sessionId: string): Promise<void> {
  const key = recordingUploadKey(sessionId);
  const uploaded = await readUpload(deps.blobs, key, 'video/mp4');
  if (!uploaded) throw recordingNotFound();
  if (inspectFile(uploaded.bytes) !== 'video/mp4') {
    await deps.blobs.delete(key);
    throw recordingNotMp4();
  }
  try {
    await deps.blobs.copy(key, uploaded.version, recordingBlobKey(sessionId), { contentType: 'video/mp4' });
  } catch (e) {
    // Posted again while it was checked: what was checked is gone.
    if (e instanceof BlobVersionGoneError) throw recordingNotFound();
    throw e;
  }
}
