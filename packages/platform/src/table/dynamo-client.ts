import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';

/** The table's client: in AWS the region's DynamoDB; locally DynamoDB Local at `endpoint`. */
export function dynamoClient(options: AwsClientOptions): DynamoDBClient {
  return new DynamoDBClient(awsClientConfig(options));
}

/** The table's stream, read locally as the event source mapping reads it in AWS. */
export function dynamoStreamsClient(options: AwsClientOptions): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient(awsClientConfig(options));
}
