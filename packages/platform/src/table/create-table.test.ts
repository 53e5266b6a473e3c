import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from './create-table';
import { dynamoApi } from './dynamo-api';
import { dynamoClient } from './dynamo-client';
import { type DynamoLocal, startDynamoLocal } from './dynamo-local';
import { Table } from './table';
import { tableDefinition } from './table-definition';

const region = 'ap-southeast-1';
const name = `older-${randomUUID().slice(0, 8)}`;
// A database of its own: the shared one, busy with every other test file's tables, can take
// minutes to build an index.
let db: DynamoLocal;
let endpoint: string;
let client: ReturnType<typeof dynamoClient>;
beforeAll(async () => {
  db = await startDynamoLocal({ inMemory: true, shortLived: true });
  endpoint = db.endpoint;
  client = dynamoClient({ endpoint, region });
}, 60_000);
afterAll(async () => {
  await client?.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
  await db?.stop();
});

describe('ensureTable on a table made by an older version', () => {
  it('adds the indexes the table lacks, and they answer queries', { timeout: 120_000 }, async () => {
    // The table as the first versions made it: GSI1 and GSI2 only.
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'].map((a) => ({
          AttributeName: a,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: ['GSI1', 'GSI2'].map((i) => ({
          IndexName: i,
          KeySchema: [
            { AttributeName: `${i}PK`, KeyType: 'HASH' },
            { AttributeName: `${i}SK`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
      }),
    );

    const { streamArn } = await ensureTable(client, name);
    expect(streamArn).toBeTruthy();
    const described = await client.send(new DescribeTableCommand({ TableName: name }));
    expect(described.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      tableDefinition.indexes.map((i) => i.name).sort(),
    );

    const table = new Table(dynamoApi({ region, endpoint }), name);
    await table.put({ PK: 'A', SK: 'A', GSI3PK: 'THIRD', GSI3SK: '1' });
    const found = await table.queryAll({ index: 'GSI3', pk: 'THIRD' });
    expect(found.map((i) => i.PK)).toEqual(['A']);

    // A second start finds nothing to add.
    await expect(ensureTable(client, name)).resolves.toEqual({ streamArn });
  });
});
