import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The checksums S3 takes with an object and answers with it (x-amz-checksum-*): computed as the
 * body streams in, compared with the one the client sent, kept with the object. An object that
 * came without one gets a CRC64NVME, as S3 gives every new object.
 */
export type ChecksumAlgorithm = 'CRC32' | 'CRC32C' | 'CRC64NVME' | 'SHA1' | 'SHA256';

export const CHECKSUM_ALGORITHMS: readonly ChecksumAlgorithm[] = [
  'CRC32',
  'CRC32C',
  'CRC64NVME',
  'SHA1',
  'SHA256',
];

/** The length of each checksum, in bytes: a value of another length is refused before the body is read. */
export const CHECKSUM_BYTES: Readonly<Record<ChecksumAlgorithm, number>> = {
  CRC32: 4,
  CRC32C: 4,
  CRC64NVME: 8,
  SHA1: 20,
  SHA256: 32,
};

export interface Checksum {
  update(data: Uint8Array): void;
  /** The checksum's bytes, big-endian for the CRCs (as S3 encodes them, in base64). */
  digest(): Buffer;
}

export const checksumHeader = (algorithm: ChecksumAlgorithm) => `x-amz-checksum-${algorithm.toLowerCase()}`;

/** The element naming the checksum in S3's XML answers (CopyObjectResult). */
export const checksumElement = (algorithm: ChecksumAlgorithm) => `Checksum${algorithm}`;

export function parseChecksumAlgorithm(name: string): ChecksumAlgorithm | undefined {
  const upper = name.toUpperCase();
  return CHECKSUM_ALGORITHMS.find((a) => a === upper);
}

export function newChecksum(algorithm: ChecksumAlgorithm): Checksum {
  switch (algorithm) {
    case 'CRC32':
      return crc32Checksum();
    case 'CRC32C':
      return crc32cChecksum();
    case 'CRC64NVME':
      return crc64NvmeChecksum();
    case 'SHA1':
      return hashChecksum('sha1');
    case 'SHA256':
      return hashChecksum('sha256');
  }
}

function hashChecksum(name: 'sha1' | 'sha256'): Checksum {
  const hash = createHash(name);
  return { update: (data) => hash.update(data), digest: () => hash.digest() };
}

function bigEndian32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
}

function crc32Checksum(): Checksum {
  let crc = 0;
  return {
    update: (data) => {
      crc = crc32(data, crc);
    },
    digest: () => bigEndian32(crc),
  };
}

/** CRC-32C (Castagnoli), reflected, one table byte at a time. */
const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

function crc32cChecksum(): Checksum {
  let crc = 0xffffffff;
  return {
    update: (data) => {
      for (const byte of data) crc = (crc >>> 8) ^ CRC32C_TABLE[(crc ^ byte) & 0xff]!;
    },
    digest: () => bigEndian32(crc ^ 0xffffffff),
  };
}

/**
 * CRC-64/NVME, reflected (polynomial 0x9a6c9329ac4bc9b5), with the 64-bit register held as two
 * 32-bit halves: plain numbers keep it fast enough for documents, where 64-bit integers would not.
 */
const CRC64_TABLE_HI = new Uint32Array(256);
const CRC64_TABLE_LO = new Uint32Array(256);
for (let i = 0; i < 256; i++) {
  let hi = 0;
  let lo = i;
  for (let k = 0; k < 8; k++) {
    const carry = lo & 1;
    lo = ((lo >>> 1) | ((hi & 1) << 31)) >>> 0;
    hi = hi >>> 1;
    if (carry) {
      hi = (hi ^ 0x9a6c9329) >>> 0;
      lo = (lo ^ 0xac4bc9b5) >>> 0;
    }
  }
  CRC64_TABLE_HI[i] = hi;
  CRC64_TABLE_LO[i] = lo;
}

function crc64NvmeChecksum(): Checksum {
  let hi = 0xffffffff;
  let lo = 0xffffffff;
  return {
    update: (data) => {
      for (const byte of data) {
        const index = (lo ^ byte) & 0xff;
        lo = (((lo >>> 8) | (hi << 24)) ^ CRC64_TABLE_LO[index]!) >>> 0;
        hi = ((hi >>> 8) ^ CRC64_TABLE_HI[index]!) >>> 0;
      }
    },
    digest: () => Buffer.concat([bigEndian32(hi ^ 0xffffffff), bigEndian32(lo ^ 0xffffffff)]),
  };
}
