import { UPLOADS_PREFIX } from '../blobs/blob-key';
import type { BlobPutOptions, BlobStore } from '../blobs/blob-store';
import { checkedLength, type FileMime } from './file-content';

/**
 * A browser's upload through a presigned form, from the form to the file the server keeps. The
 * form writes under `uploads/` (no form grants any other key); the server reads what the content
 * check needs, checks it, and keeps that very version under a key of its own, where no form can
 * write. Posting the form again after the check writes only under `uploads/` again, so what is
 * kept, served and downloaded is always what was checked.
 */

/** The key a form grants for a file the server will keep, once checked, under `keptKey`. */
export const uploadKeyFor = (keptKey: string) => `${UPLOADS_PREFIX}${keptKey}`;

/** What the check reads of an uploaded object, with its whole size and which write it is. */
export interface UploadedFile {
  bytes: Uint8Array;
  size: number;
  version: string;
}

/** The uploaded object as the check of `expected` reads it (see checkedLength), or undefined. */
export async function readUpload(
  blobs: Pick<BlobStore, 'get' | 'readStart'>,
  key: string,
  expected: FileMime | undefined,
): Promise<UploadedFile | undefined> {
  const length = expected ? checkedLength(expected) : Number.POSITIVE_INFINITY;
  if (Number.isFinite(length)) {
    const start = await blobs.readStart(key, length);
    return start && { bytes: start.head, size: start.size, version: start.version };
  }
  const whole = await blobs.get(key);
  return whole && { bytes: whole.body, size: whole.body.length, version: whole.version };
}

/**
 * Keeps the checked version of an upload under `keptKey` and deletes the uploaded object. Throws
 * BlobVersionGoneError when that version is no longer in the store (locally: the form was used
 * again meanwhile); nothing is kept then.
 */
export async function keepUpload(
  blobs: Pick<BlobStore, 'copy' | 'delete'>,
  upload: { key: string; version: string },
  keptKey: string,
  options: BlobPutOptions,
): Promise<void> {
  await blobs.copy(upload.key, upload.version, keptKey, options);
  await blobs.delete(upload.key).catch(() => undefined);
}
