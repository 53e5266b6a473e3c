import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { handleSocketMessage } from '@ezc/fn-realtime/signal';
import { closeConnection, openConnection } from '@ezc/fn-realtime/sockets';
import type { Platform } from '@ezc/platform';
import type { LocalPushGateway } from '@ezc/platform/push/local-push-gateway';
import type { WebSocketLike } from '@hono/node-server';
import type { WebSocket } from 'ws';

/**
 * The local stand-in for the API Gateway WebSocket API at `/ws?token=<socket ticket>`: the same
 * ticket check and connection rows as the `$connect`/`$disconnect` routes in AWS.
 */
export async function acceptConnection(
  p: Platform,
  gateway: LocalPushGateway,
  socket: WebSocketLike,
  request: IncomingMessage,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const connectionId = randomUUID();
  if (!(await openConnection(p, url.searchParams.get('token'), connectionId))) {
    socket.close(4401, 'Unauthorized');
    return;
  }
  gateway.attach(connectionId, socket as unknown as WebSocket);
  socket.on('message', (data: unknown) => {
    void handleSocketMessage(p, connectionId, String(data)).catch((e) => {
      p.log.warn('socket message failed', { error: String(e) });
    });
  });
  socket.on('close', () => {
    gateway.detach(connectionId);
    void closeConnection(p, connectionId).catch(() => undefined);
  });
  socket.send(JSON.stringify({ type: 'welcome', at: p.clock.now().toISOString() }));
}
