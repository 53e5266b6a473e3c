import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';

/**
 * One client per endpoint. In AWS the endpoint is left to the SDK; locally it is DynamoDB Local,
 * which accepts any credentials.
 */
export function dynamoClient(options: { endpoint?: string; region: string }): DynamoDBClient {
  return new DynamoDBClient(clientOptions(options));
}

export function dynamoStreamsClient(options: { endpoint?: string; region: string }): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient(clientOptions(options));
}

function clientOptions({ endpoint, region }: { endpoint?: string; region: string }) {
  return endpoint
    ? {
        endpoint,
        region,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        maxAttempts: 3,
      }
    : { region };
}
