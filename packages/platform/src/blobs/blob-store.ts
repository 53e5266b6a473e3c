import type { BlobBody } from './blob-body';

/**
 * The document store port: S3 with SSE-KMS on every object, through the SDK's S3 client; locally
 * the same adapter over an S3-protocol store on disk (DATA_DIR/s3, every version sealed with
 * AES-256-GCM envelope encryption). Presigned uploads and downloads let browsers talk to the
 * store directly; they expire and are tamper-evident, and the store itself enforces an upload's
 * size and type.
 */
export interface BlobPutOptions {
  contentType: string;
  /** Identity and income documents (spec §5, IsEncryptedYN 'Y'). */
  sensitive?: boolean;
}

export interface BlobUploadOptions extends BlobPutOptions {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface PresignedUpload {
  url: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface StoredBlob {
  body: Uint8Array;
  contentType: string;
  /**
   * Which write of the key this is (S3's version id, or its ETag in a bucket without versions):
   * `copy` takes exactly this one, whatever is written later.
   */
  version: string;
}

/** The first bytes of an object, with its whole size and its version. */
export interface StoredStart {
  head: Uint8Array;
  size: number;
  contentType: string;
  version: string;
}

/** The version `copy` was asked for is no longer in the store (the object was written again or deleted). */
export class BlobVersionGoneError extends Error {
  constructor(key: string) {
    super(`The version of ${key} that was read is no longer in the store`);
    this.name = 'BlobVersionGoneError';
  }
}

export interface BlobStore {
  /** The body as one buffer or as the chunks an upload arrived in (see blob-body.ts). */
  put(key: string, body: BlobBody, options: BlobPutOptions): Promise<void>;
  get(key: string): Promise<StoredBlob | undefined>;
  /** The first `bytes` bytes of an object (a video's header, without reading the video). */
  readStart(key: string, bytes: number): Promise<StoredStart | undefined>;
  /**
   * Stores exactly `version` of `from` under `to` (in S3 a CopyObject inside the store), with
   * `options` as a put would. Throws BlobVersionGoneError when the store no longer has that version.
   */
  copy(from: string, version: string, to: string, options: BlobPutOptions): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * A form the browser can POST the object with (multipart/form-data: every field as given, then
   * the file last, named `file`), until it expires. The store refuses a file larger than
   * `maxBytes`, an empty one, and any change to the key or the content type. A form grants only a
   * key under `uploads/` (UPLOADS_PREFIX): what the server keeps after checking it lies elsewhere,
   * where no form can write, so a form used again after the check changes nothing kept.
   */
  presignUpload(key: string, options: BlobUploadOptions): Promise<PresignedUpload>;
  /** A URL the browser can GET the object from, until it expires. */
  presignGet(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
}

/** Presigned links and forms live from one second to seven days (S3's limit for signatures). */
export function assertExpiry(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds <= 0 || seconds > 7 * 24 * 3600) {
    throw new Error('Presigned URLs expire after 1 second to 7 days');
  }
}

/** S3 takes at most 5 GiB in one POST. */
export function assertUploadLimit(maxBytes: number): void {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1 || maxBytes > 5 * 1024 ** 3) {
    throw new Error('An upload limit is a whole number of bytes from 1 to 5 GiB');
  }
}
