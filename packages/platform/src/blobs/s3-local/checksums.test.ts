import { describe, expect, it } from 'vitest';
import { type ChecksumAlgorithm, checksumHeader, newChecksum, parseChecksumAlgorithm } from './checksums';

const sum = (algorithm: ChecksumAlgorithm, ...parts: string[]) => {
  const checksum = newChecksum(algorithm);
  for (const part of parts) checksum.update(Buffer.from(part));
  return checksum.digest().toString('base64');
};

describe('checksums', () => {
  // The published check value of each algorithm (its checksum of "123456789"), in base64 as S3 sends it:
  // CRC-32 cbf43926, CRC-32C e3069283, CRC-64/NVME ae8b14860a799888, SHA-1 f7c3bc1d…3441.
  it.each([
    ['CRC32', 'y/Q5Jg=='],
    ['CRC32C', '4waSgw=='],
    ['CRC64NVME', 'rosUhgp5mIg='],
    ['SHA1', '98O8HYCOBHMq32eZZczDTKeuNEE='],
    ['SHA256', 'FeKw08M4keuw8e9gnsQZQgwg4yDOlMZfvIwzEkSOsiU='],
  ] as const)('computes %s as published', (algorithm, expected) => {
    expect(sum(algorithm, '123456789')).toBe(expected);
  });

  it.each(['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'] as const)(
    'computes %s the same over a body in pieces',
    (algorithm) => {
      expect(sum(algorithm, '1', '2345', '', '6789')).toBe(sum(algorithm, '123456789'));
    },
  );

  it('gives the checksums of nothing', () => {
    expect(sum('CRC32')).toBe('AAAAAA==');
    expect(sum('CRC64NVME')).toBe('AAAAAAAAAAA=');
  });

  it('names the header and reads the algorithm whatever its case', () => {
    expect(checksumHeader('CRC64NVME')).toBe('x-amz-checksum-crc64nvme');
    expect(parseChecksumAlgorithm('crc32c')).toBe('CRC32C');
    expect(parseChecksumAlgorithm('md5')).toBeUndefined();
  });
});
