import { parseRange } from './http-range';
import { checksumHeaders, readHeaders } from './object-headers';
import type { Lookup } from './object-store';
import { headerOf, type SignedOperation } from './operation';
import { evaluatePreconditions } from './preconditions';
import { queryValue, versionIdOf } from './request-target';
import {
  invalidArgument,
  methodNotAllowed,
  noSuchKey,
  noSuchVersion,
  preconditionFailed,
  S3Error,
} from './s3-errors';

/**
 * GetObject and HeadObject: the key's current version or the one named, its headers (each
 * standard one replaceable by a response-* parameter, as a presigned download sets its file
 * name), conditional reads, one byte range (206 with Content-Range), and the stored checksum when
 * the whole object is asked for with checksum mode on.
 */
export async function getObject(op: SignedOperation): Promise<Response> {
  const { bucket, key } = op.req.target;
  const versionId = versionIdOf(op.req.target);
  const found = await op.store.lookup(bucket, key, versionId);
  const object = present(found, key, versionId, op.req.method);
  const header = headerOf(op);

  const precondition = evaluatePreconditions(header, {
    etag: object.etag,
    lastModified: new Date(object.lastModified),
  });
  if (precondition.kind === 'failed') throw preconditionFailed(precondition.condition);
  if (precondition.kind === 'not-modified') {
    return new Response(null, {
      status: 304,
      headers: {
        ETag: object.etag,
        'Last-Modified': new Date(object.lastModified).toUTCString(),
        'x-amz-version-id': object.versionId,
      },
    });
  }

  const headers = readHeaders(object, (param) => {
    const value = queryValue(op.req.target, param);
    // An override becomes a response header: nothing that could break out of one.
    if (value !== undefined && !/^[\x20-\x7e]*$/.test(value)) {
      throw invalidArgument(`Header value cannot be represented using ISO-8859-1.`, param, value);
    }
    return value;
  });
  const range = parseRange(header('range'), object.size);
  if (range.kind === 'unsatisfiable') {
    throw new S3Error(
      'InvalidRange',
      416,
      'The requested range is not satisfiable',
      [
        ['RangeRequested', header('range') ?? ''],
        ['ActualObjectSize', String(object.size)],
      ],
      { 'Content-Range': `bytes */${object.size}` },
    );
  }
  const checksumMode = header('x-amz-checksum-mode') ?? queryValue(op.req.target, 'x-amz-checksum-mode');
  // A stored checksum is of the whole object: a range is answered without it.
  if (range.kind === 'whole' && checksumMode?.toUpperCase() === 'ENABLED') {
    Object.assign(headers, checksumHeaders(object));
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, object.size - 1];
  if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${object.size}`;
  headers['Content-Length'] = String(end - start + 1);
  const status = range.kind === 'part' ? 206 : 200;
  if (op.req.method === 'HEAD') return new Response(null, { status, headers });
  const bytes = await op.store.read(object);
  return new Response(new Uint8Array(bytes.subarray(start, end + 1)), { status, headers });
}

/** The object found, or S3's answer for a key without one (deleted, or a version that is a delete marker). */
function present(found: Lookup, key: string, versionId: string | undefined, method: string) {
  switch (found.kind) {
    case 'object':
      return found.object;
    case 'no-such-key':
      throw noSuchKey(key);
    case 'no-such-version':
      throw noSuchVersion(key, versionId ?? '');
    case 'delete-marker': {
      const marker = { 'x-amz-delete-marker': 'true', 'x-amz-version-id': found.versionId };
      if (versionId === undefined) throw noSuchKey(key, marker);
      throw methodNotAllowed(method, 'DeleteMarker', {
        ...marker,
        'Last-Modified': found.lastModified.toUTCString(),
        Allow: 'DELETE',
      });
    }
  }
}
