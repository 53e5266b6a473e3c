import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every failure answers `{message, code}` (contract: API conventions); invalid input also names
 * each failing field's text in `fields`, for forms to show by the field.
 */
export type Problem = { message: string; code: string; fields?: Record<string, string> };

/** A failure decided at the HTTP edge (auth, content type, size); domain rules use DomainError. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Invalid input: each failing field's text, by its dotted path. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpProblem(401, 'AUTH.UNAUTHORIZED', 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpProblem(403, 'AUTH.FORBIDDEN', message);
