import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/**
 * Paths that take a password (to sign in or to change it), an API key, a one-time code or the
 * token of a mailed two-step set-up link.
 */
export const signInPaths: readonly string[] = [
  '/api/auth/customer/login',
  '/api/staff/auth/login',
  '/api/auth/login',
  '/api/sso/authorization',
  '/api/sso/authorisation',
  '/api/auth/mfa/enrolment',
  '/api/auth/mfa/enrol',
  '/api/auth/change-password',
];

/** Paths that start or complete a password reset; each request may send an e-mail or an SMS. */
export const passwordResetPaths: readonly string[] = [
  '/api/customer-password/request-reset',
  '/api/customer-password/reset',
  '/api/auth/request-reset-password',
  '/api/auth/reset-password',
];

export interface RateLimit {
  /** Rule and metric name. */
  name: string;
  paths: readonly string[];
  /** Requests per client address in any 5 minutes; the ones over it are refused. */
  limit: number;
}

/**
 * Per address, over 5 minutes. The application already locks one account after a few wrong
 * passwords; these limits stop one address from trying many accounts, or from flooding people
 * with reset messages. They stay well above what people need because many borrowers share an
 * address: a mobile carrier's NAT, an office.
 * - Sign-in, 100: a person takes a handful of requests (MFA enrolment included); 100 lets some
 *   twenty people behind one address sign in within the same minutes, and holds a password spray
 *   to 1,200 guesses an hour per address instead of thousands a minute.
 * - Password reset, 20: a person asks once or twice and resets once; each request costs an e-mail
 *   or an SMS that lands on someone's phone, so the bar is lower.
 */
export const rateLimits: readonly RateLimit[] = [
  { name: 'SignInRateLimit', paths: signInPaths, limit: 100 },
  { name: 'PasswordResetRateLimit', paths: passwordResetPaths, limit: 20 },
];

/** The body of a refusal, in the API's own `{message, code}` form. */
export const TOO_MANY_REQUESTS_BODY = 'too-many-requests';
export const tooManyRequestsBodies: Record<string, CfnWebACL.CustomResponseBodyProperty> = {
  [TOO_MANY_REQUESTS_BODY]: {
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify({
      message: 'Too many attempts. Try again in a few minutes.',
      code: 'HTTP.TOO_MANY_REQUESTS',
    }),
  },
};

/**
 * A path and what follows it: a trailing slash or an extra segment must not step around the limit,
 * and a route that starts with one of these paths is itself one of them. Percent escapes and `//` or `/./` are undone
 * first, as API Gateway may undo them before routing.
 */
const pathStatement = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'NORMALIZE_PATH' },
    ],
  },
});

export function rateLimitRule(rate: RateLimit, priority: number): CfnWebACL.RuleProperty {
  const statements = rate.paths.map(pathStatement);
  return {
    name: rate.name,
    priority,
    statement: {
      rateBasedStatement: {
        limit: rate.limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: statements.length === 1 ? statements[0]! : { orStatement: { statements } },
      },
    },
    action: {
      block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_REQUESTS_BODY } },
    },
    visibilityConfig: {
      metricName: rate.name,
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
    },
  };
}
