import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { BlobVersionGoneError } from './blob-store';
import { S3BlobStore } from './s3-blob-store';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const kmsKeyId = 'arn:aws:kms:ap-southeast-1:111122223333:key/abcd';
const credentials = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'role-token' };
const clock = { now: () => new Date('2026-03-01T01:30:00Z') };
const storeAt = (endpoint?: string) =>
  new S3BlobStore(
    { region: 'ap-southeast-1', credentials, ...(endpoint ? { endpoint } : {}), retry: { baseDelayMs: 1 } },
    { bucket: 'ezc-documents', kmsKeyId, clock },
  );
const noSuchKey = {
  status: 404,
  headers: { 'content-type': 'application/xml' },
  body: '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
};

describe('S3 blob store', () => {
  it('puts every object under SSE-KMS with our key and a bucket key, its body hash signed', async () => {
    stub = await startAwsStub(() => ({ body: '' }));
    await storeAt(stub.endpoint).put('customers/c1/ic.jpg', new TextEncoder().encode('abc'), {
      contentType: 'image/jpeg',
      sensitive: true,
    });
    const [req] = stub.requests;
    expect(req?.method).toBe('PUT');
    expect(req?.path).toBe('/ezc-documents/customers/c1/ic.jpg');
    expect(req?.signedWith).toMatch(/^ASIAEXAMPLE\/20\d{6}\/ap-southeast-1\/s3\/aws4_request$/);
    expect(req?.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': kmsKeyId,
      'x-amz-server-side-encryption-bucket-key-enabled': 'true',
      'x-amz-meta-sensitive': '1',
      'x-amz-security-token': 'role-token',
      // SHA-256 of "abc".
      'x-amz-content-sha256': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(req?.body.toString('utf8')).toBe('abc');
  });

  it('reads an object with its type, and answers undefined for a missing key', async () => {
    stub = await startAwsStub((req) =>
      req.path === '/ezc-documents/loans/EZC1/agreement.pdf'
        ? { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' }
        : noSuchKey,
    );
    const store = storeAt(stub.endpoint);
    const got = await store.get('loans/EZC1/agreement.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(got?.body)).toBe('%PDF-1.7');
    expect(await store.get('loans/EZC1/missing.pdf')).toBeUndefined();
    expect(stub.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('passes on a refusal other than a missing key', async () => {
    stub = await startAwsStub(() => ({
      status: 403,
      body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    }));
    await expect(storeAt(stub.endpoint).get('a/b.pdf')).rejects.toMatchObject({ type: 'AccessDenied' });
  });

  it('reads the start of an object with a ranged GET: its whole size and its version', async () => {
    stub = await startAwsStub(() => ({
      status: 206,
      headers: {
        'content-type': 'video/mp4',
        'content-range': 'bytes 0-3/734003200',
        'x-amz-version-id': 'v3.Lr0Wmd',
      },
      body: 'ftyp',
    }));
    const start = await storeAt(stub.endpoint).readStart('uploads/signing/recordings/SS-1.mp4', 1024);
    expect(start).toMatchObject({ size: 734_003_200, contentType: 'video/mp4', version: 'v3.Lr0Wmd' });
    expect(new TextDecoder().decode(start?.head)).toBe('ftyp');
    expect(stub.requests[0]?.headers.range).toBe('bytes=0-1023');
  });

  it('copies the version read inside the bucket, by its version id, written as a put is', async () => {
    stub = await startAwsStub(() => ({ body: '<CopyObjectResult><ETag>"e1"</ETag></CopyObjectResult>' }));
    await storeAt(stub.endpoint).copy('uploads/media/m1.pdf', 'v3.Lr0Wmd', 'media/m1.pdf', {
      contentType: 'application/pdf',
      sensitive: true,
    });
    const [req] = stub.requests;
    expect(`${req?.method} ${req?.path}`).toBe('PUT /ezc-documents/media/m1.pdf');
    expect(req?.headers).toMatchObject({
      'x-amz-copy-source': '/ezc-documents/uploads/media/m1.pdf?versionId=v3.Lr0Wmd',
      'x-amz-metadata-directive': 'REPLACE',
      'content-type': 'application/pdf',
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': kmsKeyId,
      'x-amz-meta-sensitive': '1',
    });
    expect(req?.headers['x-amz-copy-source-if-match']).toBeUndefined();
  });

  it('copies by ETag where the bucket keeps no versions, and says when the object changed', async () => {
    stub = await startAwsStub((req) =>
      req.headers['x-amz-copy-source-if-match'] === '"e1"'
        ? {
            status: 412,
            body: '<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
          }
        : {
            body: '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
          },
    );
    const store = storeAt(stub.endpoint);
    const options = { contentType: 'application/pdf' };
    await expect(store.copy('uploads/a.pdf', '"e1"', 'media/a.pdf', options)).rejects.toBeInstanceOf(
      BlobVersionGoneError,
    );
    expect(stub.requests[0]?.headers['x-amz-copy-source']).toBe('/ezc-documents/uploads/a.pdf');
    // A copy that fails after S3 began it comes back 200 with an error in its body.
    await expect(store.copy('uploads/a.pdf', 'v1', 'media/a.pdf', options)).rejects.toMatchObject({
      type: 'InternalError',
    });
  });

  it('deletes an object', async () => {
    stub = await startAwsStub(() => ({ status: 204 }));
    await storeAt(stub.endpoint).delete('tmp/x.txt');
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /ezc-documents/tmp/x.txt']);
  });

  it('presigns a GET on the bucket address carrying the disposition, expiry and session token', async () => {
    const url = new URL(
      await storeAt().presignGet('loans/EZC1/agreement.pdf', { expiresInSeconds: 300, fileName: 'a.pdf' }),
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
      `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('presigns an upload form that fixes the key, the type, the size range and SSE-KMS with our key', async () => {
    const form = await storeAt().presignUpload('uploads/customers/c1/ic.jpg', {
      contentType: 'image/jpeg',
      sensitive: true,
      maxBytes: 5_000_000,
      expiresInSeconds: 600,
    });
    expect(form.url).toBe('https://ezc-documents.s3.ap-southeast-1.amazonaws.com/');
    expect(form.method).toBe('POST');
    const { policy, 'x-amz-signature': signature, ...fields } = form.fields;
    expect(fields).toEqual({
      key: 'uploads/customers/c1/ic.jpg',
      'Content-Type': 'image/jpeg',
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': kmsKeyId,
      'x-amz-meta-sensitive': '1',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'ASIAEXAMPLE/20260301/ap-southeast-1/s3/aws4_request',
      'x-amz-date': '20260301T013000Z',
      'x-amz-security-token': 'role-token',
    });
    expect(JSON.parse(Buffer.from(policy!, 'base64').toString('utf8'))).toEqual({
      expiration: '2026-03-01T01:40:00.000Z',
      conditions: [
        { bucket: 'ezc-documents' },
        ['eq', '$key', 'uploads/customers/c1/ic.jpg'],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['content-length-range', 1, 5_000_000],
        { 'x-amz-server-side-encryption': 'aws:kms' },
        { 'x-amz-server-side-encryption-aws-kms-key-id': kmsKeyId },
        { 'x-amz-meta-sensitive': '1' },
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'ASIAEXAMPLE/20260301/ap-southeast-1/s3/aws4_request' },
        { 'x-amz-date': '20260301T013000Z' },
        { 'x-amz-security-token': 'role-token' },
      ],
    });
    // The SigV4 chain written out step by step: date, region, service, terminator, then the policy.
    const step = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
    const key = step(step(step(step('AWS4secret', '20260301'), 'ap-southeast-1'), 's3'), 'aws4_request');
    expect(signature).toBe(step(key, policy!).toString('hex'));
  });

  it('refuses unsafe keys, limits and lifetimes before signing anything', async () => {
    const store = storeAt();
    await expect(store.presignGet('../x', { expiresInSeconds: 60 })).rejects.toThrow(/Invalid blob key/);
    const upload = { contentType: 'image/jpeg', maxBytes: 1000, expiresInSeconds: 60 };
    await expect(store.presignUpload('uploads/a/../b', upload)).rejects.toThrow(/Invalid blob key/);
    // Only uploads/ is ever granted: no form writes where checked files are kept.
    await expect(store.presignUpload('media/b.pdf', upload)).rejects.toThrow(/Invalid blob key/);
    await expect(store.presignUpload('uploads/a/b', { ...upload, maxBytes: 0 })).rejects.toThrow(
      /upload limit/,
    );
    await expect(
      store.presignUpload('uploads/a/b', { ...upload, contentType: 'text/html\r\nx: y' }),
    ).rejects.toThrow(/Invalid content type/);
    await expect(
      store.presignUpload('uploads/a/b', { ...upload, expiresInSeconds: 8 * 24 * 3600 }),
    ).rejects.toThrow(/expire/);
  });
});
