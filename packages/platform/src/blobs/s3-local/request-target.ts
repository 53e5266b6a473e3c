import { isVersionId } from './object-store';
import { invalidArgument, keyTooLong, notImplemented, S3Error } from './s3-errors';

/**
 * What a request addresses, path style under the store's mount: `<prefix>/<bucket>/<key>`. The
 * path is kept as it arrived, percent-encoded, since that is what the client signed; the bucket,
 * the key and the query are decoded for use.
 */
export interface RequestTarget {
  /** The path as sent, percent-encoded. */
  rawPath: string;
  /** Query parameters in order, decoded ('+' is kept: S3 clients encode a space as %20). */
  query: ReadonlyArray<readonly [string, string]>;
  bucket: string;
  /** Empty for a request to the bucket itself. */
  key: string;
}

/** S3 refuses a longer key. */
export const MAX_KEY_BYTES = 1024;

/**
 * Query parameters that turn an object or bucket request into another operation (ACLs, tags,
 * multipart uploads, listings…). The local store does not have those: it says so rather than
 * answering as if the plain operation had been asked for.
 */
const SUBRESOURCES = new Set([
  'acl',
  'attributes',
  'cors',
  'delete',
  'encryption',
  'legal-hold',
  'lifecycle',
  'list-type',
  'location',
  'object-lock',
  'partNumber',
  'policy',
  'restore',
  'retention',
  'select',
  'tagging',
  'torrent',
  'uploadId',
  'uploads',
  'versioning',
  'versions',
]);

const invalidUri = () => new S3Error('InvalidURI', 400, "Couldn't parse the specified URI.");

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw invalidUri();
  }
}

/** `target` is the request line's target: path and query, as sent. */
export function requestTarget(target: string, prefix: string): RequestTarget {
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  const rawQuery = q < 0 ? '' : target.slice(q + 1);
  const base = `${prefix.replace(/\/+$/, '')}/`;
  if (!rawPath.startsWith(base)) throw invalidUri();
  const rest = rawPath.slice(base.length);
  const slash = rest.indexOf('/');
  const bucket = decode(slash < 0 ? rest : rest.slice(0, slash));
  const key = slash < 0 ? '' : decode(rest.slice(slash + 1));
  if (bucket === '') throw invalidUri();
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) {
    throw keyTooLong(Buffer.byteLength(key), MAX_KEY_BYTES);
  }
  const query = rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? ([decode(pair), ''] as const)
        : ([decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))] as const);
    });
  const subresource = query.find(([name]) => SUBRESOURCES.has(name));
  if (subresource) throw notImplemented(`?${subresource[0]}`);
  return { rawPath, query, bucket, key };
}

export function queryValue(target: RequestTarget, name: string): string | undefined {
  return target.query.find(([n]) => n === name)?.[1];
}

/** A version id named in a query; an empty or malformed one is refused, as S3 does. */
export function versionIdOf(target: RequestTarget): string | undefined {
  const versionId = queryValue(target, 'versionId');
  if (versionId === '') throw invalidArgument('Version id cannot be the empty string', 'versionId');
  if (versionId !== undefined && !isVersionId(versionId)) {
    throw invalidArgument('Invalid version id specified', 'versionId', versionId);
  }
  return versionId;
}
