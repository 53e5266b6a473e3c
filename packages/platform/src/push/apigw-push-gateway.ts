import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
  type PostToConnectionCommandInput,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { PushGateway } from './push';

export function postToConnectionInput(connectionId: string, message: unknown): PostToConnectionCommandInput {
  return { ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) };
}

/** The AWS gateway: the WebSocket API's management endpoint delivers to one connection. */
export class ApiGatewayPushGateway implements PushGateway {
  constructor(private readonly client: Pick<ApiGatewayManagementApiClient, 'send'>) {}

  /** `endpoint`: https://{api-id}.execute-api.{region}.amazonaws.com/{stage} */
  static fromEndpoint(endpoint: string, region: string): ApiGatewayPushGateway {
    return new ApiGatewayPushGateway(new ApiGatewayManagementApiClient({ endpoint, region }));
  }

  async send(connectionId: string, message: unknown): Promise<'sent' | 'gone'> {
    try {
      await this.client.send(new PostToConnectionCommand(postToConnectionInput(connectionId, message)));
      return 'sent';
    } catch (e) {
      if (e instanceof GoneException || (e as { name?: string }).name === 'GoneException') return 'gone';
      throw e;
    }
  }
}
