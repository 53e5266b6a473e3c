import 'aws-sdk-client-mock-vitest/extend';
import { createHmac } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlobVersionGoneError } from './blob-store';
import { S3BlobStore } from './s3-blob-store';

const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const kmsKeyId = 'arn:aws:kms:ap-southeast-1:111122223333:key/abcd';
const clock = { now: () => new Date('2026-03-01T01:30:00Z') };
const storeAt = (endpoint?: string) =>
  new S3BlobStore(
    { region: 'ap-southeast-1', ...(endpoint ? { endpoint } : {}) },
    { bucket: 'ezc-documents', kmsKeyId, clock },
  );

/** The function role's credentials, where a Lambda has them: in its environment. */
function roleInEnvironment() {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('AWS_SESSION_TOKEN', 'role-token');
}

/** GetObject's body: the store reads it only through transformToByteArray, as the SDK's streams offer. */
function bodyOf(text: string): GetObjectCommandOutput['Body'] {
  const bytes = new TextEncoder().encode(text);
  return { transformToByteArray: async () => bytes } as unknown as GetObjectCommandOutput['Body'];
}

const s3Error = (name: string, httpStatusCode: number, message: string) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode }, message });

/** What the store asked S3 for, every field of it: a field it should not send shows up here. */
const putInput = () => s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
const copyInput = () => s3.commandCalls(CopyObjectCommand)[0]?.args[0].input;

describe('S3 blob store: calls to S3', () => {
  it('puts an object under SSE-KMS with our key and a bucket key, marked sensitive, its SHA-256 checked', async () => {
    s3.on(PutObjectCommand).resolves({});
    const chunks = [new TextEncoder().encode('ab'), new TextEncoder().encode('c')];
    await storeAt().put('customers/c1/ic.jpg', chunks, { contentType: 'image/jpeg', sensitive: true });
    expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 1);
    // The upload's chunks joined into the one body sent.
    expect(new TextDecoder().decode(putInput()?.Body as Uint8Array)).toBe('abc');
    expect(putInput()).toEqual({
      Bucket: 'ezc-documents',
      Key: 'customers/c1/ic.jpg',
      Body: expect.any(Uint8Array),
      ContentType: 'image/jpeg',
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: kmsKeyId,
      BucketKeyEnabled: true,
      Metadata: { sensitive: '1' },
      ChecksumAlgorithm: 'SHA256',
    });
  });

  it('puts a document that is not sensitive without the mark, still under SSE-KMS', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storeAt().put('media/p.png', new Uint8Array([1]), { contentType: 'image/png' });
    const input = putInput();
    expect(input).toMatchObject({ ServerSideEncryption: 'aws:kms', SSEKMSKeyId: kmsKeyId });
    expect(input).not.toHaveProperty('Metadata');
  });

  it('reads an object with its type and version, and answers undefined for a missing key', async () => {
    s3.on(GetObjectCommand, { Bucket: 'ezc-documents', Key: 'loans/EZC1/agreement.pdf' })
      .resolves({ Body: bodyOf('%PDF-1.7'), ContentType: 'application/pdf', VersionId: 'v3.Lr0Wmd' })
      .on(GetObjectCommand, { Bucket: 'ezc-documents', Key: 'loans/EZC1/missing.pdf' })
      .rejects(
        new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
      );
    const store = storeAt();
    const got = await store.get('loans/EZC1/agreement.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(got?.version).toBe('v3.Lr0Wmd');
    expect(new TextDecoder().decode(got?.body)).toBe('%PDF-1.7');
    expect(await store.get('loans/EZC1/missing.pdf')).toBeUndefined();
    expect(s3).toHaveReceivedCommandTimes(GetObjectCommand, 2);
  });

  it("takes an object's quoted ETag as its version where the bucket keeps no versions", async () => {
    s3.on(GetObjectCommand).resolves({ Body: bodyOf('x'), ContentType: 'text/plain', ETag: '"e1"' });
    expect((await storeAt().get('a/b.txt'))?.version).toBe('"e1"');
  });

  it('passes on a refusal other than a missing key', async () => {
    s3.on(GetObjectCommand).rejects(s3Error('AccessDenied', 403, 'Access Denied'));
    await expect(storeAt().get('a/b.pdf')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('reads the start of an object with a ranged GET: its whole size and its version', async () => {
    s3.on(GetObjectCommand).resolves({
      Body: bodyOf('ftyp'),
      ContentType: 'video/mp4',
      ContentRange: 'bytes 0-3/734003200',
      VersionId: 'v3.Lr0Wmd',
    });
    const start = await storeAt().readStart('uploads/signing/recordings/SS-1.mp4', 1024);
    expect(start).toMatchObject({ size: 734_003_200, contentType: 'video/mp4', version: 'v3.Lr0Wmd' });
    expect(new TextDecoder().decode(start?.head)).toBe('ftyp');
    expect(s3).toHaveReceivedCommandExactlyOnceWith(GetObjectCommand, {
      Bucket: 'ezc-documents',
      Key: 'uploads/signing/recordings/SS-1.mp4',
      Range: 'bytes=0-1023',
    });
  });

  it('answers undefined for the start of a missing object', async () => {
    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
    );
    expect(await storeAt().readStart('uploads/x.mp4', 16)).toBeUndefined();
  });

  it('copies the version read inside the bucket, by its version id, written as a put is', async () => {
    s3.on(CopyObjectCommand).resolves({ CopyObjectResult: { ETag: '"e2"' } });
    await storeAt().copy('uploads/media/m1.pdf', 'v3.Lr0Wmd', 'media/m1.pdf', {
      contentType: 'application/pdf',
      sensitive: true,
    });
    expect(copyInput()).toEqual({
      Bucket: 'ezc-documents',
      Key: 'media/m1.pdf',
      CopySource: 'ezc-documents/uploads/media/m1.pdf?versionId=v3.Lr0Wmd',
      MetadataDirective: 'REPLACE',
      ContentType: 'application/pdf',
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: kmsKeyId,
      BucketKeyEnabled: true,
      Metadata: { sensitive: '1' },
    });
  });

  it('copies by ETag where the bucket keeps no versions, only while the object is still the one read', async () => {
    s3.on(CopyObjectCommand).resolves({});
    await storeAt().copy('uploads/a.pdf', '"e1"', 'media/a.pdf', { contentType: 'application/pdf' });
    expect(copyInput()).toEqual({
      Bucket: 'ezc-documents',
      Key: 'media/a.pdf',
      CopySource: 'ezc-documents/uploads/a.pdf',
      CopySourceIfMatch: '"e1"',
      MetadataDirective: 'REPLACE',
      ContentType: 'application/pdf',
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: kmsKeyId,
      BucketKeyEnabled: true,
    });
  });

  it('says the version is gone when S3 no longer has it, by version id or by ETag', async () => {
    const store = storeAt();
    const options = { contentType: 'application/pdf' };
    s3.on(CopyObjectCommand).rejects(s3Error('NoSuchVersion', 404, 'The specified version does not exist.'));
    await expect(store.copy('uploads/a.pdf', 'v1', 'media/a.pdf', options)).rejects.toBeInstanceOf(
      BlobVersionGoneError,
    );
    s3.on(CopyObjectCommand).rejects(s3Error('NoSuchKey', 404, 'The specified key does not exist.'));
    await expect(store.copy('uploads/a.pdf', 'v1', 'media/a.pdf', options)).rejects.toBeInstanceOf(
      BlobVersionGoneError,
    );
    s3.on(CopyObjectCommand).rejects(
      s3Error('PreconditionFailed', 412, 'At least one of the pre-conditions you specified did not hold'),
    );
    await expect(store.copy('uploads/a.pdf', '"e1"', 'media/a.pdf', options)).rejects.toBeInstanceOf(
      BlobVersionGoneError,
    );
  });

  it('passes on a copy that failed for another reason, such as one S3 answered 200 with an error inside', async () => {
    // The SDK reads such an answer as the error it holds (InternalError, as a 503).
    s3.on(CopyObjectCommand).rejects(
      new S3ServiceException({
        name: 'InternalError',
        $fault: 'server',
        $metadata: { httpStatusCode: 503 },
        message: 'We encountered an internal error.',
      }),
    );
    const copied = storeAt().copy('uploads/a.pdf', 'v1', 'media/a.pdf', { contentType: 'application/pdf' });
    await expect(copied).rejects.toMatchObject({ name: 'InternalError' });
    await expect(copied).rejects.not.toBeInstanceOf(BlobVersionGoneError);
  });

  it('deletes an object', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storeAt().delete('tmp/x.txt');
    expect(s3).toHaveReceivedCommandExactlyOnceWith(DeleteObjectCommand, {
      Bucket: 'ezc-documents',
      Key: 'tmp/x.txt',
    });
  });

  it('refuses unsafe keys and content types before calling S3', async () => {
    const store = storeAt();
    await expect(store.put('../x', new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid blob key/,
    );
    await expect(store.put('a/b', new Uint8Array([1]), { contentType: 'text/html\r\nx: y' })).rejects.toThrow(
      /Invalid content type/,
    );
    await expect(store.get('a/./b')).rejects.toThrow(/Invalid blob key/);
    await expect(store.readStart('/a', 4)).rejects.toThrow(/Invalid blob key/);
    await expect(store.copy('a/b', 'v1', 'c/../d', { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid blob key/,
    );
    await expect(store.delete('a//b')).rejects.toThrow(/Invalid blob key/);
    expect(s3).not.toHaveReceivedAnyCommand();
  });
});

describe('S3 blob store: presigned links and forms, signed with the role from the environment', () => {
  it('presigns a GET on the bucket address carrying the disposition, expiry, date and session token', async () => {
    roleInEnvironment();
    const url = new URL(
      await storeAt().presignGet('loans/EZC1/agreement.pdf', {
        expiresInSeconds: 300,
        fileName: 'Perjanjian – Siti.pdf',
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'https://ezc-documents.s3.ap-southeast-1.amazonaws.com/loans/EZC1/agreement.pdf',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260301T013000Z');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'ASIAEXAMPLE/20260301/ap-southeast-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('role-token');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Perjanjian _ Siti.pdf"; filename*=UTF-8''Perjanjian%20%E2%80%93%20Siti.pdf`,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('presigns a GET without a disposition when no file name is given', async () => {
    roleInEnvironment();
    const url = new URL(await storeAt().presignGet('a/b.pdf', { expiresInSeconds: 60 }));
    expect(url.searchParams.has('response-content-disposition')).toBe(false);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('addresses the bucket as a path under a given endpoint, signed with the local keys', async () => {
    const url = new URL(
      await storeAt('http://localhost:4566').presignGet('a/b.pdf', { expiresInSeconds: 60 }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:4566/ezc-documents/a/b.pdf');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('local/20260301/ap-southeast-1/s3/aws4_request');
    const form = await storeAt('http://localhost:4566').presignUpload('uploads/a/b.pdf', {
      contentType: 'application/pdf',
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    expect(form.url).toBe('http://localhost:4566/ezc-documents');
  });

  it('presigns an upload form that fixes the key, the type, the size range and SSE-KMS with our key', async () => {
    roleInEnvironment();
    const form = await storeAt().presignUpload('uploads/customers/c1/ic.jpg', {
      contentType: 'image/jpeg',
      sensitive: true,
      maxBytes: 5_000_000,
      expiresInSeconds: 600,
    });
    expect(form.url).toBe('https://ezc-documents.s3.ap-southeast-1.amazonaws.com/');
    expect(form.method).toBe('POST');
    const { Policy: policy, 'X-Amz-Signature': signature, ...fields } = form.fields;
    expect(fields).toEqual({
      key: 'uploads/customers/c1/ic.jpg',
      bucket: 'ezc-documents',
      'Content-Type': 'image/jpeg',
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': kmsKeyId,
      'x-amz-meta-sensitive': '1',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'ASIAEXAMPLE/20260301/ap-southeast-1/s3/aws4_request',
      'X-Amz-Date': '20260301T013000Z',
      'X-Amz-Security-Token': 'role-token',
    });
    const decoded = JSON.parse(Buffer.from(policy!, 'base64').toString('utf8'));
    expect(decoded.expiration).toBe('2026-03-01T01:40:00Z');
    // Every field of the form is a condition (S3 refuses a form with a field the policy does not
    // name), the key and the type exactly, and the size from 1 byte to the limit.
    const conditions = [
      { key: 'uploads/customers/c1/ic.jpg' },
      { bucket: 'ezc-documents' },
      { 'Content-Type': 'image/jpeg' },
      ['content-length-range', 1, 5_000_000],
      { 'x-amz-server-side-encryption': 'aws:kms' },
      { 'x-amz-server-side-encryption-aws-kms-key-id': kmsKeyId },
      { 'x-amz-meta-sensitive': '1' },
      { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
      { 'X-Amz-Credential': 'ASIAEXAMPLE/20260301/ap-southeast-1/s3/aws4_request' },
      { 'X-Amz-Date': '20260301T013000Z' },
      { 'X-Amz-Security-Token': 'role-token' },
    ];
    expect(decoded.conditions).toEqual(expect.arrayContaining(conditions));
    expect(decoded.conditions).toHaveLength(conditions.length);
    // The SigV4 chain written out step by step: date, region, service, terminator, then the policy.
    const step = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
    const key = step(step(step(step('AWS4secret', '20260301'), 'ap-southeast-1'), 's3'), 'aws4_request');
    expect(signature).toBe(step(key, policy!).toString('hex'));
  });

  it('leaves the sensitive mark out of the form and its policy for a document that is not sensitive', async () => {
    roleInEnvironment();
    const form = await storeAt().presignUpload('uploads/customers/c1/photo.png', {
      contentType: 'image/png',
      maxBytes: 1000,
      expiresInSeconds: 60,
    });
    expect(form.fields).not.toHaveProperty('x-amz-meta-sensitive');
    const decoded = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8'));
    expect(JSON.stringify(decoded.conditions)).not.toContain('x-amz-meta-sensitive');
    expect(decoded.conditions).toContainEqual(['content-length-range', 1, 1000]);
    expect(decoded.expiration).toBe('2026-03-01T01:31:00Z');
  });

  it('dates links and forms by real time when no clock is given', async () => {
    roleInEnvironment();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-04T10:11:12Z'));
    const store = new S3BlobStore({ region: 'ap-southeast-1' }, { bucket: 'ezc-documents', kmsKeyId });
    const url = new URL(await store.presignGet('a/b.pdf', { expiresInSeconds: 60 }));
    expect(url.searchParams.get('X-Amz-Date')).toBe('20270704T101112Z');
    const form = await store.presignUpload('uploads/a/b.pdf', {
      contentType: 'application/pdf',
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    expect(form.fields['X-Amz-Date']).toBe('20270704T101112Z');
  });

  it('refuses unsafe keys, limits and lifetimes before signing anything', async () => {
    roleInEnvironment();
    const store = storeAt();
    await expect(store.presignGet('../x', { expiresInSeconds: 60 })).rejects.toThrow(/Invalid blob key/);
    await expect(store.presignGet('a/b', { expiresInSeconds: 0 })).rejects.toThrow(/expire/);
    const upload = { contentType: 'image/jpeg', maxBytes: 1000, expiresInSeconds: 60 };
    await expect(store.presignUpload('uploads/a/../b', upload)).rejects.toThrow(/Invalid blob key/);
    // Only uploads/ is ever granted: no form writes where checked files are kept.
    await expect(store.presignUpload('media/b.pdf', upload)).rejects.toThrow(/Invalid blob key/);
    await expect(store.presignUpload('uploads/a/b', { ...upload, maxBytes: 0 })).rejects.toThrow(
      /upload limit/,
    );
    await expect(
      store.presignUpload('uploads/a/b', { ...upload, maxBytes: 5 * 1024 ** 3 + 1 }),
    ).rejects.toThrow(/upload limit/);
    await expect(
      store.presignUpload('uploads/a/b', { ...upload, contentType: 'text/html\r\nx: y' }),
    ).rejects.toThrow(/Invalid content type/);
    await expect(
      store.presignUpload('uploads/a/b', { ...upload, expiresInSeconds: 8 * 24 * 3600 }),
    ).rejects.toThrow(/expire/);
  });
});
