import type { Logger } from '../log';
import type { Connection, ConnectionRegistry, PushGateway, SessionCheck } from './push';

export interface PushResult {
  sent: number;
  gone: number;
  /** Connections whose session had ended: closed, not pushed to. */
  closed: number;
  failed: number;
}

/**
 * Closes a connection whose session ended and forgets it. The gateway's close makes the socket's
 * own close run too (the local socket's handler, API Gateway's `$disconnect`), which leaves any
 * signing room; the rows go here as well, so nothing is pushed to it meanwhile.
 */
export async function closeEnded(
  deps: { registry: ConnectionRegistry; gateway: PushGateway },
  connectionId: string,
): Promise<void> {
  await deps.gateway.close(connectionId);
  await deps.registry.remove(connectionId);
}

/**
 * Sends `message` once to every open connection listening to any of the audiences whose session
 * still stands, and drops the connections the gateway reports gone. A connection whose session
 * ended (signed out, password reset, deactivated, roles changed, idle) is closed instead: a push
 * is authorised against the session as it is now, not as it was when the socket opened. One
 * failing connection does not stop the others; pushes are best effort (the page reloads its data
 * on reconnect), so failures are logged and counted, not thrown.
 */
export async function pushToAudiences(
  deps: { registry: ConnectionRegistry; gateway: PushGateway; sessions: SessionCheck; log?: Logger },
  audiences: readonly string[],
  message: unknown,
): Promise<PushResult> {
  const found = (await Promise.all([...new Set(audiences)].map((a) => deps.registry.inAudience(a)))).flat();
  const connections = [...new Map(found.map((c) => [c.connectionId, c])).values()];
  const pushTo = async (c: Connection): Promise<'sent' | 'gone' | 'closed'> => {
    if (!(await deps.sessions.live(c))) {
      await closeEnded(deps, c.connectionId);
      return 'closed';
    }
    const outcome = await deps.gateway.send(c.connectionId, message);
    if (outcome === 'gone') await deps.registry.remove(c.connectionId);
    return outcome;
  };
  const outcomes = await Promise.allSettled(connections.map(pushTo));
  const result: PushResult = { sent: 0, gone: 0, closed: 0, failed: 0 };
  outcomes.forEach((o, i) => {
    if (o.status === 'fulfilled') result[o.value] += 1;
    else {
      result.failed += 1;
      deps.log?.warn('push failed', { connectionId: connections[i]?.connectionId, error: String(o.reason) });
    }
  });
  return result;
}
