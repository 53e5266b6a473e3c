import type { Actor } from '@ezc/platform';
import type { IdentityPorts } from '../ports';
import { endSession } from '../sessions/session-service';

/** Ends the caller's session (its refresh token stops working at once). */
export async function signOut(
  deps: Pick<IdentityPorts, 'sessions' | 'verifier'>,
  input: { sessionId: string },
  actor: Actor,
): Promise<void> {
  const loaded = await deps.sessions.load(input.sessionId);
  if (loaded) await endSession(deps, loaded, 'LOGOUT', 'Signed out', actor);
}
