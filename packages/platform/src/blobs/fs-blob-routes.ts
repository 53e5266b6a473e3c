import { Hono } from 'hono';
import { InvalidBlobKeyError } from './blob-key';
import type { BlobOp } from './blob-url-signer';
import { attachmentDisposition } from './content-disposition';
import type { FsBlobStore } from './fs-blob-store';

export interface FsBlobRoutesOptions {
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
}

const PREFIX = '/blobs/';

/**
 * The local stand-in for S3's presigned endpoints, mounted at the server's root so URLs read
 * `http://localhost:4321/blobs/<key>?...`. Nothing is served without a valid, unexpired signature.
 */
export function fsBlobRoutes(store: FsBlobStore, options: FsBlobRoutesOptions): Hono {
  const app = new Hono();

  const check = (op: BlobOp, path: string, url: string) => {
    const key = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : '';
    const result = store.verify(op, key, new URL(url).searchParams);
    return { key, result };
  };

  app.get('/blobs/*', async (c) => {
    const { key, result } = check('get', c.req.path, c.req.url);
    if (!result.ok) return c.json(denied(result.reason), 403);
    const blob = await store.get(key).catch(notFoundOnBadKey);
    if (!blob) return c.json({ message: 'Document not found', code: 'BLOB.NOT_FOUND' }, 404);
    const headers: Record<string, string> = {
      'Content-Type': blob.contentType,
      'Content-Length': String(blob.body.length),
      // A document is personal data: never cached by a shared cache, never sniffed into HTML.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // Documents are served from the site's origin: whatever an upload holds, it runs nothing here.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    if (result.grant.fileName !== undefined) {
      headers['Content-Disposition'] = attachmentDisposition(result.grant.fileName);
    }
    return c.body(new Uint8Array(blob.body), 200, headers);
  });

  app.put('/blobs/*', async (c) => {
    const { key, result } = check('put', c.req.path, c.req.url);
    if (!result.ok) return c.json(denied(result.reason), 403);
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > options.maxUploadBytes) return c.json(tooLarge(options.maxUploadBytes), 413);
    // The declared length may be missing (chunked) or false, so the limit is enforced while reading.
    const body = await readLimited(c.req.raw.body, options.maxUploadBytes);
    if (body === 'too-large') return c.json(tooLarge(options.maxUploadBytes), 413);
    try {
      await store.put(key, body, {
        // The signed type wins over the request's header: the app decided what may be stored.
        contentType: result.grant.contentType ?? c.req.header('content-type') ?? 'application/octet-stream',
        ...(result.grant.sensitive ? { sensitive: true } : {}),
      });
    } catch (e) {
      if (e instanceof InvalidBlobKeyError) {
        return c.json({ message: 'Invalid document key', code: 'BLOB.INVALID_KEY' }, 400);
      }
      throw e;
    }
    return c.body(null, 200);
  });

  return app;
}

function denied(reason: 'invalid' | 'expired') {
  return reason === 'expired'
    ? { message: 'This link has expired', code: 'BLOB.URL_EXPIRED' }
    : { message: 'This link is not valid', code: 'BLOB.URL_INVALID' };
}

function tooLarge(max: number) {
  return { message: `The file is larger than ${max} bytes`, code: 'BLOB.TOO_LARGE' };
}

function notFoundOnBadKey(e: unknown): undefined {
  if (e instanceof InvalidBlobKeyError) return undefined;
  throw e;
}

async function readLimited(stream: ReadableStream<Uint8Array> | null, max: number) {
  if (!stream) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return 'too-large' as const;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
