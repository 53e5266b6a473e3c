import type { Logger } from '../log';
import type { ConnectionRegistry, PushGateway } from './push';

export interface PushResult {
  sent: number;
  gone: number;
  failed: number;
}

/**
 * Sends `message` once to every open connection listening to any of the audiences, and drops the
 * connections the gateway reports gone. One failing connection does not stop the others; pushes
 * are best effort (the page reloads its data on reconnect), so failures are logged and counted,
 * not thrown.
 */
export async function pushToAudiences(
  deps: { registry: ConnectionRegistry; gateway: PushGateway; log?: Logger },
  audiences: readonly string[],
  message: unknown,
): Promise<PushResult> {
  const found = (await Promise.all([...new Set(audiences)].map((a) => deps.registry.inAudience(a)))).flat();
  const connections = [...new Map(found.map((c) => [c.connectionId, c])).values()];
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
