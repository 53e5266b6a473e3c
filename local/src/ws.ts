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
  const handle = (text: string) =>
    void handleSocketMessage(p, connectionId, text).catch((e) => {
      p.log.warn('socket message failed', { error: String(e) });
    });
  // The socket is open before its ticket is checked (unlike API Gateway, which opens it only after
  // `$connect`): what the browser sends meanwhile waits for the check.
  const early: string[] = [];
  let state: 'checking' | 'open' | 'refused' = 'checking';
  socket.on('message', (data: unknown) => {
    if (state === 'checking') early.push(String(data));
    else if (state === 'open') handle(String(data));
  });
  if (!(await openConnection(p, url.searchParams.get('token'), connectionId))) {
    state = 'refused';
    socket.close(4401, 'Unauthorized');
    return;
  }
  gateway.attach(connectionId, socket as unknown as WebSocket);
  state = 'open';
  for (const text of early.splice(0)) handle(text);
  socket.on('close', () => {
    gateway.detach(connectionId);
    void closeConnection(p, connectionId).catch(() => undefined);
  });
  socket.send(JSON.stringify({ type: 'welcome', at: p.clock.now().toISOString() }));
}
