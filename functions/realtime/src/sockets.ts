import { audiencesOfListener } from '@ezc/domain';
import type { Platform } from '@ezc/platform';

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
  await p.connections.add({
    connectionId,
    userId: principal.id,
    audiences: audiencesOfListener(principal),
    kind: principal.kind,
    connectedAt: new Date().toISOString(),
  });
  return true;
}

export const closeConnection = (p: Platform, connectionId: string) => p.connections.remove(connectionId);
