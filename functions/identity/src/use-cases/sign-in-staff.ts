import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { startSession, type TokenSet } from '../sessions/session-service';
import { checkCredentials } from './check-credentials';
import { mailEnrolmentLink } from './mfa-enrolment-link';

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids'>;

/**
 * Staff sign-in in one call (`/auth/login` with e-mail and password), for API clients. An account
 * that must set two-step sign-in up first is refused and mailed the link to do it, as at
 * `/sso/authorization`.
 */
export async function signInStaff(
  deps: Deps,
  input: { email: string; password: string; otp?: string; client: Session['Client'] },
  ctx: RequestContext,
): Promise<TokenSet> {
  const checked = await checkCredentials(deps, { kind: 'staff', ...input }, ctx);
  if (checked.outcome === 'enrol-mfa') return mailEnrolmentLink(deps, checked.account, ctx);
  return startSession(deps, checked.account, ctx, 'staff login', input.client);
}
