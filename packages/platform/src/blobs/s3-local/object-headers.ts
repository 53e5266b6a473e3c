import { checksumHeader } from './checksums';
import type { ObjectHeaders, Sse, StoredObject } from './object-store';
import { invalidArgument, notImplemented, S3Error } from './s3-errors';

/**
 * What a write says about the object it makes (its standard headers, its user metadata, its
 * encryption), read from a PUT's headers or a POST form's fields alike, and what a read answers
 * about an object. Names are looked up lowercase.
 */
export type Lookup = (name: string) => string | undefined;

/** S3's default when a write names no content type. */
export const DEFAULT_CONTENT_TYPE = 'binary/octet-stream';

/** S3's limit on user metadata: the UTF-8 bytes of every name and value together. */
export const MAX_METADATA_BYTES = 2048;

export function objectHeadersFrom(get: Lookup): ObjectHeaders {
  const contentType = get('content-type') || DEFAULT_CONTENT_TYPE;
  const headers: ObjectHeaders = { contentType: headerValue('Content-Type', contentType) };
  const optional = {
    cacheControl: get('cache-control'),
    contentDisposition: get('content-disposition'),
    contentEncoding: get('content-encoding'),
    contentLanguage: get('content-language'),
    expires: get('expires'),
  };
  for (const [name, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '')
      headers[name as keyof typeof optional] = headerValue(name, value);
  }
  return headers;
}

/**
 * A value the object will be answered with in a header: a form's field may hold any text, a
 * header only Latin-1 without line breaks.
 */
function headerValue(name: string, value: string): string {
  if (/^[\t\x20-\x7e\xa0-\xff]*$/.test(value)) return value;
  throw invalidArgument('Header value cannot be represented using ISO-8859-1.', name, value);
}

/** Metadata that is not plain ASCII is kept mail-safe (RFC 2047), as S3 keeps it. */
function mailSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** The x-amz-meta-* entries, names lowercase (as S3 keeps them) without the prefix. */
export function userMetadataFrom(entries: Iterable<readonly [string, string]>): Record<string, string> {
  const metadata: Record<string, string> = {};
  let bytes = 0;
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (!lower.startsWith('x-amz-meta-')) continue;
    const short = lower.slice('x-amz-meta-'.length);
    // The name comes back as a header's: a form's field could name anything.
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(short)) throw invalidArgument('Invalid metadata name.', name);
    metadata[short] = mailSafe(value);
    bytes += Buffer.byteLength(short) + Buffer.byteLength(value);
  }
  if (bytes > MAX_METADATA_BYTES) {
    throw new S3Error(
      'MetadataTooLarge',
      400,
      'Your metadata headers exceed the maximum allowed metadata size.',
      [
        ['Size', String(bytes)],
        ['MaxSizeAllowed', String(MAX_METADATA_BYTES)],
      ],
    );
  }
  return metadata;
}

/**
 * The encryption a write asks for: none named is the bucket's default, SSE-S3 (AES256); aws:kms
 * with the key named, else the account's default key. Customer-provided keys and dual-layer
 * encryption are not kept here, and are refused rather than silently not applied.
 */
export function sseFrom(get: Lookup, defaultKmsKeyId: string): Sse {
  const algorithm = get('x-amz-server-side-encryption');
  const kmsKeyId = get('x-amz-server-side-encryption-aws-kms-key-id');
  const bucketKey = get('x-amz-server-side-encryption-bucket-key-enabled');
  for (const name of [
    'x-amz-server-side-encryption-customer-algorithm',
    'x-amz-server-side-encryption-customer-key',
    'x-amz-server-side-encryption-customer-key-md5',
    'x-amz-server-side-encryption-context',
  ]) {
    if (get(name) !== undefined) throw notImplemented(name);
  }
  if (algorithm === 'aws:kms:dsse') throw notImplemented('x-amz-server-side-encryption');
  if (algorithm !== undefined && algorithm !== 'AES256' && algorithm !== 'aws:kms') {
    throw invalidArgument(
      'The encryption method specified is not supported',
      'x-amz-server-side-encryption',
      algorithm,
    );
  }
  if (algorithm !== 'aws:kms' && kmsKeyId !== undefined) {
    throw invalidArgument(
      'Server Side Encryption with AWS KMS managed key requires HTTP header x-amz-server-side-encryption : aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id',
      kmsKeyId,
    );
  }
  if (bucketKey !== undefined && !/^(true|false)$/i.test(bucketKey)) {
    throw invalidArgument(
      'Invalid value for x-amz-server-side-encryption-bucket-key-enabled',
      'x-amz-server-side-encryption-bucket-key-enabled',
      bucketKey,
    );
  }
  if (algorithm !== 'aws:kms') return { algorithm: 'AES256' };
  return {
    algorithm: 'aws:kms',
    kmsKeyId: kmsKeyId || defaultKmsKeyId,
    ...(bucketKey?.toLowerCase() === 'true' ? { bucketKeyEnabled: true } : {}),
  };
}

export function sseResponseHeaders(sse: Sse): Record<string, string> {
  return {
    'x-amz-server-side-encryption': sse.algorithm,
    ...(sse.kmsKeyId !== undefined ? { 'x-amz-server-side-encryption-aws-kms-key-id': sse.kmsKeyId } : {}),
    ...(sse.bucketKeyEnabled ? { 'x-amz-server-side-encryption-bucket-key-enabled': 'true' } : {}),
  };
}

/** What every answer about an existing version carries. */
export function versionHeaders(object: StoredObject): Record<string, string> {
  return {
    ETag: object.etag,
    'Last-Modified': new Date(object.lastModified).toUTCString(),
    'x-amz-version-id': object.versionId,
    ...sseResponseHeaders(object.sse),
  };
}

export function checksumHeaders(object: StoredObject): Record<string, string> {
  return {
    [checksumHeader(object.checksum.algorithm)]: object.checksum.value,
    'x-amz-checksum-type': 'FULL_OBJECT',
  };
}

/** A read's headers: the object's own, each standard one replaced by a response-* override if given. */
export function readHeaders(object: StoredObject, override: Lookup): Record<string, string> {
  const h = object.headers;
  const headers: Record<string, string> = {
    ...versionHeaders(object),
    'Accept-Ranges': 'bytes',
  };
  const standard: Array<[string, string, string | undefined]> = [
    ['Content-Type', 'response-content-type', h.contentType],
    ['Cache-Control', 'response-cache-control', h.cacheControl],
    ['Content-Disposition', 'response-content-disposition', h.contentDisposition],
    ['Content-Encoding', 'response-content-encoding', h.contentEncoding],
    ['Content-Language', 'response-content-language', h.contentLanguage],
    ['Expires', 'response-expires', h.expires],
  ];
  for (const [header, param, stored] of standard) {
    const value = override(param) ?? stored;
    if (value !== undefined) headers[header] = value;
  }
  for (const [name, value] of Object.entries(object.metadata)) headers[`x-amz-meta-${name}`] = value;
  return headers;
}
