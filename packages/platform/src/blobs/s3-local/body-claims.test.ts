import { describe, expect, it } from 'vitest';
import { thrownCode } from '../../testing/thrown-code';
import { bodyClaims, checkClaims } from './body-claims';
import type { BodyDigest } from './object-store';

const lookup = (headers: Record<string, string>) => (name: string) => headers[name];
const code = (run: () => unknown) => thrownCode(run);
/** What "123456789" reads as: its published MD5 and CRC-32. */
const digest: BodyDigest = {
  size: 9,
  md5: Buffer.from('25f9e794323b453885f5181f1b624d0b', 'hex'),
  sha256Hex: '15e2b0d3c33891ebb0f1ef609ec419420c20e320ce94c65fbc8c3312448eb225',
  checksum: 'y/Q5Jg==',
};

describe('what a write claims of its body', () => {
  it('reads the checksum sent, the algorithm named, or computes a CRC64NVME', () => {
    expect(
      bodyClaims(lookup({ 'x-amz-checksum-crc32': 'y/Q5Jg==', 'x-amz-sdk-checksum-algorithm': 'CRC32' })),
    ).toEqual({
      algorithm: 'CRC32',
      checksum: 'y/Q5Jg==',
    });
    expect(bodyClaims(lookup({}), 'x-amz-checksum-crc32')).toEqual({
      algorithm: 'CRC32',
      trailer: 'x-amz-checksum-crc32',
    });
    expect(bodyClaims(lookup({}))).toEqual({ algorithm: 'CRC64NVME' });
  });

  it('refuses claims that cannot be checked', () => {
    expect(
      code(() => bodyClaims(lookup({ 'x-amz-checksum-crc32': 'y/Q5Jg==', 'x-amz-checksum-sha1': 'x' }))),
    ).toBe('InvalidRequest');
    expect(code(() => bodyClaims(lookup({ 'x-amz-checksum-crc32': 'AAAA' })))).toBe('InvalidRequest');
    expect(
      code(() =>
        bodyClaims(lookup({ 'x-amz-checksum-crc32': 'y/Q5Jg==', 'x-amz-sdk-checksum-algorithm': 'SHA256' })),
      ),
    ).toBe('InvalidRequest');
    expect(code(() => bodyClaims(lookup({ 'x-amz-sdk-checksum-algorithm': 'MD4' })))).toBe('InvalidRequest');
    expect(code(() => bodyClaims(lookup({ 'content-md5': 'not base64 md5' })))).toBe('InvalidDigest');
  });

  it('accepts the body the claims describe and refuses any other', () => {
    const claims = bodyClaims(
      lookup({ 'x-amz-checksum-crc32': 'y/Q5Jg==', 'content-md5': 'JfnnlDI7RTiF9RgfG2JNCw==' }),
    );
    expect(code(() => checkClaims(claims, digest))).toBe('accepted');
    expect(code(() => checkClaims(claims, { ...digest, checksum: 'AAAAAA==' }))).toBe('BadDigest');
    expect(code(() => checkClaims(claims, { ...digest, md5: Buffer.alloc(16) }))).toBe('BadDigest');
  });

  it('checks a trailer once the body is read, and refuses a body without it', () => {
    const claims = bodyClaims(lookup({}), 'x-amz-checksum-crc32');
    expect(code(() => checkClaims(claims, digest, new Map([['x-amz-checksum-crc32', 'y/Q5Jg==']])))).toBe(
      'accepted',
    );
    expect(code(() => checkClaims(claims, digest, new Map([['x-amz-checksum-crc32', 'AAAAAA==']])))).toBe(
      'BadDigest',
    );
    expect(code(() => checkClaims(claims, digest, new Map()))).toBe('MalformedTrailerError');
  });
});
