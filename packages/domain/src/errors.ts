/**
 * Domain errors are values with stable codes. The HTTP edge maps each kind to a status;
 * the domain never knows about HTTP.
 */
export type DomainErrorKind =
  | 'validation'
  | 'not-found'
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'rule'
  | 'rate-limited';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (code: string, message: string) => new DomainError('not-found', code, message);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const ruleBroken = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError('rule', code, message, details);
export const forbidden = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError('forbidden', code, message, details);
export const invalid = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError('validation', code, message, details);

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
