import { audiencesOfListener } from '@ezc/domain';
import type { Platform } from '@ezc/platform';
import { leaveRooms, rememberPrincipal } from './signal';

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
      audiences: audiencesOfListener(principal),
      kind: principal.kind,
      connectedAt: new Date().toISOString(),
    }),
    // Signalling needs to know who sends a message, which carries only the connection id.
    rememberPrincipal(p, connectionId, principal),
  ]);
  return true;
}

/** The connection leaves any signing-session room it was in (the other side hears so), then its rows go. */
export async function closeConnection(p: Platform, connectionId: string): Promise<void> {
  await leaveRooms(p, connectionId).catch(() => undefined);
  await p.connections.remove(connectionId);
}
