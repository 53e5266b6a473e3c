import { randomUUID } from 'node:crypto';
import { languageFromAcceptLanguage, resolveLanguage } from '@ezc/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from '../log';
import { clientIp } from './client-ip';
import { HttpProblem } from './problem';
import { bodyLimits } from './route';
import type { AppEnv } from './types';

/** A request id per request, echoed back, and a logger that carries it. */
export function requestContext(log: () => Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.set('log', log().child({ requestId: id }));
    c.set('clientIp', clientIp(c));
    c.set(
      'lang',
      resolveLanguage(getCookie(c, 'lang') ?? languageFromAcceptLanguage(c.req.header('accept-language'))),
    );
    c.header('X-Request-Id', id);
    await next();
  };
}

/** One structured line per request: method, path, status, duration. Never the body. */
export function accessLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.get('log')?.info('http.request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      principal: c.get('principal')?.id,
    });
  };
}

/** API answers are never framed, sniffed or cached by shared caches. */
export function apiSecurityHeaders(): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    crossOriginResourcePolicy: 'same-origin',
  });
  return async (c, next) => {
    await headers(c, next);
    // On the answer's own headers, as secureHeaders sets its own: `c.header` after the answer is
    // made would make the answer again.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** Write calls must say they send JSON (or a form, for uploads). */
export function requireJsonContentType(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const length = c.req.header('content-length');
      const hasBody = length === undefined ? c.req.raw.body !== null : Number(length) > 0;
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      const accepted =
        type.startsWith('application/json') ||
        type.startsWith('multipart/form-data') ||
        type.startsWith('application/x-www-form-urlencoded');
      if (hasBody && !accepted) {
        throw new HttpProblem(415, 'HTTP.UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
      }
    }
    await next();
  };
}

/**
 * The most an upload form may declare. The route that takes a form reads it as a stream and holds
 * the file to its own limit as it arrives; other routes never read a form (a JSON route answers 415).
 */
export const MAX_FORM_BYTES = 16 * 1024 * 1024;

const tooLarge = () => new HttpProblem(413, 'HTTP.PAYLOAD_TOO_LARGE', 'Request body is too large.');

/**
 * JSON bodies are held to `maxBytes`. Upload forms are not buffered here (that would hold a whole
 * file in memory before its route could refuse it): only their declared length is checked. A
 * route may declare a larger JSON limit of its own (`bodyLimitBytes`).
 */
export function limitBody(maxBytes: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isForm(c)) {
      if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) throw tooLarge();
      return next();
    }
    return bodyLimit({
      maxSize: jsonLimit(c, maxBytes),
      onError: () => {
        throw tooLarge();
      },
    })(c, next);
  };
}

const isForm = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
/** The route's own JSON limit, or the API's. */
const jsonLimit = (c: Context, maxBytes: () => number) =>
  bodyLimits.get(`${c.req.method} ${c.req.path.replace(/^\/api(?=\/)/, '')}`) ?? maxBytes();

/**
 * A request refused before its route read the body (an unknown path or report, no token, no
 * right, the wrong media type) still has its body on the wire, and Node's server gives a client
 * half a second to finish sending it before cutting the connection: a slow or distant client got
 * a reset instead of the answer. The answer therefore waits until the rest of the body is read and
 * thrown away, so the client reads its `{message, code}` and its kept-alive connection serves the
 * next request. It runs after `limitBody`: a body declared over the limit is answered 413 at once,
 * and no more than the limit is ever read here.
 */
export function discardUnreadBody(maxBytes: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const raw = c.req.raw;
    if (raw.bodyUsed || !raw.body || raw.body.locked) return;
    const limit = isForm(c) ? MAX_FORM_BYTES : jsonLimit(c, maxBytes);
    const reader = raw.body.getReader();
    let read = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        read += value.byteLength;
        // More than the limit (a body of no declared length): the server ends the connection.
        if (read > limit) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing is left to answer.
    }
  };
}
