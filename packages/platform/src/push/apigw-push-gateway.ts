import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { awsClientConfig } from '../aws/client-settings';
import type { PushGateway } from './push';

/** The bytes PostToConnection delivers: the message as JSON. */
export function pushPayload(message: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(message));
}

/**
 * API Gateway's answer for a connection that no longer exists: GoneException, status 410. The
 * status alone is enough, so a 410 whose body does not name the error still means gone.
 */
function isGone(e: unknown): boolean {
  if (e instanceof GoneException) return true;
  const status = (e as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 410;
}

/** Where the WebSocket API's management calls go, and in which region they are signed. */
export interface ApiGatewayPushOptions {
  region: string;
  /** The stage's callback URL: https://{api-id}.execute-api.{region}.amazonaws.com/{stage} */
  endpoint: string;
}

/** The AWS gateway: the WebSocket API's management endpoint delivers to one connection. */
export class ApiGatewayPushGateway implements PushGateway {
  private readonly client: ApiGatewayManagementApiClient;

  constructor({ region, endpoint }: ApiGatewayPushOptions) {
    // The callback URL is AWS's own: calls to it are signed with the function's role.
    this.client = new ApiGatewayManagementApiClient(
      awsClientConfig({ region, endpoint, endpointInAws: true }),
    );
  }

  async send(connectionId: string, message: unknown): Promise<'sent' | 'gone'> {
    try {
      await this.client.send(
        new PostToConnectionCommand({ ConnectionId: connectionId, Data: pushPayload(message) }),
      );
      return 'sent';
    } catch (e) {
      if (isGone(e)) return 'gone';
      throw e;
    }
  }

  /** DeleteConnection: API Gateway closes the socket and then calls `$disconnect`. */
  async close(connectionId: string): Promise<void> {
    try {
      await this.client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (e) {
      if (!isGone(e)) throw e;
    }
  }
}
