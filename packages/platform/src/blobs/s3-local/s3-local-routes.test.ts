import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { serve } from '@hono/node-server';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { HttpRequest } from '@smithy/protocol-http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { awsClientConfig } from '../../aws/client-settings';
import { S3LocalStore } from './object-store';
import { s3LocalRoutes } from './s3-local-routes';

const REGION = 'ap-southeast-1';
const BUCKET = 'ezc-documents';
const KMS_KEY = 'arn:aws:kms:ap-southeast-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
/**
 * The stand-in's time: real time, moved on by the tests that need a later one. It is not a fixed
 * date since the SDK sets its clock by S3's answers (their Date header) and retries every refusal
 * while its clock is minutes off S3's, as it would be off a fixed date.
 */
let shift = 0;
const clock = { now: () => new Date(Date.now() + shift) };

let dir: string;
let endpoint: string;
let server: ReturnType<typeof serve>;
let s3: S3Client;

const client = (config: Partial<S3ClientConfig> = {}) =>
  new S3Client({ ...awsClientConfig({ region: REGION, endpoint }), forcePathStyle: true, ...config });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ezc-s3-local-'));
  const store = new S3LocalStore({ dir, buckets: [BUCKET], masterKey: randomBytes(32), clock });
  const app = s3LocalRoutes(store, { prefix: '/blobs', region: REGION, maxObjectBytes: 1024 * 1024 });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blobs`;
  s3 = client();
});
beforeEach(() => {
  shift = 0;
});
afterAll(async () => {
  s3.destroy();
  if ('closeAllConnections' in server) server.closeAllConnections();
  server.close();
  await rm(dir, { recursive: true, force: true });
});

const text = (s: string) => new TextEncoder().encode(s);
const put = (
  key: string,
  body: string,
  extra: Partial<ConstructorParameters<typeof PutObjectCommand>[0]> = {},
) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: text(body), ...extra }));
const get = async (key: string, extra: Partial<ConstructorParameters<typeof GetObjectCommand>[0]> = {}) => {
  const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, ...extra }));
  return { ...res, text: (await res.Body?.transformToString()) ?? '' };
};
/** The error a call failed with, for its S3 name and status. */
const failure = async (call: Promise<unknown>) => {
  const e = await call.then(
    () => undefined,
    (err: unknown) => err as { name: string; message: string; $metadata?: { httpStatusCode?: number } },
  );
  if (!e) throw new Error('The call succeeded');
  return { name: e.name, status: e.$metadata?.httpStatusCode, message: e.message };
};
const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    (e: { name: string }) => (e.name === 'NotFound' ? false : Promise.reject(e)),
  );
/** The code and message of an S3 XML error answered to a plain fetch. */
const xmlError = async (res: Response) => {
  const body = await res.text();
  return {
    status: res.status,
    code: /<Code>(.*?)<\/Code>/.exec(body)?.[1],
    message: /<Message>(.*?)<\/Message>/.exec(body)?.[1]?.replace(/&quot;/g, '"'),
  };
};

// "123456789", whose checksums are the published check values of each algorithm.
const CHECK = '123456789';
const CHECK_MD5 = '"25f9e794323b453885f5181f1b624d0b"';

describe('objects through the SDK', () => {
  it('keeps what a put says of an object (type, metadata, SSE-KMS, checksum) and answers it on a get', async () => {
    const before = Math.floor(clock.now().getTime() / 1000) * 1000;
    const written = await put('loans/EZC2/agreement.pdf', CHECK, {
      ContentType: 'application/pdf',
      Metadata: { sensitive: '1' },
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: KMS_KEY,
      BucketKeyEnabled: true,
    });
    expect(written.ServerSideEncryption).toBe('aws:kms');
    expect(written.SSEKMSKeyId).toBe(KMS_KEY);
    expect(written.BucketKeyEnabled).toBe(true);
    expect(written.ChecksumCRC32).toBe('y/Q5Jg==');
    expect(written.VersionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Under SSE-KMS S3's ETag is not the MD5 of the content.
    expect(written.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(written.ETag).not.toBe(CHECK_MD5);

    const read = await get('loans/EZC2/agreement.pdf');
    expect(read.text).toBe(CHECK);
    expect(read.ContentType).toBe('application/pdf');
    expect(read.ContentLength).toBe(9);
    expect(read.Metadata).toEqual({ sensitive: '1' });
    expect(read.ServerSideEncryption).toBe('aws:kms');
    expect(read.SSEKMSKeyId).toBe(KMS_KEY);
    expect(read.BucketKeyEnabled).toBe(true);
    expect(read.ETag).toBe(written.ETag);
    expect(read.VersionId).toBe(written.VersionId);
    expect(read.ChecksumCRC32).toBe('y/Q5Jg==');
    // The time of the write, in whole seconds as S3 keeps it.
    const modified = read.LastModified?.getTime() ?? 0;
    expect(modified % 1000).toBe(0);
    expect(modified).toBeGreaterThanOrEqual(before);
    expect(modified).toBeLessThanOrEqual(clock.now().getTime());
  });

  it('encrypts with SSE-S3 when a put names no encryption, with the MD5 of the content as ETag', async () => {
    const written = await put('plain.txt', CHECK);
    expect(written.ServerSideEncryption).toBe('AES256');
    expect(written.ETag).toBe(CHECK_MD5);
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'plain.txt' }));
    expect(head.ServerSideEncryption).toBe('AES256');
    expect(head.ContentType).toBe('application/octet-stream');
    expect(head.ContentLength).toBe(9);
    expect(head.ETag).toBe(CHECK_MD5);
  });

  it('takes a stream as the SDK sends it (aws-chunked, its CRC32 in the trailer)', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'streamed.bin',
        Body: Readable.from([Buffer.from('12345'), Buffer.from('6789')]),
        ContentLength: 9,
        ContentType: 'video/mp4',
      }),
    );
    const read = await get('streamed.bin');
    expect(read.text).toBe(CHECK);
    expect(read.ContentType).toBe('video/mp4');
    expect(read.ContentEncoding).toBeUndefined();
    expect(read.ChecksumCRC32).toBe('y/Q5Jg==');
  });

  it('answers one range with 206 and its place in the whole, and refuses one past the end', async () => {
    await put('range.txt', CHECK);
    const part = await get('range.txt', { Range: 'bytes=2-5' });
    expect(part.$metadata.httpStatusCode).toBe(206);
    expect(part.text).toBe('3456');
    expect(part.ContentRange).toBe('bytes 2-5/9');
    expect(part.ContentLength).toBe(4);
    expect(part.ChecksumCRC32).toBeUndefined();
    expect((await get('range.txt', { Range: 'bytes=-3' })).text).toBe('789');
    expect((await get('range.txt', { Range: 'bytes=7-100' })).ContentRange).toBe('bytes 7-8/9');
    expect(await failure(get('range.txt', { Range: 'bytes=9-' }))).toMatchObject({
      name: 'InvalidRange',
      status: 416,
    });
  });

  it('keeps every version: a delete hides the key behind a marker, older versions stay readable by id', async () => {
    const v1 = (await put('versions.txt', 'first')).VersionId!;
    const v2 = (await put('versions.txt', 'second')).VersionId!;
    expect(v1).not.toBe(v2);
    expect((await get('versions.txt')).text).toBe('second');
    expect((await get('versions.txt', { VersionId: v1 })).text).toBe('first');

    const deleted = await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'versions.txt' }));
    expect(deleted.DeleteMarker).toBe(true);
    const marker = deleted.VersionId!;
    const gone = await get('versions.txt').catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(NoSuchKey);
    expect(await exists('versions.txt')).toBe(false);
    expect((await get('versions.txt', { VersionId: v1 })).text).toBe('first');
    expect(await failure(get('versions.txt', { VersionId: marker }))).toMatchObject({
      name: 'MethodNotAllowed',
      status: 405,
    });

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'versions.txt', VersionId: v1 }));
    expect(await failure(get('versions.txt', { VersionId: v1 }))).toMatchObject({
      name: 'NoSuchVersion',
      status: 404,
    });
    // Removing the marker brings the newest version back.
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'versions.txt', VersionId: marker }));
    expect((await get('versions.txt')).text).toBe('second');
    expect(await failure(get('versions.txt', { VersionId: 'not-a-version' }))).toMatchObject({
      name: 'InvalidArgument',
      status: 400,
    });
  });

  it('copies the version named, whatever was written since, with the metadata and encryption the copy gives', async () => {
    const v1 = (await put('copy/source.pdf', 'original', { ContentType: 'application/octet-stream' }))
      .VersionId!;
    await put('copy/source.pdf', 'written later');
    const copied = await s3.send(
      new CopyObjectCommand({
        Bucket: BUCKET,
        Key: 'copy/kept.pdf',
        CopySource: `${BUCKET}/copy/source.pdf?versionId=${v1}`,
        MetadataDirective: 'REPLACE',
        ContentType: 'application/pdf',
        Metadata: { sensitive: '1' },
        ServerSideEncryption: 'aws:kms',
        SSEKMSKeyId: KMS_KEY,
      }),
    );
    expect(copied.CopySourceVersionId).toBe(v1);
    expect(copied.CopyObjectResult?.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(copied.CopyObjectResult?.LastModified?.getTime()).toBe(
      (await get('copy/kept.pdf')).LastModified?.getTime(),
    );
    expect(copied.ServerSideEncryption).toBe('aws:kms');
    const read = await get('copy/kept.pdf');
    expect(read.text).toBe('original');
    expect(read.ContentType).toBe('application/pdf');
    expect(read.Metadata).toEqual({ sensitive: '1' });
    expect(read.SSEKMSKeyId).toBe(KMS_KEY);
    expect(read.ETag).toBe(copied.CopyObjectResult?.ETag);
    expect(read.VersionId).toBe(copied.VersionId);
  });

  it('copies the source metadata with the COPY directive, and refuses a copy onto itself that changes nothing', async () => {
    await put('copy/meta.txt', 'content', { ContentType: 'text/plain', Metadata: { origin: 'upload' } });
    await s3.send(
      new CopyObjectCommand({
        Bucket: BUCKET,
        Key: 'copy/meta-copy.txt',
        CopySource: `${BUCKET}/copy/meta.txt`,
      }),
    );
    const read = await get('copy/meta-copy.txt');
    expect(read.ContentType).toBe('text/plain');
    expect(read.Metadata).toEqual({ origin: 'upload' });
    expect(read.ServerSideEncryption).toBe('AES256');
    expect(
      await failure(
        s3.send(
          new CopyObjectCommand({
            Bucket: BUCKET,
            Key: 'copy/meta.txt',
            CopySource: `${BUCKET}/copy/meta.txt`,
          }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidRequest', status: 400 });
  });

  it('copies by ETag only while the source is still the write that was read', async () => {
    const etag = (await put('copy/by-etag.txt', 'read')).ETag!;
    const copy = () =>
      s3.send(
        new CopyObjectCommand({
          Bucket: BUCKET,
          Key: 'copy/by-etag-copy.txt',
          CopySource: `${BUCKET}/copy/by-etag.txt`,
          CopySourceIfMatch: etag,
        }),
      );
    await copy();
    expect((await get('copy/by-etag-copy.txt')).text).toBe('read');
    await put('copy/by-etag.txt', 'written again');
    expect(await failure(copy())).toMatchObject({ name: 'PreconditionFailed', status: 412 });
    expect((await get('copy/by-etag-copy.txt')).text).toBe('read');
  });

  it('answers a copy of what is not there with NoSuchKey or NoSuchVersion', async () => {
    const copy = (source: string) =>
      s3.send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'copy/none.txt', CopySource: source }));
    expect(await failure(copy(`${BUCKET}/copy/never-written.txt`))).toMatchObject({
      name: 'NoSuchKey',
      status: 404,
    });
    await put('copy/one-version.txt', 'x');
    expect(
      await failure(copy(`${BUCKET}/copy/one-version.txt?versionId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)),
    ).toMatchObject({ name: 'NoSuchVersion', status: 404 });
  });

  it('answers the conditional reads and writes', async () => {
    const etag = (await put('conditional.txt', 'x')).ETag!;
    expect(await failure(get('conditional.txt', { IfNoneMatch: etag }))).toMatchObject({ status: 304 });
    expect(await failure(get('conditional.txt', { IfMatch: '"0000"' }))).toMatchObject({
      name: 'PreconditionFailed',
      status: 412,
    });
    expect((await get('conditional.txt', { IfMatch: etag })).text).toBe('x');
    expect(await failure(put('conditional.txt', 'y', { IfNoneMatch: '*' }))).toMatchObject({
      name: 'PreconditionFailed',
      status: 412,
    });
    expect((await get('conditional.txt')).text).toBe('x');
  });

  it('knows only its own buckets', async () => {
    await s3.send(new HeadBucketCommand({ Bucket: BUCKET }));
    expect(
      await failure(s3.send(new GetObjectCommand({ Bucket: 'someone-elses-bucket', Key: 'a.txt' }))),
    ).toMatchObject({ name: 'NoSuchBucket', status: 404 });
  });
});

/** Sends what the SDK signed, changed on the way. */
class ChangeOnTheWay extends NodeHttpHandler {
  constructor(private readonly change: (request: HttpRequest) => void) {
    super();
  }

  override handle(...args: Parameters<NodeHttpHandler['handle']>) {
    this.change(args[0]);
    return super.handle(...args);
  }
}
const afterSigning = (change: (request: HttpRequest) => void) =>
  client({ requestHandler: new ChangeOnTheWay(change), maxAttempts: 1 });

describe('signed requests', () => {
  it('refuses a request signed with another secret, and stores nothing', async () => {
    const other = client({ credentials: { accessKeyId: 'local', secretAccessKey: 'not-local' } });
    const refused = await failure(
      other.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'signed/wrong-secret.txt', Body: text('x') })),
    );
    expect(refused).toMatchObject({ name: 'SignatureDoesNotMatch', status: 403 });
    expect(await exists('signed/wrong-secret.txt')).toBe(false);
  });

  it('refuses another access key and another region', async () => {
    const stranger = client({
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'local' },
    });
    expect(await failure(stranger.send(new HeadBucketCommand({ Bucket: BUCKET })))).toMatchObject({
      status: 403,
    });
    expect(
      await failure(stranger.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'plain.txt' }))),
    ).toMatchObject({ name: 'InvalidAccessKeyId', status: 403 });
    const elsewhere = client({ region: 'us-east-1' });
    expect(
      await failure(elsewhere.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'plain.txt' }))),
    ).toMatchObject({ name: 'AuthorizationHeaderMalformed', status: 400 });
  });

  it('refuses a request more than 15 minutes off, and tells its time so the SDK can correct its clock', async () => {
    await put('signed/clock.txt', CHECK);
    const slow = client({ systemClockOffset: -16 * 60_000, maxAttempts: 1 });
    const read = () => slow.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'signed/clock.txt' }));
    expect(await failure(read())).toMatchObject({ name: 'RequestTimeTooSkewed', status: 403 });
    // The SDK took the time from the refusal's Date header: its next request is on time.
    expect(await (await read()).Body?.transformToString()).toBe(CHECK);
    shift = 15 * 60_000 + 5_000;
    expect(await failure(read())).toMatchObject({ name: 'RequestTimeTooSkewed', status: 403 });
  });

  it('refuses a body changed after it was signed, and stores nothing', async () => {
    const tampering = afterSigning((request) => {
      request.body = text('IC 999999-99-9999');
    });
    const refused = await failure(
      tampering.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: 'signed/tampered.txt', Body: text('IC 880808-08-8888') }),
      ),
    );
    expect(refused).toMatchObject({ name: 'XAmzContentSHA256Mismatch', status: 400 });
    expect(await exists('signed/tampered.txt')).toBe(false);
  });

  it('refuses a header changed after signing, and one added unsigned', async () => {
    const changed = afterSigning((request) => {
      request.headers['content-type'] = 'text/html';
    });
    expect(
      await failure(
        changed.send(
          new PutObjectCommand({
            Bucket: BUCKET,
            Key: 'signed/h.txt',
            Body: text('x'),
            ContentType: 'text/plain',
          }),
        ),
      ),
    ).toMatchObject({ name: 'SignatureDoesNotMatch', status: 403 });
    const added = afterSigning((request) => {
      request.headers['x-amz-meta-approved'] = 'yes';
    });
    expect(
      await failure(
        added.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'signed/h.txt', Body: text('x') })),
      ),
    ).toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(await exists('signed/h.txt')).toBe(false);
  });

  it('refuses a body whose checksum or Content-MD5 is not the one sent', async () => {
    expect(await failure(put('signed/crc.txt', CHECK, { ChecksumCRC32: 'AAAAAA==' }))).toMatchObject({
      name: 'BadDigest',
      status: 400,
    });
    expect(
      await failure(put('signed/md5.txt', CHECK, { ContentMD5: Buffer.alloc(16).toString('base64') })),
    ).toMatchObject({ name: 'BadDigest', status: 400 });
    expect(await exists('signed/crc.txt')).toBe(false);
    expect(await exists('signed/md5.txt')).toBe(false);
  });

  it('answers an unsigned request AccessDenied', async () => {
    await put('signed/anonymous.txt', 'x');
    expect(await xmlError(await fetch(`${endpoint}/${BUCKET}/signed/anonymous.txt`))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Access Denied',
    });
  });
});

describe('presigned downloads', () => {
  const presign = (key: string, expiresIn: number, signingDate = clock.now(), fileName?: string) =>
    getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: BUCKET,
        Key: key,
        ...(fileName ? { ResponseContentDisposition: `attachment; filename="${fileName}"` } : {}),
      }),
      { expiresIn, signingDate },
    );

  it('serves the object with the file name the URL sets, until the URL expires', async () => {
    await put('presigned/receipt.pdf', '%PDF receipt', { ContentType: 'application/pdf' });
    const url = await presign('presigned/receipt.pdf', 300, clock.now(), 'Resit EZC2.pdf');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Resit EZC2.pdf"');
    expect(await res.text()).toBe('%PDF receipt');

    shift = 299_000;
    expect((await fetch(url)).status).toBe(200);
    shift = 301_000;
    expect(await xmlError(await fetch(url))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('refuses a URL signed long enough ago to have expired', async () => {
    await put('presigned/old.txt', 'x');
    const url = await presign('presigned/old.txt', 60, new Date(clock.now().getTime() - 10 * 60_000));
    expect(await xmlError(await fetch(url))).toMatchObject({ status: 403, message: 'Request has expired' });
  });

  it('refuses a URL whose query or key was changed', async () => {
    await put('presigned/a.pdf', 'a');
    await put('presigned/b.pdf', 'b');
    const url = new URL(await presign('presigned/a.pdf', 300, clock.now(), 'a.pdf'));
    const changes: Array<(u: URL) => void> = [
      (u) => u.searchParams.set('response-content-disposition', 'inline'),
      (u) => u.searchParams.set('X-Amz-Expires', '604800'),
      (u) => u.searchParams.set('response-content-type', 'text/html'),
      (u) => {
        u.pathname = u.pathname.replace('a.pdf', 'b.pdf');
      },
    ];
    for (const change of changes) {
      const changed = new URL(url);
      change(changed);
      expect(await xmlError(await fetch(changed))).toMatchObject({
        status: 403,
        code: 'SignatureDoesNotMatch',
      });
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it('serves a presigned HEAD', async () => {
    await put('presigned/head.txt', CHECK);
    const url = await getSignedUrl(s3, new HeadObjectCommand({ Bucket: BUCKET, Key: 'presigned/head.txt' }), {
      expiresIn: 60,
      signingDate: clock.now(),
    });
    const res = await fetch(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('9');
    expect((await fetch(url)).status).toBe(403);
  });
});

describe('upload forms', () => {
  const KEY = 'uploads/customers/c9/ic.jpg';
  /** A form as the product's store makes one: its type, SSE-KMS and the sensitive mark fixed, 1 to 16 bytes. */
  const form = (key = KEY, expires = 300) =>
    createPresignedPost(s3, {
      Bucket: BUCKET,
      Key: key,
      Fields: {
        'Content-Type': 'image/jpeg',
        'x-amz-server-side-encryption': 'aws:kms',
        'x-amz-server-side-encryption-aws-kms-key-id': KMS_KEY,
        'x-amz-meta-sensitive': '1',
      },
      Conditions: [['content-length-range', 1, 16]],
      Expires: expires,
    });
  /** Posts as a browser does: the fields in order, the file last. */
  const post = (url: string, fields: Record<string, string>, file: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', new Blob([text(file)]), 'ic.jpg');
    return fetch(url, { method: 'POST', body });
  };

  it('stores a file within the limits with the fields the form fixed, checksummed as S3 does', async () => {
    const { url, fields } = await form();
    expect(url).toBe(`${endpoint}/${BUCKET}`);
    const res = await post(url, fields, 'IC 880808-08-888');
    expect(res.status).toBe(204);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('location')).toBe(`${endpoint}/${BUCKET}/uploads%2Fcustomers%2Fc9%2Fic.jpg`);
    expect(res.headers.get('x-amz-server-side-encryption')).toBe('aws:kms');

    const read = await get(KEY);
    expect(read.text).toBe('IC 880808-08-888');
    expect(read.ContentType).toBe('image/jpeg');
    expect(read.Metadata).toEqual({ sensitive: '1' });
    expect(read.SSEKMSKeyId).toBe(KMS_KEY);
    expect(read.ETag).toBe(res.headers.get('etag'));
    // The SDK checks the body against this as it reads it.
    expect(read.ChecksumCRC64NVME).toMatch(/^[A-Za-z0-9+/]{11}=$/);
  });

  it('refuses another key, another content type or a field left out, and stores nothing', async () => {
    const { url, fields } = await form('uploads/loans/EZC3/payslip.pdf');
    const cases: Array<[Record<string, string>, string]> = [
      [
        { ...fields, key: 'uploads/loans/EZC3/other.pdf' },
        'Invalid according to Policy: Policy Condition failed: ["eq", "$key", "uploads/loans/EZC3/payslip.pdf"]',
      ],
      [
        { ...fields, 'Content-Type': 'text/html' },
        'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/jpeg"]',
      ],
      [
        Object.fromEntries(
          Object.entries(fields).filter(([name]) => name !== 'x-amz-server-side-encryption'),
        ),
        'Invalid according to Policy: Policy Condition failed: ["eq", "$x-amz-server-side-encryption", "aws:kms"]',
      ],
    ];
    for (const [changed, message] of cases) {
      expect(await xmlError(await post(url, changed, 'payslip'))).toEqual({
        status: 403,
        code: 'AccessDenied',
        message,
      });
    }
    expect(await exists('uploads/loans/EZC3/payslip.pdf')).toBe(false);
    expect(await exists('uploads/loans/EZC3/other.pdf')).toBe(false);
  });

  it('refuses a field the policy does not name, but not one marked x-ignore-', async () => {
    const { url, fields } = await form('uploads/extra.jpg');
    expect(await xmlError(await post(url, { ...fields, 'x-amz-meta-approved': 'yes' }, 'jpeg'))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-approved',
    });
    expect(await exists('uploads/extra.jpg')).toBe(false);
    expect((await post(url, { ...fields, 'x-ignore-note': 'from the page' }, 'jpeg')).status).toBe(204);
  });

  it('takes a file of exactly the limits and refuses one byte more or an empty one', async () => {
    const { url, fields } = await form('uploads/sized.jpg');
    expect(await xmlError(await post(url, fields, 'x'.repeat(17)))).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
    });
    expect(await xmlError(await post(url, fields, ''))).toMatchObject({
      status: 400,
      code: 'EntityTooSmall',
    });
    expect(await exists('uploads/sized.jpg')).toBe(false);
    expect((await post(url, fields, 'x'.repeat(16))).status).toBe(204);
    expect((await post(url, fields, 'y')).status).toBe(204);
    expect((await get('uploads/sized.jpg')).text).toBe('y');
  });

  it('refuses a form after its expiration', async () => {
    const { url, fields } = await form('uploads/late.jpg', 60);
    shift = 10 * 60_000;
    expect(await xmlError(await post(url, fields, 'late'))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    shift = 0;
    expect(await exists('uploads/late.jpg')).toBe(false);
  });

  it('refuses a policy changed after signing, or another signature', async () => {
    const { url, fields } = await form('uploads/forged.jpg');
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    policy.conditions = policy.conditions.map((c) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10_000_000] : c,
    );
    const forged = { ...fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    expect(await xmlError(await post(url, forged, 'x'.repeat(100)))).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    const resigned = { ...fields, 'X-Amz-Signature': '0'.repeat(64) };
    expect(await xmlError(await post(url, resigned, 'x'))).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(await exists('uploads/forged.jpg')).toBe(false);
  });

  it('answers S3’s XML document when the form asks for 201', async () => {
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: BUCKET,
      Key: 'uploads/created.txt',
      Fields: { success_action_status: '201' },
      Expires: 60,
    });
    const res = await post(url, fields, 'created');
    expect(res.status).toBe(201);
    const body = await res.text();
    expect(body).toContain('<Bucket>ezc-documents</Bucket><Key>uploads/created.txt</Key>');
    expect(body).toContain(`<ETag>&quot;${res.headers.get('etag')?.slice(1, -1)}&quot;</ETag>`);
  });
});

describe('at rest', () => {
  /** Every file the store wrote, read whole. */
  const storedFiles = async () => {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    return Promise.all(
      files.map(async (f) => ({
        path: join(f.parentPath, f.name),
        bytes: await readFile(join(f.parentPath, f.name)),
      })),
    );
  };

  it('never holds a document in clear, however it was written', async () => {
    const secret = 'MyKad 880808-08-8888 Siti binti Ahmad';
    await put('rest/kms.txt', `${secret} kms`, { ServerSideEncryption: 'aws:kms', SSEKMSKeyId: KMS_KEY });
    await put('rest/default.txt', `${secret} default`);
    await s3.send(
      new CopyObjectCommand({ Bucket: BUCKET, Key: 'rest/copy.txt', CopySource: `${BUCKET}/rest/kms.txt` }),
    );
    expect((await get('rest/copy.txt')).text).toBe(`${secret} kms`);
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(6);
    for (const file of files)
      expect(file.bytes.includes(Buffer.from('880808-08-8888')), file.path).toBe(false);
  });

  it('refuses to serve a stored file that was altered', async () => {
    const { VersionId } = await put('rest/altered.txt', 'the original words');
    const body = (await storedFiles()).find((f) => f.path.endsWith(`${VersionId}.bin`));
    expect(body).toBeDefined();
    const bytes = Buffer.from(body?.bytes ?? []);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await writeFile(body?.path ?? '', bytes);
    expect(await failure(get('rest/altered.txt'))).toMatchObject({ name: 'InternalError', status: 500 });
  });
});
