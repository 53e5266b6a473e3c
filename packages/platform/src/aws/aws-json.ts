import type { AwsHttp } from './aws-http';

/**
 * The AWS JSON protocol (DynamoDB, EventBridge, Secrets Manager): POST / with the operation in
 * X-Amz-Target and JSON both ways.
 */
export class AwsJson {
  constructor(
    readonly http: AwsHttp,
    private readonly targetPrefix: string,
    private readonly version: '1.0' | '1.1',
  ) {}

  async call<T>(operation: string, input: object): Promise<T> {
    const res = await this.http.send({
      method: 'POST',
      path: '/',
      headers: {
        'content-type': `application/x-amz-json-${this.version}`,
        'x-amz-target': `${this.targetPrefix}.${operation}`,
      },
      body: JSON.stringify(input, binaryAsBase64),
    });
    return (res.body.length > 0 ? JSON.parse(res.body.toString('utf8')) : {}) as T;
  }
}

/** The protocol carries binary values as base64 strings. */
function binaryAsBase64(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  return raw instanceof Uint8Array ? Buffer.from(raw).toString('base64') : value;
}
