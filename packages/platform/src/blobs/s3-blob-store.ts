import {
  DeleteObjectCommand,
  type DeleteObjectCommandInput,
  GetObjectCommand,
  type GetObjectCommandInput,
  NoSuchKey,
  PutObjectCommand,
  type PutObjectCommandInput,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertBlobKey } from './blob-key';
import type { BlobPutOptions, BlobStore, StoredBlob } from './blob-store';
import { assertContentType, attachmentDisposition } from './content-disposition';

export interface S3BlobStoreOptions {
  bucket: string;
  /** KMS key (id, ARN or alias) every object is encrypted with. */
  kmsKeyId: string;
}

/** PutObject for a server-side write: SSE-KMS with our key, whatever the bucket's default. */
export function s3PutInput(
  o: S3BlobStoreOptions,
  key: string,
  body: Uint8Array,
  options: BlobPutOptions,
): PutObjectCommandInput {
  return {
    Bucket: o.bucket,
    Key: key,
    Body: body,
    ContentType: options.contentType,
    ServerSideEncryption: 'aws:kms',
    SSEKMSKeyId: o.kmsKeyId,
    // One data key per bucket and period instead of one KMS call per object.
    BucketKeyEnabled: true,
    ...(options.sensitive ? { Metadata: { sensitive: '1' } } : {}),
  };
}

/**
 * PutObject to presign for a browser upload. The SSE headers are not in it: S3 takes them only as
 * request headers, which a bare URL cannot carry, so a browser PUT with them signed would be
 * refused. These uploads are encrypted with the same KMS key by the bucket's default encryption,
 * and the bucket policy refuses any object not under SSE-KMS (infra: data stack).
 */
export function s3PresignPutInput(
  o: S3BlobStoreOptions,
  key: string,
  options: BlobPutOptions,
): PutObjectCommandInput {
  // Metadata would travel as x-amz-meta-* headers too, which the bare URL cannot carry either.
  return { Bucket: o.bucket, Key: key, ContentType: options.contentType };
}

export function s3GetInput(o: S3BlobStoreOptions, key: string, fileName?: string): GetObjectCommandInput {
  return {
    Bucket: o.bucket,
    Key: key,
    ...(fileName !== undefined ? { ResponseContentDisposition: attachmentDisposition(fileName) } : {}),
  };
}

export function s3DeleteInput(o: S3BlobStoreOptions, key: string): DeleteObjectCommandInput {
  return { Bucket: o.bucket, Key: key };
}

/** The AWS document store: S3 with SSE-KMS on every object, presigned URLs for the browser. */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly options: S3BlobStoreOptions,
  ) {}

  static fromRegion(region: string, options: S3BlobStoreOptions): S3BlobStore {
    return new S3BlobStore(new S3Client({ region }), options);
  }

  async put(key: string, body: Uint8Array, options: BlobPutOptions): Promise<void> {
    assertBlobKey(key);
    assertContentType(options.contentType);
    await this.client.send(new PutObjectCommand(s3PutInput(this.options, key, body, options)));
  }

  async get(key: string): Promise<StoredBlob | undefined> {
    assertBlobKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand(s3GetInput(this.options, key)));
      if (!out.Body) return undefined;
      return {
        body: await out.Body.transformToByteArray(),
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (e) {
      if (e instanceof NoSuchKey) return undefined;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand(s3DeleteInput(this.options, key)));
  }

  async presignPut(key: string, options: BlobPutOptions & { expiresInSeconds: number }): Promise<string> {
    assertBlobKey(key);
    assertContentType(options.contentType);
    const command = new PutObjectCommand(s3PresignPutInput(this.options, key, options));
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async presignGet(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertBlobKey(key);
    const command = new GetObjectCommand(s3GetInput(this.options, key, options.fileName));
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}
