import { describe, expect, it } from 'vitest';
import { thrownCode } from '../../testing/thrown-code';
import { objectHeadersFrom, readHeaders, sseFrom, userMetadataFrom } from './object-headers';
import type { StoredObject } from './object-store';

const lookup = (headers: Record<string, string>) => (name: string) => headers[name];
const code = (run: () => unknown) => thrownCode(run);

describe('what a write says of its object', () => {
  it('keeps user metadata by lowercase name, mail-safe when not ASCII, up to 2 KB', () => {
    expect(
      userMetadataFrom([
        ['X-Amz-Meta-Sensitive', '1'],
        ['content-type', 'text/plain'],
      ]),
    ).toEqual({ sensitive: '1' });
    expect(userMetadataFrom([['x-amz-meta-name', 'Siti – Ahmad']])).toEqual({
      name: '=?UTF-8?B?U2l0aSDigJMgQWhtYWQ=?=',
    });
    expect(code(() => userMetadataFrom([['x-amz-meta-a', 'x'.repeat(2047)]]))).toBe('accepted');
    expect(code(() => userMetadataFrom([['x-amz-meta-a', 'x'.repeat(2048)]]))).toBe('MetadataTooLarge');
    expect(code(() => userMetadataFrom([['x-amz-meta-a b', 'x']]))).toBe('InvalidArgument');
  });

  it('defaults the content type as S3 does, and refuses a value no header can carry', () => {
    expect(objectHeadersFrom(lookup({}))).toEqual({ contentType: 'binary/octet-stream' });
    expect(objectHeadersFrom(lookup({ 'content-type': 'image/jpeg', 'cache-control': 'no-store' }))).toEqual({
      contentType: 'image/jpeg',
      cacheControl: 'no-store',
    });
    expect(
      code(() => objectHeadersFrom(lookup({ 'content-disposition': 'attachment\r\nSet-Cookie: a=b' }))),
    ).toBe('InvalidArgument');
  });

  it('reads the encryption asked for: SSE-S3 by default, SSE-KMS with the key named or the default one', () => {
    const DEFAULT = 'arn:aws:kms:ap-southeast-1:000000000000:alias/aws/s3';
    expect(sseFrom(lookup({}), DEFAULT)).toEqual({ algorithm: 'AES256' });
    expect(sseFrom(lookup({ 'x-amz-server-side-encryption': 'aws:kms' }), DEFAULT)).toEqual({
      algorithm: 'aws:kms',
      kmsKeyId: DEFAULT,
    });
    expect(
      sseFrom(
        lookup({
          'x-amz-server-side-encryption': 'aws:kms',
          'x-amz-server-side-encryption-aws-kms-key-id': 'alias/documents',
          'x-amz-server-side-encryption-bucket-key-enabled': 'true',
        }),
        DEFAULT,
      ),
    ).toEqual({ algorithm: 'aws:kms', kmsKeyId: 'alias/documents', bucketKeyEnabled: true });
    expect(code(() => sseFrom(lookup({ 'x-amz-server-side-encryption': 'rot13' }), DEFAULT))).toBe(
      'InvalidArgument',
    );
    expect(code(() => sseFrom(lookup({ 'x-amz-server-side-encryption-aws-kms-key-id': 'k' }), DEFAULT))).toBe(
      'InvalidArgument',
    );
    expect(
      code(() => sseFrom(lookup({ 'x-amz-server-side-encryption-customer-algorithm': 'AES256' }), DEFAULT)),
    ).toBe('NotImplemented');
  });
});

describe('what a read answers', () => {
  const object = {
    versionId: 'v'.repeat(32),
    lastModified: '2026-03-02T03:04:05.000Z',
    etag: '"abc"',
    headers: { contentType: 'application/pdf', contentDisposition: 'inline' },
    metadata: { sensitive: '1' },
    sse: { algorithm: 'aws:kms', kmsKeyId: 'alias/documents', bucketKeyEnabled: true },
  } as unknown as StoredObject;

  it('answers the stored headers, each replaced by its response-* override', () => {
    expect(
      readHeaders(object, lookup({ 'response-content-disposition': 'attachment; filename="a.pdf"' })),
    ).toEqual({
      ETag: '"abc"',
      'Last-Modified': 'Mon, 02 Mar 2026 03:04:05 GMT',
      'x-amz-version-id': 'v'.repeat(32),
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': 'alias/documents',
      'x-amz-server-side-encryption-bucket-key-enabled': 'true',
      'Accept-Ranges': 'bytes',
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="a.pdf"',
      'x-amz-meta-sensitive': '1',
    });
  });
});
