import { createHash } from 'node:crypto';
import { AwsError, awsErrorFrom } from '../aws/aws-error';
import { AwsHttp, type AwsServiceOptions } from '../aws/aws-http';
import { systemClock } from '../clock/clock';
import type { Clock } from '../table/aggregate-store';
import { type BlobBody, joinBody } from './blob-body';
import { assertBlobKey, assertUploadKey } from './blob-key';
import {
  assertExpiry,
  assertUploadLimit,
  type BlobPutOptions,
  type BlobStore,
  type BlobUploadOptions,
  BlobVersionGoneError,
  type PresignedUpload,
  type StoredBlob,
  type StoredStart,
} from './blob-store';
import { assertContentType, attachmentDisposition } from './content-disposition';
import { presignS3Post } from './s3-post-policy';

export interface S3BlobStoreOptions {
  bucket: string;
  /** KMS key (id, ARN or alias) every object is encrypted with. */
  kmsKeyId: string;
  /** Presigning time; real time by default. */
  clock?: Clock;
}

/** PutObject's headers for a server-side write: SSE-KMS with our key, whatever the bucket's default. */
export function s3PutHeaders(o: S3BlobStoreOptions, body: Uint8Array, options: BlobPutOptions) {
  return {
    'content-type': options.contentType,
    'x-amz-server-side-encryption': 'aws:kms',
    'x-amz-server-side-encryption-aws-kms-key-id': o.kmsKeyId,
    // One data key per bucket and period instead of one KMS call per object.
    'x-amz-server-side-encryption-bucket-key-enabled': 'true',
    ...(options.sensitive ? { 'x-amz-meta-sensitive': '1' } : {}),
    // The body's hash is signed, so S3 refuses a body altered on the way.
    'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
  };
}

/** A copy's source gone: its key or version deleted, or (by ETag) written again since it was read. */
const VERSION_GONE = new Set(['NoSuchKey', 'NoSuchVersion', 'PreconditionFailed']);

/** The write a response read: its version id when the bucket keeps versions, else its quoted ETag. */
function versionOf(res: { header(name: string): string | undefined }): string {
  return res.header('x-amz-version-id') ?? res.header('etag') ?? '';
}

/**
 * The AWS document store: S3's REST API (virtual-hosted bucket address, or path style under a
 * given endpoint), SSE-KMS on every object, presigned downloads and upload forms for the browser.
 */
export class S3BlobStore implements BlobStore {
  private readonly http: AwsHttp;
  private readonly clock: Clock;

  constructor(
    private readonly aws: AwsServiceOptions,
    private readonly options: S3BlobStoreOptions,
  ) {
    this.http = new AwsHttp({
      service: 's3',
      region: aws.region,
      endpoint: aws.endpoint
        ? `${aws.endpoint.replace(/\/+$/, '')}/${options.bucket}`
        : `https://${options.bucket}.s3.${aws.region}.amazonaws.com`,
      credentials: aws.credentials,
      ...(aws.retry ? { retry: aws.retry } : {}),
    });
    this.clock = options.clock ?? systemClock;
  }

  async put(key: string, chunks: BlobBody, options: BlobPutOptions): Promise<void> {
    assertBlobKey(key);
    assertContentType(options.contentType);
    // One PUT carries its length and hash; a Lambda's request holds a few MB at most, and the
    // site's large files go straight to S3 through presigned forms.
    const body = joinBody(chunks);
    await this.http.send({
      method: 'PUT',
      path: `/${key}`,
      headers: s3PutHeaders(this.options, body, options),
      body,
    });
  }

  async get(key: string): Promise<StoredBlob | undefined> {
    assertBlobKey(key);
    try {
      const res = await this.http.send({ method: 'GET', path: `/${key}` });
      return {
        body: new Uint8Array(res.body),
        contentType: res.header('content-type') ?? 'application/octet-stream',
        version: versionOf(res),
      };
    } catch (e) {
      if (e instanceof AwsError && e.type === 'NoSuchKey') return undefined;
      throw e;
    }
  }

  /** A ranged GET: S3 answers the bytes asked for and the whole size in Content-Range. */
  async readStart(key: string, bytes: number): Promise<StoredStart | undefined> {
    assertBlobKey(key);
    try {
      const res = await this.http.send({
        method: 'GET',
        path: `/${key}`,
        headers: { range: `bytes=0-${Math.max(0, bytes - 1)}` },
      });
      const total = /\/(\d+)$/.exec(res.header('content-range') ?? '')?.[1];
      return {
        head: new Uint8Array(res.body),
        size: total !== undefined ? Number(total) : res.body.length,
        contentType: res.header('content-type') ?? 'application/octet-stream',
        version: versionOf(res),
      };
    } catch (e) {
      if (e instanceof AwsError && e.type === 'NoSuchKey') return undefined;
      throw e;
    }
  }

  /**
   * CopyObject of the version read: by its version id in a versioned bucket (the documents
   * bucket is), which stays copyable whatever is written to the key later; else only while the
   * object's ETag is still the one read. The copy is written as a put is: SSE-KMS with our key.
   */
  async copy(from: string, version: string, to: string, options: BlobPutOptions): Promise<void> {
    assertBlobKey(from);
    assertBlobKey(to);
    assertContentType(options.contentType);
    const byEtag = version.startsWith('"');
    const source = `/${this.options.bucket}/${from}${byEtag ? '' : `?versionId=${encodeURIComponent(version)}`}`;
    try {
      const res = await this.http.send({
        method: 'PUT',
        path: `/${to}`,
        headers: {
          ...s3PutHeaders(this.options, new Uint8Array(), options),
          'x-amz-copy-source': source,
          ...(byEtag ? { 'x-amz-copy-source-if-match': version } : {}),
          'x-amz-metadata-directive': 'REPLACE',
        },
      });
      // S3 may answer a copy that failed after it began with 200 and an error in the body.
      if (res.body.toString('utf8').includes('<Error>')) throw awsErrorFrom(res);
    } catch (e) {
      if (e instanceof AwsError && VERSION_GONE.has(e.type)) throw new BlobVersionGoneError(from);
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.http.send({ method: 'DELETE', path: `/${key}` });
  }

  async presignUpload(key: string, options: BlobUploadOptions): Promise<PresignedUpload> {
    assertUploadKey(key);
    assertContentType(options.contentType);
    assertUploadLimit(options.maxBytes);
    assertExpiry(options.expiresInSeconds);
    return presignS3Post({
      url: `${this.http.endpoint}/`,
      bucket: this.options.bucket,
      key,
      region: this.aws.region,
      credentials: this.aws.credentials,
      contentType: options.contentType,
      sensitive: options.sensitive === true,
      maxBytes: options.maxBytes,
      kmsKeyId: this.options.kmsKeyId,
      expiresInSeconds: options.expiresInSeconds,
      now: this.clock.now(),
    });
  }

  async presignGet(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertBlobKey(key);
    assertExpiry(options.expiresInSeconds);
    return this.http.presign(
      {
        method: 'GET',
        path: `/${key}`,
        ...(options.fileName !== undefined
          ? { query: { 'response-content-disposition': attachmentDisposition(options.fileName) } }
          : {}),
      },
      options.expiresInSeconds,
      this.clock.now(),
    );
  }
}
