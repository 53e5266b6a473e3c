import { DomainError } from '@ezc/domain';
import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { startSession, type TokenSet } from '../sessions/session-service';
import { checkCredentials } from './check-credentials';

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids'>;

/**
 * Staff sign-in in one call (`/auth/login` with e-mail and password), for API clients. Two-step
 * sign-in is set up on the staff login page, so an account that must enrol is sent there.
 */
export async function signInStaff(
  deps: Deps,
  input: { email: string; password: string; otp?: string; client: Session['Client'] },
  ctx: RequestContext,
): Promise<TokenSet> {
  const checked = await checkCredentials(deps, { kind: 'staff', ...input }, ctx);
  if (checked.outcome === 'enrol-mfa') {
    throw new DomainError(
      'forbidden',
      'AUTH.MFA_ENROLMENT_REQUIRED',
      'Two-step sign-in must be set up first: sign in on the staff login page.',
    );
  }
  return startSession(deps, checked.account, ctx, 'staff login', input.client);
}
