import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { startSession, type TokenSet } from '../sessions/session-service';
import { checkCredentials } from './check-credentials';
import { type ConsentStatus, consentStatusOf } from './privacy-consents';

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids' | 'consents'>;

/**
 * A borrower signs in with e-mail and password: a new session, and whether they must accept a
 * newer Privacy Notice before anything else (the site then shows the consent page first).
 */
export async function signInCustomer(
  deps: Deps,
  input: { email: string; password: string; client: Session['Client'] },
  ctx: RequestContext,
): Promise<TokenSet & { consent?: ConsentStatus }> {
  const { account } = await checkCredentials(deps, { kind: 'customer', ...input }, ctx);
  const [tokens, consent] = await Promise.all([
    startSession(deps, account, ctx, 'customer login', input.client),
    consentStatusOf(deps, account),
  ]);
  return { ...tokens, ...(consent ? { consent } : {}) };
}
