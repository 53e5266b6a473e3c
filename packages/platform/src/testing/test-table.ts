import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { ensureTable } from '../table/create-table';
import { dynamoApi } from '../table/dynamo-api';
import { dynamoClient, dynamoStreamsClient } from '../table/dynamo-client';
import { Table } from '../table/table';

/**
 * A fresh table (with its stream) on the run's DynamoDB Local, for one test file.
 * Adapter tests use the real stand-in, never a mock of our own ports.
 */
export async function createTestTable(prefix = 'test') {
  const endpoint = inject('dynamoEndpoint');
  const region = 'ap-southeast-1';
  const client = dynamoClient({ endpoint, region });
  const name = `${prefix}-${randomUUID().slice(0, 8)}`;
  const { streamArn } = await ensureTable(client, name);
  return {
    endpoint,
    region,
    table: new Table(dynamoApi({ region, endpoint }), name),
    streams: dynamoStreamsClient({ endpoint, region }),
    streamArn,
    drop: () => dropTable(endpoint, name),
  };
}

/**
 * Deletes a test table, so the run's DynamoDB Local does not carry every file's data to the end.
 * Its stream is turned off first: DynamoDB Local keeps a deleted table's stream, and every later
 * table's calls grew slower with each one kept (a restore of the demo took 1 s on the first table
 * and 13 s by the fourteenth).
 */
export async function dropTable(endpoint: string, name: string): Promise<void> {
  const client = dynamoClient({ endpoint, region: 'ap-southeast-1' });
  await client
    .send(new UpdateTableCommand({ TableName: name, StreamSpecification: { StreamEnabled: false } }))
    .catch(() => undefined);
  await client.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
}
