import { AwsError } from '../aws/aws-error';
import { AwsHttp, type AwsServiceOptions } from '../aws/aws-http';
import type { PushGateway } from './push';

/** The bytes PostToConnection delivers: the message as JSON. */
export function pushPayload(message: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(message));
}

/** The AWS gateway: the WebSocket API's management endpoint delivers to one connection. */
export class ApiGatewayPushGateway implements PushGateway {
  private readonly http: AwsHttp;

  /** `endpoint`: https://{api-id}.execute-api.{region}.amazonaws.com/{stage} */
  constructor(options: Omit<AwsServiceOptions, 'endpoint'> & { endpoint: string }) {
    this.http = new AwsHttp({
      service: 'execute-api',
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      ...(options.retry ? { retry: options.retry } : {}),
    });
  }

  async send(connectionId: string, message: unknown): Promise<'sent' | 'gone'> {
    try {
      await this.http.send({
        method: 'POST',
        path: `/@connections/${encodeURIComponent(connectionId)}`,
        body: pushPayload(message),
      });
      return 'sent';
    } catch (e) {
      if (e instanceof AwsError && e.status === 410) return 'gone';
      throw e;
    }
  }

  /** DeleteConnection: API Gateway closes the socket and then calls `$disconnect`. */
  async close(connectionId: string): Promise<void> {
    try {
      await this.http.send({ method: 'DELETE', path: `/@connections/${encodeURIComponent(connectionId)}` });
    } catch (e) {
      if (e instanceof AwsError && e.status === 410) return;
      throw e;
    }
  }
}
