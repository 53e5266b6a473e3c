import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { startSession, type TokenSet } from '../sessions/session-service';
import { checkCredentials } from './check-credentials';

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids'>;

/** A borrower signs in with e-mail and password: a new session. */
export async function signInCustomer(
  deps: Deps,
  input: { email: string; password: string; client: Session['Client'] },
  ctx: RequestContext,
): Promise<TokenSet> {
  const { account } = await checkCredentials(deps, { kind: 'customer', ...input }, ctx);
  return startSession(deps, account, ctx, 'customer login', input.client);
}
