/**
 * The background login of spec §1 and §5: the site's server signs in as the system account (never
 * the browser: the system password stays on the server) and makes the application-wide calls a
 * page needs in the background. Spec §5's texts say what its configuration lacks; spec §8's says
 * that a background call failed.
 */
export const BACKGROUND_LOGIN_TEXTS = {
  credentials: 'System email or password is missing!',
  crmClient: 'CRM client id is missing!',
  commonClient: 'Common client id is missing!',
  failed: 'Background process failed. Please refresh page.',
} as const;

export interface BackgroundLoginConfig {
  /** The system account's sign-in e-mail and password (SYSTEM_EMAIL, SYSTEM_PASSWORD). */
  readonly email?: string | undefined;
  readonly password?: string | undefined;
  /**
   * How the customer (CRM) service's background sign-in (`POST /sso/authorisation`) knows its
   * client: the system account's API key (SYSTEM_API_KEY).
   */
  readonly crmClientId?: string | undefined;
  /** The client id the background session presents for the common side (COMMON_CLIENT_ID). */
  readonly commonClientId?: string | undefined;
}

const missing = (v: string | undefined) => !v?.trim();

/** What the configuration lacks, in spec §5's words and order; empty when the login can be made. */
export function backgroundLoginProblems(c: BackgroundLoginConfig): string[] {
  return [
    ...(missing(c.email) || missing(c.password) ? [BACKGROUND_LOGIN_TEXTS.credentials] : []),
    ...(missing(c.crmClientId) ? [BACKGROUND_LOGIN_TEXTS.crmClient] : []),
    ...(missing(c.commonClientId) ? [BACKGROUND_LOGIN_TEXTS.commonClient] : []),
  ];
}
