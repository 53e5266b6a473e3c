import type { IdentityPorts, RequestContext } from '../ports';
import { startSession, type TokenSet } from '../sessions/session-service';
import { checkCredentials } from './check-credentials';

type Deps = Parameters<typeof checkCredentials>[0] &
  Pick<IdentityPorts, 'sessions' | 'tokens' | 'clock' | 'ids'>;

/**
 * The background system account signs in with its e-mail, password and API key; a wrong key
 * counts as a failed attempt like a wrong password.
 */
export async function signInService(
  deps: Deps,
  input: { email: string; password: string; apiKey: string },
  ctx: RequestContext,
): Promise<TokenSet> {
  const { account } = await checkCredentials(deps, { kind: 'service', ...input }, ctx);
  return startSession(deps, account, ctx, 'background login', 'api');
}
