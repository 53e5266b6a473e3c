import { type DomainErrorKind, isDomainError } from '@ezc/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpProblem } from './problem';
import type { AppEnv } from './types';

const statusOfKind: Record<DomainErrorKind, ContentfulStatusCode> = {
  validation: 400,
  'not-found': 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  rule: 422,
  'rate-limited': 429,
};

/**
 * The one place errors become HTTP answers. Known errors keep their message and code; anything
 * else is logged with its stack and answered as a 500 that reveals nothing of the internals.
 */
export function mapError(err: unknown, c: Context<AppEnv>) {
  if (err instanceof HttpProblem) return c.json({ message: err.message, code: err.code }, err.status);
  if (isDomainError(err)) {
    return c.json({ message: err.message, code: err.code }, statusOfKind[err.kind]);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed JSON and oversize bodies: always the caller's mistake.
    const status = err.status >= 500 ? 400 : err.status;
    const message = status === 413 ? 'Request body is too large.' : err.message || 'Bad request.';
    return c.json({ message, code: status === 413 ? 'HTTP.PAYLOAD_TOO_LARGE' : 'HTTP.BAD_REQUEST' }, status);
  }
  if (err instanceof SyntaxError) {
    return c.json({ message: 'Request body is not valid JSON.', code: 'HTTP.MALFORMED_JSON' }, 400);
  }
  c.var.log?.error('http.unhandled', {
    error: err instanceof Error ? err.message : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
  return c.json({ message: 'Server Error', code: 'SERVER.ERROR' }, 500);
}
