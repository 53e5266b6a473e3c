import {
  BatchGetItemCommand,
  type BatchGetItemCommandInput,
  BatchWriteItemCommand,
  type BatchWriteItemCommandInput,
  DeleteItemCommand,
  type DeleteItemCommandInput,
  type DynamoDBClient,
  GetItemCommand,
  type GetItemCommandInput,
  PutItemCommand,
  type PutItemCommandInput,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteItemsCommand,
  type TransactWriteItemsCommandInput,
  UpdateItemCommand,
  type UpdateItemCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { AwsClientOptions } from '../aws/client-settings';
import { dynamoClient } from './dynamo-client';

export type DynamoOperation =
  | 'GetItem'
  | 'PutItem'
  | 'DeleteItem'
  | 'UpdateItem'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'Query';

/** DynamoDB's data plane as the table port uses it: one call per operation. */
export interface DynamoApi {
  /** DynamoDB Local's address; undefined in AWS, where the client finds the region's own. */
  readonly endpoint: string | undefined;
  call<T>(operation: DynamoOperation, input: object): Promise<T>;
}

/** In AWS only the region; locally DynamoDB Local's address too. */
export type DynamoApiOptions = AwsClientOptions;

type Answer = { $metadata?: unknown };

/*
 * The table builds each input as DynamoDB documents it (attribute values already marshalled), and
 * the port is untyped by operation, so each input is handed to its command as that command's input.
 */
const operations: Record<DynamoOperation, (client: DynamoDBClient, input: object) => Promise<Answer>> = {
  GetItem: (c, input) => c.send(new GetItemCommand(input as GetItemCommandInput)),
  PutItem: (c, input) => c.send(new PutItemCommand(input as PutItemCommandInput)),
  DeleteItem: (c, input) => c.send(new DeleteItemCommand(input as DeleteItemCommandInput)),
  UpdateItem: (c, input) => c.send(new UpdateItemCommand(input as UpdateItemCommandInput)),
  BatchGetItem: (c, input) => c.send(new BatchGetItemCommand(input as BatchGetItemCommandInput)),
  BatchWriteItem: (c, input) => c.send(new BatchWriteItemCommand(input as BatchWriteItemCommandInput)),
  TransactWriteItems: (c, input) =>
    c.send(new TransactWriteItemsCommand(input as TransactWriteItemsCommandInput)),
  Query: (c, input) => c.send(new QueryCommand(input as QueryCommandInput)),
};

/**
 * DynamoDB through the SDK's client, which signs, retries and times out every call as every AWS
 * client of the product does. Errors are the SDK's own (ConditionalCheckFailedException, ...).
 */
export function dynamoApi(options: DynamoApiOptions): DynamoApi {
  const client = dynamoClient(options);
  return {
    endpoint: options.endpoint,
    async call<T>(operation: DynamoOperation, input: object): Promise<T> {
      // The request's own bookkeeping (request id, attempts) is not part of DynamoDB's answer.
      const { $metadata: _, ...answer } = await operations[operation](client, input);
      return answer as T;
    },
  };
}
