import type { Logger } from '../log';
import type { ConnectionRegistry, PushGateway } from './push';

export interface PushResult {
  sent: number;
  gone: number;
  failed: number;
}

/**
 * Sends `message` to every open connection of each user and drops the connections the gateway
 * reports gone. One failing connection does not stop the others; pushes are best effort (the page
 * reloads its data on reconnect), so failures are logged and counted, not thrown.
 */
export async function pushToUsers(
  deps: { registry: ConnectionRegistry; gateway: PushGateway; log?: Logger },
  userIds: readonly string[],
  message: unknown,
): Promise<PushResult> {
  const users = [...new Set(userIds)];
  const connections = (await Promise.all(users.map((u) => deps.registry.ofUser(u)))).flat();
  const outcomes = await Promise.allSettled(
    connections.map(async (c) => {
      const outcome = await deps.gateway.send(c.connectionId, message);
      if (outcome === 'gone') await deps.registry.remove(c.connectionId);
      return outcome;
    }),
  );
  const result: PushResult = { sent: 0, gone: 0, failed: 0 };
  outcomes.forEach((o, i) => {
    if (o.status === 'fulfilled') result[o.value] += 1;
    else {
      result.failed += 1;
      deps.log?.warn('push failed', { connectionId: connections[i]?.connectionId, error: String(o.reason) });
    }
  });
  return result;
}
