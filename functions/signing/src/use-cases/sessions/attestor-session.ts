import { notTheAttestor, sessionNotFound } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import type { LoadedSession } from '../../sessions/signing-session';

/**
 * The session an attestor acts on: it must exist, and be theirs. Another Attorney is refused with
 * SESSION.NOT_ATTESTOR; the route's rule keeps everyone but Attorneys out before this.
 */
export async function attestorSession(
  deps: Pick<SigningPorts, 'sessions'>,
  principal: Principal,
  sessionId: string,
): Promise<LoadedSession> {
  const session = await deps.sessions.load(sessionId);
  if (!session) throw sessionNotFound();
  if (principal.kind !== 'staff' || session.value.AttestatorId !== principal.id) throw notTheAttestor();
  return session;
}

/** The id a session's recording is known by: one recording per session. */
export const recordingMediaIdOf = (sessionId: string) => `REC-${sessionId}`;
