import { decodeAwsChunked } from './aws-chunked';
import { type BodyClaims, bodyClaims, checkClaims } from './body-claims';
import {
  checksumHeaders,
  objectHeadersFrom,
  sseFrom,
  sseResponseHeaders,
  userMetadataFrom,
} from './object-headers';
import type { BodyDigest, StoredObject } from './object-store';
import { headerOf, type SignedOperation, streamChunks } from './operation';
import { etagListMatches } from './preconditions';
import {
  contentSha256Mismatch,
  entityTooLarge,
  incompleteBody,
  invalidRequest,
  missingContentLength,
  noSuchKey,
  notImplemented,
  preconditionFailed,
} from './s3-errors';

/**
 * PutObject: the body as it arrives (plain with its Content-Length, or aws-chunked with its
 * checksum in the trailer, as the SDK sends a stream), checked once read against everything the
 * request said of it (its length, its signed SHA-256, its checksum, its Content-MD5) before it
 * becomes the key's newest version. Conditional writes (If-None-Match: *, If-Match) are decided
 * against the version current when the write lands.
 */
export async function putObject(op: SignedOperation): Promise<Response> {
  const { bucket, key } = op.req.target;
  const header = headerOf(op);
  const encodings = (header('content-encoding') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const payload = op.auth.via === 'header' ? op.auth.payload : { kind: 'unsigned' as const };
  const chunked = encodings.includes('aws-chunked');
  if (chunked !== (payload.kind === 'streaming-unsigned-trailer')) {
    // aws-chunked framing comes with a streaming payload, and only then.
    throw chunked
      ? notImplemented('Content-Encoding')
      : invalidRequest('Missing header: Content-Encoding: aws-chunked');
  }
  const stored = encodings.filter((e) => e !== 'aws-chunked').join(',');

  const sse = sseFrom(header, op.settings.defaultKmsKeyId);
  const metadata = userMetadataFrom(op.req.headers.entries());
  // aws-chunked is how this request was sent, not how the object is encoded: it is not kept.
  const headers = objectHeadersFrom((name) =>
    name === 'content-encoding' ? (stored === '' ? undefined : stored) : header(name),
  );
  const precondition = writePrecondition(header('if-none-match'), header('if-match'), key);

  let declared: string | undefined;
  let claims: BodyClaims;
  let body: AsyncIterable<Uint8Array>;
  let trailers: ReadonlyMap<string, string> | undefined;
  if (chunked) {
    declared = header('x-amz-decoded-content-length');
    const trailer = header('x-amz-trailer');
    if (trailer === undefined)
      throw invalidRequest('Missing required header for this request: x-amz-trailer');
    claims = bodyClaims(header, trailer);
    const decoded = decodeAwsChunked(streamChunks(op.body));
    body = decoded.data;
    trailers = decoded.trailers;
  } else {
    declared = header('content-length');
    claims = bodyClaims(header);
    body = streamChunks(op.body);
  }
  if (declared === undefined || !/^\d{1,16}$/.test(declared)) throw missingContentLength();
  const length = Number(declared);
  if (length > op.settings.maxObjectBytes) throw entityTooLarge(op.settings.maxObjectBytes, length);

  const object = await op.store.put({
    bucket,
    key,
    headers,
    metadata,
    sse,
    checksumAlgorithm: claims.algorithm,
    body,
    // More than was declared is refused once read (IncompleteBody); this only bounds the reading.
    maxBytes: op.settings.maxObjectBytes,
    verify: (digest: BodyDigest) => {
      if (digest.size !== length) throw incompleteBody();
      if (payload.kind === 'sha256' && payload.hex !== digest.sha256Hex) {
        throw contentSha256Mismatch(payload.hex, digest.sha256Hex);
      }
      checkClaims(claims, digest, trailers);
    },
    ...(precondition ? { precondition } : {}),
  });
  return new Response(null, {
    status: 200,
    headers: {
      ETag: object.etag,
      'x-amz-version-id': object.versionId,
      ...sseResponseHeaders(object.sse),
      ...checksumHeaders(object),
    },
  });
}

/** S3's conditional writes: create only (If-None-Match: *), or replace only the version read (If-Match). */
function writePrecondition(
  ifNoneMatch: string | undefined,
  ifMatch: string | undefined,
  key: string,
): ((current: StoredObject | undefined) => void) | undefined {
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') throw notImplemented('If-None-Match');
  if (ifNoneMatch === undefined && ifMatch === undefined) return undefined;
  return (current) => {
    if (ifNoneMatch !== undefined && current) throw preconditionFailed('If-None-Match');
    if (ifMatch !== undefined) {
      if (!current) throw noSuchKey(key);
      if (!etagListMatches(ifMatch, current.etag)) throw preconditionFailed('If-Match');
    }
  };
}
