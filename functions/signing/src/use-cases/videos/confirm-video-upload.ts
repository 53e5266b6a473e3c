import { videoNotFound, videoNotMp4 } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { inspectFile } from '@ezc/platform/uploads/file-content';
import type { SigningPorts } from '../../ports';
import { type SigningVideo, signingVideoEntity, VIDEO_AUDIT } from '../../videos/signing-video';

/**
 * The uploaded video becomes the product's explanation video once its bytes are an MP4 and nothing
 * more, by the content check every upload uses (spec §5: 'You can only upload MP4'); a file that
 * is not is removed. The previous video's file is kept
 * (borrowers who watched it may be asked what they saw).
 */
export async function confirmVideoUpload(
  deps: Pick<SigningPorts, 'clock' | 'blobs' | 'store'>,
  actor: Actor,
  input: { SKU: string; FileName: string; UploadKey: string },
) {
  if (!input.UploadKey.startsWith(`signing/videos/${input.SKU}-`)) throw videoNotFound();
  const blob = await deps.blobs.get(input.UploadKey);
  if (!blob) throw videoNotFound();
  if (inspectFile(blob.body) !== 'video/mp4') {
    await deps.blobs.delete(input.UploadKey);
    throw videoNotMp4();
  }
  const before = await deps.store.load(signingVideoEntity, input.SKU);
  const at = deps.clock.now().toISOString();
  const value: SigningVideo = {
    SKU: input.SKU,
    FileName: input.FileName,
    BlobKey: input.UploadKey,
    Size: blob.body.length,
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
