import { platform } from '@ezc/platform';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { audienceOf } from './audience';

const ready = installAwsPlatform();

interface WebSocketEvent {
  requestContext: { routeKey: string; connectionId: string };
  queryStringParameters?: Record<string, string | undefined>;
}

/**
 * API Gateway WebSocket routes. `$connect` checks the access token given as `?token=` (browsers
 * cannot set headers on a WebSocket) and records the connection under its audience.
 */
export async function handler(event: WebSocketEvent) {
  await ready;
  const p = platform();
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    const token = event.queryStringParameters?.token;
    const principal = token ? await p.tokens.verify(token) : undefined;
    if (!principal) return { statusCode: 401, body: 'Unauthorized' };
    await p.connections.add({
      connectionId,
      userId: audienceOf(principal),
      kind: principal.kind,
      connectedAt: p.clock.now().toISOString(),
    });
    return { statusCode: 200 };
  }
  if (routeKey === '$disconnect') {
    await p.connections.remove(connectionId);
    return { statusCode: 200 };
  }
  // Clients only listen; a message from them is answered with a heartbeat.
  await p.push.send(connectionId, { type: 'pong', at: p.clock.now().toISOString() });
  return { statusCode: 200 };
}
