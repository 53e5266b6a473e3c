import { platform } from '@ezc/platform';
import { apiGatewayPush } from '@ezc/platform/runtime/adapters/apigw-push';
import { tableConnections } from '@ezc/platform/runtime/adapters/table-connections';
import { installAwsPlatform } from '@ezc/platform/runtime/aws-platform';
import { handleSocketMessage } from './signal';
import { closeConnection, openConnection } from './sockets';

const ready = installAwsPlatform({ push: apiGatewayPush, connections: tableConnections });

interface WebSocketEvent {
  requestContext: { routeKey: string; connectionId: string };
  queryStringParameters?: Record<string, string | undefined>;
  body?: string;
}

/**
 * API Gateway WebSocket routes. `$connect` checks the socket ticket given as `?token=` (browsers
 * cannot set headers on a WebSocket) and records the connection under its audiences.
 */
export async function handler(event: WebSocketEvent) {
  await ready;
  const p = platform();
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    const opened = await openConnection(p, event.queryStringParameters?.token, connectionId);
    return opened ? { statusCode: 200 } : { statusCode: 401, body: 'Unauthorized' };
  }
  if (routeKey === '$disconnect') {
    await closeConnection(p, connectionId);
    return { statusCode: 200 };
  }
  // `$default`: signalling for live signing sessions; anything else is answered with a heartbeat.
  await handleSocketMessage(p, connectionId, event.body ?? '');
  return { statusCode: 200 };
}
