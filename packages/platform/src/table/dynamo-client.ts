import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';

/**
 * The table's client: in AWS the region's DynamoDB; locally DynamoDB Local at `endpoint`. Nothing
 * adds middleware to a table call, so each command's stack is built once and reused: about a tenth
 * less CPU a call (a loop of GetItems on DynamoDB Local, 10 in flight), on the product's busiest path.
 */
export function dynamoClient(options: AwsClientOptions): DynamoDBClient {
  return new DynamoDBClient({ ...awsClientConfig(options), cacheMiddleware: true });
}

/** The table's stream, read locally as the event source mapping reads it in AWS. */
export function dynamoStreamsClient(options: AwsClientOptions): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient(awsClientConfig(options));
}
