import { ACCESS_TOKEN_SECONDS, DomainError } from '@ezc/domain';
import type { Account } from '../accounts/account';
import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { startSession } from '../sessions/session-service';
import { checkCredentials } from './check-credentials';
import { mailEnrolmentLink } from './mfa-enrolment-link';

/** The single-sign-on code lives a minute and works once. */
export const SSO_CODE_SECONDS = 60;
/** The clients identity knows: the site (its staff sign-in, and its background login). */
export const KNOWN_CLIENTS: ReadonlySet<string> = new Set(['loan-web']);
export const unknownClient = () => new DomainError('validation', 'AUTH.UNKNOWN_CLIENT', 'Unknown client.');

export type StaffAuthorization = { code: string; sso_token: string };

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids' | 'codes'>;

/**
 * Staff single sign-on, step one: e-mail, password (and the two-step code once enrolled) give a
 * one-minute single-use code and the SSO token, exchanged at `/staff/auth/login`. A staff member
 * whose role must use two-step sign-in and who has not set it up is refused (403) and mailed a
 * link to set it up.
 */
export async function authorizeStaff(
  deps: Deps,
  input: { email: string; password: string; clientId: string; otp?: string; client: Session['Client'] },
  ctx: RequestContext,
): Promise<StaffAuthorization> {
  if (!KNOWN_CLIENTS.has(input.clientId)) throw unknownClient();
  const checked = await checkCredentials(deps, { kind: 'staff', ...input }, ctx);
  if (checked.outcome === 'enrol-mfa') return mailEnrolmentLink(deps, checked.account, ctx);
  return issueSsoCode(deps, checked.account, ctx, 'single sign-on', input.client);
}

/** A session and the code that hands it to the site. */
export async function issueSsoCode(
  deps: Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids' | 'codes'>,
  account: Account,
  ctx: RequestContext,
  how: string,
  client: Session['Client'],
): Promise<{ code: string; sso_token: string }> {
  const session = await startSession(deps, account, ctx, how, client);
  const code = await deps.codes.issue(
    'sso',
    { AccountId: account.AccountId, SessionId: session.sessionId },
    SSO_CODE_SECONDS,
  );
  // The SSO token stands for the session (spec §7's single-sign-on bearer of `GET /users`): it
  // lives as long as an access token and ends with the session.
  return { code, sso_token: await deps.tokens.sso(account, session.sessionId, ACCESS_TOKEN_SECONDS) };
}
