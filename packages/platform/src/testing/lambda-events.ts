import { randomUUID } from 'node:crypto';

/** An API Gateway HTTP API (payload 2.0) event, as the Lambda receives it. */
export function httpApiEvent(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; query?: string } = {},
) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: options.query ?? '',
    headers: { 'content-type': 'application/json', ...options.headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      requestId: randomUUID(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
    ...(body ? { body } : {}),
  };
}

/** The environment a context Lambda gets from the stack, pointed at the test's DynamoDB Local table. */
export function lambdaEnv(endpoint: string, tableName: string): Record<string, string> {
  return {
    STAGE: 'aws',
    PUBLIC_URL: 'https://loans.example.com',
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: endpoint,
    BUCKET_NAME: 'ezc-test-documents',
    EVENT_BUS_NAME: 'ezc-test',
    EVENT_BUS_ARN: 'arn:aws:events:ap-southeast-1:123456789012:event-bus/ezc-test',
    KMS_KEY_ID: 'alias/ezc-test',
    WEB_SOCKET_ENDPOINT: 'https://ws.example.com/live',
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
    AUTH_TOKEN_SECRET: 'a-test-secret-that-is-long-enough-for-hs256-signing',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    LOG_LEVEL: 'silent',
  };
}
