/**
 * Keys are made by the server (a borrower's file name never becomes one) and held to a safe
 * alphabet: nothing a URL, a log line or a shell would need to escape, and no `.` or `..` segment
 * that a tool copying the bucket to disk could follow out of its folder.
 */
const KEY_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;

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
    !key.split('/').some((segment) => segment === '.' || segment === '..');
  if (!ok) throw new InvalidBlobKeyError(key);
}

/** Where browsers' uploads land until checked; no upload form grants a key elsewhere. */
export const UPLOADS_PREFIX = 'uploads/';

/** A presigned upload form's key: a valid key under UPLOADS_PREFIX. */
export function assertUploadKey(key: string): void {
  assertBlobKey(key);
  if (!key.startsWith(UPLOADS_PREFIX)) throw new InvalidBlobKeyError(key);
}
