import { videoNotFound, videoNotMp4 } from '@ezc/domain';
import { type Actor, BlobVersionGoneError } from '@ezc/platform';
import { UPLOADS_PREFIX } from '@ezc/platform/blobs/blob-key';
import { keepUpload, readUpload, uploadKeyFor } from '@ezc/platform/uploads/checked-upload';
import { inspectFile } from '@ezc/platform/uploads/file-content';
import type { SigningPorts } from '../../ports';
import {
  type SigningVideo,
  signingVideoEntity,
  VIDEO_AUDIT,
  VIDEOS_PREFIX,
} from '../../videos/signing-video';

/**
 * The uploaded video becomes the product's explanation video once its bytes are an MP4 and nothing
 * more, by the content check every upload uses (spec §5: 'You can only upload MP4'); a file that
 * is not is removed. The checked version is kept under the video's own key, which no upload form
 * grants, so the form posted again later changes nothing borrowers are shown. The previous video's
 * file is kept (borrowers who watched it may be asked what they saw).
 */
export async function confirmVideoUpload(
  deps: Pick<SigningPorts, 'clock' | 'blobs' | 'store'>,
  actor: Actor,
  input: { SKU: string; FileName: string; UploadKey: string },
) {
  const prefix = uploadKeyFor(`${VIDEOS_PREFIX}${input.SKU}-`);
  if (!input.UploadKey.startsWith(prefix)) throw videoNotFound();
  const uploaded = await readUpload(deps.blobs, input.UploadKey, 'video/mp4');
  if (!uploaded) throw videoNotFound();
  if (inspectFile(uploaded.bytes) !== 'video/mp4') {
    await deps.blobs.delete(input.UploadKey);
    throw videoNotMp4();
  }
  const keptKey = input.UploadKey.slice(UPLOADS_PREFIX.length);
  try {
    await keepUpload(deps.blobs, { key: input.UploadKey, version: uploaded.version }, keptKey, {
      contentType: 'video/mp4',
    });
  } catch (e) {
    // Posted again while it was checked: nothing is kept, and the upload starts again.
    if (e instanceof BlobVersionGoneError) throw videoNotFound();
    throw e;
  }
  const before = await deps.store.load(signingVideoEntity, input.SKU);
  const at = deps.clock.now().toISOString();
  const value: SigningVideo = {
    SKU: input.SKU,
    FileName: input.FileName,
    BlobKey: keptKey,
    Size: uploaded.size,
    UploadedBy: actor.id,
    UploadedAt: at,
  };
  await deps.store.commit({
    entity: signingVideoEntity,
    value,
    expectedVersion: before?.version ?? 0,
    audit: {
      objectType: VIDEO_AUDIT,
      objectId: input.SKU,
      action: `Explanation video uploaded: ${input.FileName}`,
      actor,
    },
  });
  const { BlobKey: _k, ...view } = value;
  return view;
}
