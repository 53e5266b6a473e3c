import { checksumElement, parseChecksumAlgorithm } from './checksums';
import { objectHeadersFrom, sseFrom, sseResponseHeaders, userMetadataFrom } from './object-headers';
import { isVersionId } from './object-store';
import { headerOf, type SignedOperation } from './operation';
import { evaluatePreconditions } from './preconditions';
import {
  invalidArgument,
  invalidRequest,
  noSuchBucket,
  noSuchKey,
  noSuchVersion,
  preconditionFailed,
} from './s3-errors';
import { S3_NAMESPACE, xmlDocument } from './s3-xml';

/**
 * CopyObject (a PUT with x-amz-copy-source): the source's current version or the one named, if it
 * passes the x-amz-copy-source-if-* conditions, written as a new version of the destination. Its
 * headers and metadata are the source's (COPY, the default) or the request's (REPLACE); its
 * encryption is always the request's (else the bucket's default), never inherited, as in S3.
 */
export async function copyObject(op: SignedOperation, copySource: string): Promise<Response> {
  const { bucket, key } = op.req.target;
  const header = headerOf(op);
  const source = parseCopySource(copySource);
  if (!op.store.hasBucket(source.bucket)) throw noSuchBucket(source.bucket);
  if (source.versionId !== undefined && !isVersionId(source.versionId)) {
    throw invalidArgument('Invalid version id specified', 'x-amz-copy-source', copySource);
  }
  const directive = header('x-amz-metadata-directive') ?? 'COPY';
  if (directive !== 'COPY' && directive !== 'REPLACE') {
    throw invalidArgument('Unknown metadata directive.', 'x-amz-metadata-directive', directive);
  }

  const found = await op.store.lookup(source.bucket, source.key, source.versionId);
  if (found.kind === 'no-such-version') throw noSuchVersion(source.key, source.versionId ?? '');
  if (found.kind === 'no-such-key') throw noSuchKey(source.key);
  if (found.kind === 'delete-marker') {
    if (source.versionId === undefined) throw noSuchKey(source.key);
    throw invalidRequest(
      'The source of a copy request may not specifically refer to a delete marker by version id.',
    );
  }
  const from = found.object;
  const precondition = evaluatePreconditions(
    header,
    { etag: from.etag, lastModified: new Date(from.lastModified) },
    true,
  );
  if (precondition.kind !== 'proceed') {
    throw preconditionFailed(
      precondition.kind === 'failed' ? precondition.condition : 'x-amz-copy-source-If-None-Match',
    );
  }

  const changesEncryption = header('x-amz-server-side-encryption') !== undefined;
  const sse = sseFrom(header, op.settings.defaultKmsKeyId);
  const named = header('x-amz-checksum-algorithm');
  const algorithm = named === undefined ? from.checksum.algorithm : parseChecksumAlgorithm(named);
  if (algorithm === undefined)
    throw invalidArgument('Invalid value for x-amz-checksum-algorithm', 'x-amz-checksum-algorithm', named);
  const ontoItself =
    source.bucket === bucket &&
    source.key === key &&
    directive === 'COPY' &&
    !changesEncryption &&
    named === undefined;
  if (ontoItself) {
    const current = await op.store.lookup(bucket, key);
    if (current.kind === 'object' && current.object.versionId === from.versionId) {
      throw invalidRequest(
        "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.",
      );
    }
  }

  const bytes = await op.store.read(from);
  const object = await op.store.put({
    bucket,
    key,
    headers: directive === 'COPY' ? from.headers : objectHeadersFrom(header),
    metadata: directive === 'COPY' ? from.metadata : userMetadataFrom(op.req.headers.entries()),
    sse,
    checksumAlgorithm: algorithm,
    body: [bytes],
    maxBytes: op.settings.maxObjectBytes,
  });
  const result = xmlDocument(
    'CopyObjectResult',
    [
      ['ETag', object.etag],
      ['LastModified', new Date(object.lastModified).toISOString()],
      ['ChecksumType', 'FULL_OBJECT'],
      [checksumElement(object.checksum.algorithm), object.checksum.value],
    ],
    S3_NAMESPACE,
  );
  return new Response(result, {
    status: 200,
    headers: {
      'Content-Type': 'application/xml',
      'x-amz-version-id': object.versionId,
      'x-amz-copy-source-version-id': from.versionId,
      ...sseResponseHeaders(object.sse),
    },
  });
}

/** `bucket/key` or `/bucket/key`, URL-encoded, optionally `?versionId=…`. */
function parseCopySource(text: string): { bucket: string; key: string; versionId?: string } {
  const invalid = () =>
    invalidArgument(
      'Copy Source must mention the source bucket and key: sourcebucket/sourcekey',
      'x-amz-copy-source',
      text,
    );
  const q = text.indexOf('?');
  const path = (q < 0 ? text : text.slice(0, q)).replace(/^\//, '');
  let versionId: string | undefined;
  if (q >= 0) {
    const params = new URLSearchParams(text.slice(q + 1));
    versionId = params.get('versionId') ?? undefined;
    if (versionId === undefined || [...params.keys()].some((name) => name !== 'versionId')) throw invalid();
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw invalid();
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0 || slash === decoded.length - 1) throw invalid();
  return {
    bucket: decoded.slice(0, slash),
    key: decoded.slice(slash + 1),
    ...(versionId !== undefined ? { versionId } : {}),
  };
}
