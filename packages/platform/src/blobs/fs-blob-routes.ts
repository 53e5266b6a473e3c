import { Hono } from 'hono';
import { InvalidBlobKeyError } from './blob-key';
import type { BlobOp } from './blob-url-signer';
import { attachmentDisposition } from './content-disposition';
import type { FsBlobStore, UploadRefusal } from './fs-blob-store';
import { formBoundary, readUploadForm } from './upload-form';
import type { UploadGrant } from './upload-policy';

export interface FsBlobRoutesOptions {
  /** Largest accepted upload, in bytes, whatever a policy allows. */
  maxUploadBytes: number;
}

/** Room for the form's other fields and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const PREFIX = '/blobs/';

/**
 * The local stand-in for S3's presigned endpoints, mounted at the server's root: downloads at
 * `http://localhost:4321/blobs/<key>?...`, upload forms posted to `http://localhost:4321/blobs`.
 * Nothing is served or stored without a valid, unexpired signature.
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

  app.post('/blobs', async (c) => {
    const boundary = formBoundary(c.req.header('content-type'));
    if (!boundary) return c.json({ message: 'Send the upload as a form', code: 'BLOB.NOT_A_FORM' }, 415);
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > options.maxUploadBytes + FORM_OVERHEAD_BYTES) {
      return c.json(tooLarge(options.maxUploadBytes), 413, { Connection: 'close' });
    }
    const outcome = await readUploadForm<{ grant: UploadGrant; maxBytes: number }, UploadRefusal>(
      c.req.raw.body,
      boundary,
      (fields) => {
        const check = store.verifyUpload(fields);
        if (!check.ok) return { refuse: check.reason };
        return { grant: check.grant, maxBytes: Math.min(check.grant.maxBytes, options.maxUploadBytes) };
      },
    );
    switch (outcome.kind) {
      case 'malformed':
        return c.json({ message: 'The upload form is incomplete or malformed', code: 'BLOB.BAD_FORM' }, 400);
      case 'refused':
        return outcome.refusal === 'wrong-type'
          ? c.json({ message: 'This file type was not allowed here', code: 'BLOB.WRONG_TYPE' }, 415)
          : c.json(denied(outcome.refusal), 403);
      case 'too-large':
        // The rest of the body is never read, so the connection cannot carry another request.
        return c.json(tooLarge(outcome.admitted.maxBytes), 413, { Connection: 'close' });
    }
    const { grant } = outcome.admitted;
    if (outcome.size === 0) return c.json({ message: 'The file is empty', code: 'BLOB.EMPTY' }, 400);
    try {
      await store.put(grant.key, outcome.file, {
        contentType: grant.contentType,
        ...(grant.sensitive ? { sensitive: true } : {}),
      });
    } catch (e) {
      if (e instanceof InvalidBlobKeyError) {
        return c.json({ message: 'Invalid document key', code: 'BLOB.INVALID_KEY' }, 400);
      }
      throw e;
    }
    // S3's answer to a form without success_action_status.
    return c.body(null, 204);
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
