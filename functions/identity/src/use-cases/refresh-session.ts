import type { IdentityPorts, RequestContext } from '../ports';
import { refreshSession as rotateOrRefuse, type TokenSet } from '../sessions/session-service';

/**
 * Rotates a session's tokens with its refresh token (from the body for API clients, from the
 * HttpOnly cookie for the site). A spent token revokes the session; see the session service.
 */
export function refreshSession(
  deps: Pick<IdentityPorts, 'sessions' | 'accounts' | 'tokens' | 'clock' | 'ids' | 'verifier'>,
  input: { refreshToken: string; fromCookie: boolean },
  ctx: RequestContext,
): Promise<TokenSet> {
  return rotateOrRefuse(deps, input, ctx);
}
