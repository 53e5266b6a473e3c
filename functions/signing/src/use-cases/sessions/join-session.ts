import { notTheAttestor, sessionNotFound } from '@ezc/domain';
import { type Actor, type IceServer, ownedOrNotFound, type Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { type SigningSession, sessionView } from '../../sessions/signing-session';
import { iceServersFor } from './ice-servers';

export type Side = 'borrower' | 'attestor';

/** Statuses in which the two may still meet. */
const open = new Set<string>(['Pending Start', 'In Progress']);

/**
 * `/signing-sessions/join`: the borrower (their own session; anyone else's is 404 like a missing
 * one) or the session's attestor opens the live room. The first time each joins is recorded
 * (staff follow up a borrower who has not joined 15 minutes before the start); a finished session
 * is answered as it is, joined by no one. The answer carries
 * the session, the caller's side and the ICE servers their browser connects with.
 */
export async function joinSession(
  deps: Pick<SigningPorts, 'sessions' | 'clock'>,
  caller: { principal: Principal; actor: Actor },
  input: {
    SigningSessionId: string;
    iceServers: readonly IceServer[];
    /** Real time, not the business clock: a TURN server checks its passwords' expiry by its own. */
    realNow: Date;
  },
) {
  const session = await deps.sessions.load(input.SigningSessionId);
  if (!session) throw sessionNotFound();
  // Another borrower's session answers exactly like a missing one.
  ownedOrNotFound(caller.principal, session.value, sessionNotFound);
  const side = sideOf(caller.principal, session.value);
  if (side === undefined) throw notTheAttestor();
  const field = side === 'borrower' ? 'BorrowerJoinedAt' : 'AttestatorJoinedAt';
  let current: SigningSession = session.value;
  // A finished session is answered as it is (the room shows it ended); only an open one is joined.
  if (open.has(current.Status) && !current[field]) {
    const now = deps.clock.now().toISOString();
    current = await deps.sessions.save({
      before: session,
      after: { ...session.value, [field]: now, UpdatedAt: now },
      action: side === 'borrower' ? 'Borrower joined the session' : 'Attestor joined the session',
      actor: caller.actor,
    });
  }
  return {
    ...sessionView(current),
    Side: side,
    IceServers: iceServersFor(input.iceServers, caller.principal.id, input.realNow),
  };
}

/** The caller's side in the session: its borrower, its attestor, or neither. */
export function sideOf(principal: Principal, session: SigningSession): Side | undefined {
  if (principal.kind === 'customer') {
    return principal.customerId !== undefined && principal.customerId === session.CustomerId
      ? 'borrower'
      : undefined;
  }
  return principal.kind === 'staff' && principal.id === session.AttestatorId ? 'attestor' : undefined;
}
