import { audiencesOfListener } from '@ezc/domain';
import type { Platform } from '@ezc/platform';
import { closeConnection, rememberPrincipal } from './signal';

export { closeConnection };

/**
 * A WebSocket opens with a socket ticket (`?token=`; browsers cannot set headers on a WebSocket):
 * the ticket's own token type, which is good for nothing else. The connection is recorded under
 * the audiences its owner may hear. Shared by the API Gateway `$connect` route and the local `/ws`.
 */
export async function openConnection(
  p: Platform,
  ticket: string | null | undefined,
  connectionId: string,
): Promise<boolean> {
  const principal = ticket ? await p.tokens.verifySocketTicket(ticket) : undefined;
  if (!principal) return false;
  await Promise.all([
    p.connections.add({
      connectionId,
      userId: principal.id,
      sessionId: principal.sessionId,
      audiences: audiencesOfListener(principal),
      kind: principal.kind,
      connectedAt: new Date().toISOString(),
    }),
    // Signalling needs to know who sends a message, which carries only the connection id.
    rememberPrincipal(p, connectionId, principal),
  ]);
  return true;
}

/**
 * Closes every connection of an account whose session no longer stands, read afresh (a sign-out,
 * password reset, deactivation or role change has just ended it). A connection of a session that
 * carries on (the one a password was changed from) stays open.
 */
export async function closeEndedSessions(p: Platform, accountId: string): Promise<number> {
  const connections = await p.connections.ofAccount(accountId);
  const ended = (
    await Promise.all(
      connections.map(async (c) => ((await p.tokens.live(c, { fresh: true })) ? [] : [c.connectionId])),
    )
  ).flat();
  await Promise.all(
    ended.map(async (connectionId) => {
      await p.push.close(connectionId);
      await closeConnection(p, connectionId);
    }),
  );
  return ended.length;
}
