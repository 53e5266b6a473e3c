import type { SignedOperation } from './operation';
import { versionIdOf } from './request-target';

/**
 * DeleteObject in a versioned bucket: without a version, a delete marker becomes the key's newest
 * version (its older versions stay readable by id); with one, that version (or marker) is removed
 * for good. Both answer 204, whether or not there was anything to delete, as S3 does.
 */
export async function deleteObject(op: SignedOperation): Promise<Response> {
  const { bucket, key } = op.req.target;
  const versionId = versionIdOf(op.req.target);
  if (versionId === undefined) {
    const marker = await op.store.addDeleteMarker(bucket, key);
    return new Response(null, {
      status: 204,
      headers: { 'x-amz-delete-marker': 'true', 'x-amz-version-id': marker.versionId },
    });
  }
  const removed = await op.store.deleteVersion(bucket, key, versionId);
  return new Response(null, {
    status: 204,
    headers: {
      'x-amz-version-id': versionId,
      ...(removed?.deleteMarker ? { 'x-amz-delete-marker': 'true' } : {}),
    },
  });
}
