import {
  CHECKSUM_ALGORITHMS,
  CHECKSUM_BYTES,
  type ChecksumAlgorithm,
  checksumHeader,
  parseChecksumAlgorithm,
} from './checksums';
import type { Lookup } from './object-headers';
import type { BodyDigest } from './object-store';
import { badDigest, invalidRequest, malformedTrailer, S3Error } from './s3-errors';

/**
 * What a write claims of its body besides its signature: a checksum (x-amz-checksum-<algorithm>,
 * in a header or form field, or in the trailer of an aws-chunked body) and a Content-MD5. Each is
 * checked against the body once read, and a body that differs is refused (BadDigest) and not kept.
 */
export interface BodyClaims {
  algorithm: ChecksumAlgorithm;
  /** The checksum sent before the body (base64), when one was. */
  checksum?: string;
  /** The trailer header to read the checksum from once the body is read. */
  trailer?: string;
  /** Base64 MD5 of the body. */
  contentMd5?: string;
}

/** An object that came with no checksum gets a CRC64NVME, as S3 gives every new object. */
export const DEFAULT_CHECKSUM: ChecksumAlgorithm = 'CRC64NVME';

/**
 * `get` reads the write's headers (or form fields). `trailer` is the x-amz-trailer header of an
 * aws-chunked body. `fallback` is the algorithm to compute when none is named (a copy keeps its
 * source's).
 */
export function bodyClaims(get: Lookup, trailer?: string, fallback = DEFAULT_CHECKSUM): BodyClaims {
  const sent = CHECKSUM_ALGORITHMS.filter((a) => get(checksumHeader(a)) !== undefined);
  if (sent.length > 1) {
    throw invalidRequest(
      'Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.',
    );
  }
  const named = get('x-amz-sdk-checksum-algorithm') ?? get('x-amz-checksum-algorithm');
  const namedAlgorithm = named === undefined ? undefined : parseChecksumAlgorithm(named);
  if (named !== undefined && namedAlgorithm === undefined) {
    throw invalidRequest(
      'Checksum algorithm provided is unsupported. Please try again with any of the valid types: [CRC32, CRC32C, CRC64NVME, SHA1, SHA256]',
    );
  }
  const trailerAlgorithm =
    trailer === undefined
      ? undefined
      : CHECKSUM_ALGORITHMS.find((a) => checksumHeader(a) === trailer.toLowerCase());
  if (trailer !== undefined && trailerAlgorithm === undefined) {
    throw invalidRequest(`The value specified in the x-amz-trailer header is not supported`);
  }
  const headerAlgorithm = sent[0];
  if (headerAlgorithm !== undefined && trailerAlgorithm !== undefined) {
    throw invalidRequest(
      'Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.',
    );
  }
  const given = headerAlgorithm ?? trailerAlgorithm;
  if (namedAlgorithm !== undefined && given !== undefined && namedAlgorithm !== given) {
    throw invalidRequest(`Value for x-amz-sdk-checksum-algorithm header is invalid.`);
  }
  const algorithm = given ?? namedAlgorithm ?? fallback;
  const checksum = headerAlgorithm === undefined ? undefined : get(checksumHeader(headerAlgorithm));
  if (checksum !== undefined && !isBase64Of(checksum, CHECKSUM_BYTES[algorithm])) {
    throw invalidRequest(`Value for ${checksumHeader(algorithm)} header is invalid.`);
  }
  const contentMd5 = get('content-md5');
  if (contentMd5 !== undefined && !isBase64Of(contentMd5, 16)) {
    throw new S3Error('InvalidDigest', 400, 'The Content-MD5 you specified was invalid.', [
      ['Content-MD5', contentMd5],
    ]);
  }
  return {
    algorithm,
    ...(checksum !== undefined ? { checksum } : {}),
    ...(trailerAlgorithm !== undefined ? { trailer: checksumHeader(trailerAlgorithm) } : {}),
    ...(contentMd5 !== undefined ? { contentMd5 } : {}),
  };
}

/** Throws BadDigest when the body is not the one the claims describe. */
export function checkClaims(
  claims: BodyClaims,
  digest: BodyDigest,
  trailers?: ReadonlyMap<string, string>,
): void {
  if (claims.contentMd5 !== undefined && claims.contentMd5 !== digest.md5.toString('base64')) {
    throw badDigest('The Content-MD5 you specified did not match what we received.');
  }
  let expected = claims.checksum;
  if (claims.trailer !== undefined) {
    expected = trailers?.get(claims.trailer);
    if (expected === undefined || !isBase64Of(expected, CHECKSUM_BYTES[claims.algorithm])) {
      throw malformedTrailer();
    }
  }
  if (expected !== undefined && expected !== digest.checksum) {
    throw badDigest(`The ${claims.algorithm} you specified did not match the calculated checksum.`);
  }
}

function isBase64Of(text: string, bytes: number): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) && Buffer.from(text, 'base64').length === bytes;
}
