import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3BlobStore, s3GetInput, s3PresignPutInput, s3PutInput } from './s3-blob-store';

const o = { bucket: 'ezc-documents', kmsKeyId: 'arn:aws:kms:ap-southeast-1:111122223333:key/abcd' };
// Presigning is computed locally with these credentials; nothing is sent to AWS.
const client = new S3Client({
  region: 'ap-southeast-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
});
const store = new S3BlobStore(client, o);

describe('S3 blob store command inputs', () => {
  it('puts every object under SSE-KMS with the configured key', () => {
    const body = new Uint8Array([1, 2, 3]);
    expect(
      s3PutInput(o, 'customers/c1/ic.jpg', body, { contentType: 'image/jpeg', sensitive: true }),
    ).toEqual({
      Bucket: 'ezc-documents',
      Key: 'customers/c1/ic.jpg',
      Body: body,
      ContentType: 'image/jpeg',
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: o.kmsKeyId,
      BucketKeyEnabled: true,
      Metadata: { sensitive: '1' },
    });
    expect(s3PutInput(o, 'a.pdf', body, { contentType: 'application/pdf' })).toMatchObject({
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: o.kmsKeyId,
    });
  });

  it('asks S3 for an attachment disposition when a file name is given', () => {
    expect(s3GetInput(o, 'loans/EZC1/agreement.pdf')).toEqual({
      Bucket: 'ezc-documents',
      Key: 'loans/EZC1/agreement.pdf',
    });
    expect(s3GetInput(o, 'loans/EZC1/agreement.pdf', 'Agreement EZC1.pdf').ResponseContentDisposition).toBe(
      `attachment; filename="Agreement EZC1.pdf"; filename*=UTF-8''Agreement%20EZC1.pdf`,
    );
  });

  it('presigns a GET carrying the disposition and expiry', async () => {
    const url = new URL(
      await store.presignGet('loans/EZC1/agreement.pdf', { expiresInSeconds: 300, fileName: 'a.pdf' }),
    );
    expect(url.hostname).toBe('ezc-documents.s3.ap-southeast-1.amazonaws.com');
    expect(url.pathname).toBe('/loans/EZC1/agreement.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toContain('attachment; filename="a.pdf"');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('presigns a PUT a browser can use with only its Content-Type (SSE comes from the bucket default)', async () => {
    expect(s3PresignPutInput(o, 'a/b.pdf', { contentType: 'application/pdf', sensitive: true })).toEqual({
      Bucket: 'ezc-documents',
      Key: 'a/b.pdf',
      ContentType: 'application/pdf',
    });
    const url = new URL(
      await store.presignPut('a/b.pdf', { contentType: 'application/pdf', expiresInSeconds: 60 }),
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('refuses unsafe keys before calling S3', async () => {
    await expect(store.presignGet('../x', { expiresInSeconds: 60 })).rejects.toThrow(/Invalid blob key/);
  });
});
