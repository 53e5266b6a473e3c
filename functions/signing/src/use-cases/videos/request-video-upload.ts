import { videoNotMp4 } from '@ezc/domain';
import { uploadKeyFor } from '@ezc/platform/uploads/checked-upload';
import type { SigningPorts } from '../../ports';
import { MAX_VIDEO_BYTES, videoBlobKey } from '../../videos/signing-video';

/**
 * Staff upload a product's explanation video straight to the document store (a video is larger
 * than any API body): the form is granted for an MP4 only, then `confirmVideoUpload` checks it.
 */
export async function requestVideoUpload(
  deps: Pick<SigningPorts, 'clock' | 'blobs'>,
  input: { SKU: string; FileName: string },
) {
  if (!/\.mp4$/i.test(input.FileName)) throw videoNotMp4();
  // The form writes under uploads/; the video is kept under its own key once checked.
  const key = uploadKeyFor(videoBlobKey(input.SKU, deps.clock.now().toISOString()));
  const form = await deps.blobs.presignUpload(key, {
    contentType: 'video/mp4',
    maxBytes: MAX_VIDEO_BYTES,
    expiresInSeconds: 15 * 60,
  });
  return { UploadKey: key, Url: form.url, Method: form.method, Fields: form.fields };
}
