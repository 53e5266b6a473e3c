import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';
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

export interface S3BlobStoreOptions {
  bucket: string;
  /** KMS key (id, ARN or alias) every object is encrypted with. */
  kmsKeyId: string;
  /** Presigning time; the SDK's own time (real time, corrected by S3's answers) by default. */
  clock?: Clock;
}

/**
 * The client for the documents bucket. Under a given endpoint (a local store speaking S3) the
 * bucket is a path segment, since such a store has no per-bucket host names; in AWS the bucket's
 * own host.
 */
function s3ClientConfig(aws: AwsClientOptions) {
  return { ...awsClientConfig(aws), ...(aws.endpoint ? { forcePathStyle: true } : {}) };
}

/** What every write carries, a put as a copy: SSE-KMS with our key, whatever the bucket's default. */
function writeSettings(o: S3BlobStoreOptions, options: BlobPutOptions) {
  return {
    ContentType: options.contentType,
    ServerSideEncryption: 'aws:kms' as const,
    SSEKMSKeyId: o.kmsKeyId,
    // One data key per bucket and period instead of one KMS call per object.
    BucketKeyEnabled: true,
    ...(options.sensitive ? { Metadata: { sensitive: '1' } } : {}),
  };
}

/** A copy's source gone: its key or version deleted, or (by ETag) written again since it was read. */
const VERSION_GONE = new Set(['NoSuchKey', 'NoSuchVersion', 'PreconditionFailed']);

/** The error code S3 answered with, when the error is S3's answer (not, say, a dropped connection). */
function s3ErrorCode(e: unknown): string | undefined {
  return e instanceof S3ServiceException ? e.name : undefined;
}

/** The write a response read: its version id when the bucket keeps versions, else its quoted ETag. */
function versionOf(res: GetObjectCommandOutput): string {
  return res.VersionId ?? res.ETag ?? '';
}

async function bytesOf(res: GetObjectCommandOutput): Promise<Uint8Array> {
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

/**
 * The AWS document store: S3 through the SDK's client (the bucket's own host in AWS, path style
 * under a given endpoint), SSE-KMS on every object, presigned downloads and upload forms for the
 * browser.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(
    private readonly aws: AwsClientOptions,
    private readonly options: S3BlobStoreOptions,
  ) {
    this.client = new S3Client(s3ClientConfig(aws));
  }

  async put(key: string, chunks: BlobBody, options: BlobPutOptions): Promise<void> {
    assertBlobKey(key);
    assertContentType(options.contentType);
    // One PUT of the whole body; a Lambda's request holds a few MB at most, and the site's large
    // files go straight to S3 through presigned forms.
    const body = joinBody(chunks);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ...writeSettings(this.options, options),
        // The SDK signs a body held in memory with its SHA-256 (x-amz-content-sha256), so S3
        // refuses a body altered on the way; the checksum settings only add or leave out a CRC32
        // beside it. Naming SHA-256 here also sends that hash as x-amz-checksum-sha256, which S3
        // checks and keeps with the object, and which would still go with the body were it ever
        // sent as a stream (whose bytes the signature does not cover).
        ChecksumAlgorithm: 'SHA256',
      }),
    );
  }

  async get(key: string): Promise<StoredBlob | undefined> {
    assertBlobKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return {
        body: await bytesOf(res),
        contentType: res.ContentType ?? 'application/octet-stream',
        version: versionOf(res),
      };
    } catch (e) {
      if (s3ErrorCode(e) === 'NoSuchKey') return undefined;
      throw e;
    }
  }

  /** A ranged GET: S3 answers the bytes asked for and the whole size in Content-Range. */
  async readStart(key: string, bytes: number): Promise<StoredStart | undefined> {
    assertBlobKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: `bytes=0-${Math.max(0, bytes - 1)}`,
        }),
      );
      const head = await bytesOf(res);
      const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
      return {
        head,
        size: total !== undefined ? Number(total) : head.length,
        contentType: res.ContentType ?? 'application/octet-stream',
        version: versionOf(res),
      };
    } catch (e) {
      if (s3ErrorCode(e) === 'NoSuchKey') return undefined;
      throw e;
    }
  }

  /**
   * CopyObject of the version read: by its version id in a versioned bucket (the documents
   * bucket is), which stays copyable whatever is written to the key later; else only while the
   * object's ETag is still the one read. The copy is written as a put is: SSE-KMS with our key.
   * A copy that fails after S3 began it is answered 200 with an error inside; the SDK turns that
   * answer into the error it holds, so it is caught here as any other.
   */
  async copy(from: string, version: string, to: string, options: BlobPutOptions): Promise<void> {
    assertBlobKey(from);
    assertBlobKey(to);
    assertContentType(options.contentType);
    const byEtag = version.startsWith('"');
    // Keys are of a safe alphabet (blob-key.ts): nothing in them needs escaping in the source.
    const source = `${this.options.bucket}/${from}`;
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.options.bucket,
          Key: to,
          CopySource: byEtag ? source : `${source}?versionId=${encodeURIComponent(version)}`,
          ...(byEtag ? { CopySourceIfMatch: version } : {}),
          MetadataDirective: 'REPLACE',
          ...writeSettings(this.options, options),
        }),
      );
    } catch (e) {
      const code = s3ErrorCode(e);
      if (code !== undefined && VERSION_GONE.has(code)) throw new BlobVersionGoneError(from);
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /**
   * A browser upload form for exactly one object. Every field is also a condition of the signed
   * policy (S3 refuses a form with a field the policy does not cover): the key and the content
   * type as given, SSE-KMS with our key, the sensitive mark; the size is bounded by
   * content-length-range, from 1 byte (no empty file) to `maxBytes`.
   */
  async presignUpload(key: string, options: BlobUploadOptions): Promise<PresignedUpload> {
    assertUploadKey(key);
    assertContentType(options.contentType);
    assertUploadLimit(options.maxBytes);
    assertExpiry(options.expiresInSeconds);
    const form = await createPresignedPost(this.formSigner(), {
      Bucket: this.options.bucket,
      Key: key,
      Fields: {
        'Content-Type': options.contentType,
        'x-amz-server-side-encryption': 'aws:kms',
        'x-amz-server-side-encryption-aws-kms-key-id': this.options.kmsKeyId,
        ...(options.sensitive ? { 'x-amz-meta-sensitive': '1' } : {}),
      },
      Conditions: [['content-length-range', 1, options.maxBytes]],
      Expires: options.expiresInSeconds,
    });
    return { url: form.url, method: 'POST', fields: form.fields };
  }

  async presignGet(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertBlobKey(key);
    assertExpiry(options.expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ...(options.fileName !== undefined
        ? { ResponseContentDisposition: attachmentDisposition(options.fileName) }
        : {}),
    });
    const clock = this.options.clock;
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      ...(clock ? { signingDate: clock.now() } : {}),
    });
  }

  /**
   * The client an upload form is signed with. createPresignedPost takes no date: it dates a form
   * by its client's time, now plus the client's clock offset. A form dated by the store's clock
   * is therefore signed by a client of its own whose offset is the gap to that clock, with the
   * store's address and credentials; the store's client is never changed, since its offset also
   * dates the calls it is making.
   */
  private formSigner(): S3Client {
    const clock = this.options.clock;
    if (!clock) return this.client;
    return new S3Client({
      ...s3ClientConfig(this.aws),
      credentials: this.client.config.credentials,
      systemClockOffset: clock.now().getTime() - Date.now(),
    });
  }
}
