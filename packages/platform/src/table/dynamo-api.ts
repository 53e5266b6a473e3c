import { AwsHttp, regionalEndpoint } from '../aws/aws-http';
import { AwsJson } from '../aws/aws-json';
import { type AwsCredentials, credentialsFromEnv, localCredentials } from '../aws/credentials';
import type { RetryOptions } from '../aws/retry';

export type DynamoOperation =
  | 'GetItem'
  | 'PutItem'
  | 'DeleteItem'
  | 'UpdateItem'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'Query';

/** DynamoDB's data plane as the table port uses it: one JSON call per operation. */
export interface DynamoApi {
  /** Where the calls go; undefined while not yet known. */
  readonly endpoint: string | undefined;
  call<T>(operation: DynamoOperation, input: object): Promise<T>;
}

export interface DynamoApiOptions {
  region: string;
  /** DynamoDB Local's address; the region's public endpoint when omitted. */
  endpoint?: string;
  /** Fixed local ones with an endpoint, the function's role otherwise. */
  credentials?: AwsCredentials;
  retry?: RetryOptions;
}

/** DynamoDB over its JSON protocol (DynamoDB_20120810), signed with SigV4. */
export function dynamoApi(options: DynamoApiOptions): DynamoApi {
  const endpoint = options.endpoint ?? regionalEndpoint('dynamodb', options.region);
  const credentials = options.credentials ?? (options.endpoint ? localCredentials : credentialsFromEnv());
  const http = new AwsHttp({
    service: 'dynamodb',
    region: options.region,
    endpoint,
    credentials,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  const json = new AwsJson(http, 'DynamoDB_20120810', '1.0');
  return { endpoint: http.endpoint, call: (operation, input) => json.call(operation, input) };
}
