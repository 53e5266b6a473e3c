import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { audienceOf } from '@ezc/fn-realtime/audience';
import type { Platform } from '@ezc/platform';
import type { LocalPushGateway } from '@ezc/platform/push/local-push-gateway';
import type { WebSocketLike } from '@hono/node-server';
import type { WebSocket } from 'ws';

/**
 * The local stand-in for the API Gateway WebSocket API at `/ws?token=`: the same token check and
 * connection rows as the `$connect`/`$disconnect` routes in AWS.
 */
export async function acceptConnection(
  p: Platform,
  gateway: LocalPushGateway,
  socket: WebSocketLike,
  request: IncomingMessage,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const token = url.searchParams.get('token');
  const principal = token ? await p.tokens.verify(token) : undefined;
  if (!principal) {
    socket.close(4401, 'Unauthorized');
    return;
  }
  const connectionId = randomUUID();
  await p.connections.add({
    connectionId,
    userId: audienceOf(principal),
    kind: principal.kind,
    connectedAt: p.clock.now().toISOString(),
  });
  gateway.attach(connectionId, socket as unknown as WebSocket);
  socket.on('message', () => {
    socket.send(JSON.stringify({ type: 'pong', at: p.clock.now().toISOString() }));
  });
  socket.on('close', () => {
    gateway.detach(connectionId);
    void p.connections.remove(connectionId).catch(() => undefined);
  });
  socket.send(JSON.stringify({ type: 'welcome', at: p.clock.now().toISOString() }));
}
