import { AwsError } from './aws-error';

export interface RetryOptions {
  /** Tries in all, the first included. */
  maxAttempts?: number;
  /** Base of the exponential backoff; each wait is a random share of base × 2^attempt (full jitter). */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

// The codes the AWS SDKs treat as throttling or as a passing fault of the service.
const RETRYABLE_TYPES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'BandwidthLimitExceeded',
  'SlowDown',
  'PriorRequestNotComplete',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'RequestTimeout',
  'RequestTimeoutException',
]);

// Connections that broke or never came up; the request may be sent again.
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Throttling, a 5xx or a broken connection: worth another try. A refusal (4xx) never is. */
export function isRetryable(e: unknown): boolean {
  if (e instanceof AwsError) return RETRYABLE_TYPES.has(e.type) || e.status >= 500 || e.status === 429;
  const code = networkCode(e);
  return code !== undefined && NETWORK_CODES.has(code);
}

function networkCode(e: unknown): string | undefined {
  // fetch reports a network failure as a TypeError whose cause (or its cause) carries the code.
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const maxAttempts = options.maxAttempts ?? 3;
  const base = options.baseDelayMs ?? 100;
  const cap = options.maxDelayMs ?? 20_000;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (e) {
      if (n + 1 >= maxAttempts || !isRetryable(e)) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(cap, base * 2 ** n)));
    }
  }
}
