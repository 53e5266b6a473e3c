import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { localCredentials } from '../../aws/client-settings';
import type { Logger } from '../../log';
import { copyObject } from './copy-object';
import { deleteObject } from './delete-object';
import { getObject } from './get-object';
import type { S3LocalStore } from './object-store';
import type { Operation, SignedOperation } from './operation';
import { postObject } from './post-object';
import { putObject } from './put-object';
import { type AccessKey, type ArrivedRequest, RequestVerifier } from './request-signature';
import { requestTarget } from './request-target';
import {
  contentSha256Mismatch,
  internalError,
  methodNotAllowed,
  noSuchBucket,
  notImplemented,
  S3Error,
} from './s3-errors';

export interface S3LocalRoutesOptions {
  /** Where the routes are mounted: objects are at `<prefix>/<bucket>/<key>`, e.g. `/blobs`. */
  prefix: string;
  /** The region requests must be signed for. */
  region: string;
  /** The one key requests are signed with; the local credentials (local/local) by default. */
  credentials?: AccessKey;
  /** Largest object a PUT or a POST may carry; S3's 5 GiB by default. */
  maxObjectBytes?: number;
  /** The KMS key answered for aws:kms when a write names none; the account's aws/s3 key by default. */
  defaultKmsKeyId?: string;
  /** Where an unexpected failure is told. */
  logger?: Logger;
}

/** S3's limit for one PUT. */
export const S3_MAX_OBJECT_BYTES = 5 * 1024 ** 3;

/** Operations other than PutObject carry no body worth the name; more than this is not read. */
const MAX_OTHER_BODY_BYTES = 64 * 1024;

/**
 * The local stand-in for S3, on S3's REST API path style (the SDK's `forcePathStyle`, endpoint
 * `http://127.0.0.1:<port><prefix>`): PutObject, GetObject, HeadObject, DeleteObject, CopyObject
 * and browser POST uploads on the store's versioned buckets, plus HeadBucket. Every request is
 * checked as S3 checks it (its SigV4 signature, its age, a presigned URL's expiry, an upload
 * form's policy, the body against its hash and checksum), and refused with S3's XML error and
 * status, so the SDK raises the same named errors here as in AWS. Other operations are answered
 * NotImplemented.
 */
export function s3LocalRoutes(store: S3LocalStore, options: S3LocalRoutesOptions): Hono {
  const app = new Hono();
  const key = options.credentials ?? localCredentials;
  const verifier = new RequestVerifier(options.region, key);
  const settings = {
    region: options.region,
    maxObjectBytes: options.maxObjectBytes ?? S3_MAX_OBJECT_BYTES,
    defaultKmsKeyId: options.defaultKmsKeyId ?? `arn:aws:kms:${options.region}:000000000000:alias/aws/s3`,
  };

  app.all('*', async (c) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const method = c.req.raw.method;
    let response: Response;
    try {
      const url = new URL(c.req.url);
      const req: ArrivedRequest = {
        method,
        host: c.req.header('host') ?? url.host,
        target: requestTarget(rawTargetOf(c.env) ?? `${url.pathname}${url.search}`, options.prefix),
        headers: c.req.raw.headers,
      };
      const op: Operation = { store, req, body: c.req.raw.body, settings };
      response = await dispatch(op, verifier, key.accessKeyId);
    } catch (e) {
      let error: S3Error;
      if (e instanceof S3Error) {
        error = e;
      } else {
        options.logger?.error('The local S3 failed a request', { method, error: String(e) });
        error = internalError();
      }
      const body = method === 'HEAD' ? null : error.xml(requestId);
      response = new Response(body, {
        status: error.status,
        headers: {
          ...(body !== null ? { 'Content-Type': 'application/xml' } : {}),
          ...error.headers,
          // What is left of a refused upload is not read: the connection cannot carry another request.
          ...(method === 'PUT' || method === 'POST' ? { Connection: 'close' } : {}),
        },
      });
    }
    response.headers.set('x-amz-request-id', requestId);
    response.headers.set('x-amz-id-2', randomBytes(24).toString('base64'));
    // The SDK corrects its clock from this header when S3 says a request was too far off.
    response.headers.set('Date', store.clock.now().toUTCString());
    response.headers.set('Server', 'AmazonS3');
    return response;
  });

  return app;
}

async function dispatch(op: Operation, verifier: RequestVerifier, accessKeyId: string): Promise<Response> {
  const { method, target } = op.req;
  // A browser's upload form is authorized by the policy it carries, not by a signed request.
  if (method === 'POST' && target.key === '') {
    if (!op.store.hasBucket(target.bucket)) throw noSuchBucket(target.bucket);
    return postObject(op, verifier, accessKeyId);
  }
  const auth = await verifier.verify(op.req, op.store.clock.now());
  if (!op.store.hasBucket(target.bucket)) throw noSuchBucket(target.bucket);
  const signed: SignedOperation = { ...op, auth };
  const copySource = op.req.headers.get('x-amz-copy-source');
  if (method === 'PUT' && target.key !== '' && copySource === null) return putObject(signed);
  await checkSmallBody(signed);
  if (target.key === '') {
    if (method === 'HEAD')
      return new Response(null, { status: 200, headers: { 'x-amz-bucket-region': op.settings.region } });
    throw notImplemented(`${method} on a bucket`);
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return getObject(signed);
    case 'PUT':
      return copyObject(signed, copySource ?? '');
    case 'DELETE':
      return deleteObject(signed);
    default:
      throw methodNotAllowed(method, 'OBJECT');
  }
}

/** A request other than a PUT of an object has (nearly) no body; a signed hash of it still holds. */
async function checkSmallBody(op: SignedOperation): Promise<void> {
  if (op.auth.via !== 'header' || op.auth.payload.kind !== 'sha256') return;
  const expected = op.auth.payload.hex;
  const hash = createHash('sha256');
  let size = 0;
  if (op.body) {
    const reader = op.body.getReader();
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.length;
      if (size > MAX_OTHER_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new S3Error('MaxMessageLengthExceeded', 400, 'Your request was too big.');
      }
      hash.update(next.value);
    }
  }
  const actual = hash.digest('hex');
  if (actual !== expected) throw contentSha256Mismatch(expected, actual);
}

/**
 * The request target exactly as it arrived, when the server gives it (Node's): the path the client
 * signed, before any normalization of the URL. Requests made inside the process have none.
 */
function rawTargetOf(env: unknown): string | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('url' in incoming)) return undefined;
  const url: unknown = incoming.url;
  return typeof url === 'string' && url.startsWith('/') ? url : undefined;
}
