/**
 * Blob keys become file paths in the local store, so they are held to a safe alphabet: no way to
 * climb out of the store's folder, and nothing a shell or URL would need to escape.
 */
const KEY_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;
/** The local store keeps each object's metadata beside it under this suffix. */
export const META_SUFFIX = '.meta.json';

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export function assertBlobKey(key: string): void {
  const ok =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    !key.split('/').some((segment) => segment === '.' || segment === '..') &&
    !key.endsWith(META_SUFFIX);
  if (!ok) throw new InvalidBlobKeyError(key);
}

/** Where browsers' uploads land until checked; no upload form grants a key elsewhere. */
export const UPLOADS_PREFIX = 'uploads/';

/** A presigned upload form's key: a valid key under UPLOADS_PREFIX. */
export function assertUploadKey(key: string): void {
  assertBlobKey(key);
  if (!key.startsWith(UPLOADS_PREFIX)) throw new InvalidBlobKeyError(key);
}
