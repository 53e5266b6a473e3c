import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
