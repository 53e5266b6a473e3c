import { apiErrorText, type DomainErrorKind, isDomainError } from '@ezc/domain';
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
 * The message in the caller's language when the catalogue knows the code. 'Unauthorized' stays as
 * it is in every language: clients recognise a lost session by that exact text (spec §8).
 */
export function localised(
  c: Context<AppEnv>,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): string {
  const lang = c.get('lang') ?? 'en';
  // English is the API's own wording; the catalogue's English only documents it.
  if (lang === 'en' || code === 'AUTH.UNAUTHORIZED') return message;
  const params = details
    ? Object.fromEntries(
        Object.entries(details).filter((e): e is [string, string | number] =>
          ['string', 'number'].includes(typeof e[1]),
        ),
      )
    : undefined;
  return apiErrorText(lang, code, params) ?? message;
}

/**
 * The one place errors become HTTP answers. Known errors keep their message and code; anything
 * else is logged with its stack and answered as a 500 that reveals nothing of the internals.
 */
export function mapError(err: unknown, c: Context<AppEnv>) {
  if (err instanceof HttpProblem) {
    // Validation texts arrive already in the caller's language (see validation.ts).
    const message = err.fields ? err.message : localised(c, err.code, err.message);
    return c.json({ message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) }, err.status);
  }
  if (isDomainError(err)) {
    return c.json(
      { message: localised(c, err.code, err.message, err.details), code: err.code },
      statusOfKind[err.kind],
    );
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed JSON and oversize bodies: always the caller's mistake.
    const status = err.status >= 500 ? 400 : err.status;
    const code = status === 413 ? 'HTTP.PAYLOAD_TOO_LARGE' : 'HTTP.BAD_REQUEST';
    const message = status === 413 ? 'Request body is too large.' : err.message || 'Bad request.';
    return c.json({ message: localised(c, code, message), code }, status);
  }
  if (err instanceof SyntaxError) {
    const code = 'HTTP.MALFORMED_JSON';
    return c.json({ message: localised(c, code, 'Request body is not valid JSON.'), code }, 400);
  }
  c.get('log')?.error('http.unhandled', {
    error: err instanceof Error ? err.message : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
  return c.json({ message: 'Server Error', code: 'SERVER.ERROR' }, 500);
}
