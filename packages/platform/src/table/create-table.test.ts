import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from './create-table';
import { dynamoApi } from './dynamo-api';
import { dynamoClient, dynamoStreamsClient } from './dynamo-client';
import { type DynamoLocal, startDynamoLocal } from './dynamo-local';
import { Table } from './table';
import { tableDefinition } from './table-definition';

const region = 'ap-southeast-1';
const name = `older-${randomUUID().slice(0, 8)}`;
const filled = `filled-${randomUUID().slice(0, 8)}`;
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
  for (const table of [name, filled]) {
    await client?.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
  }
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

/** Every record the stream holds, from its start. */
async function streamRecords(streamArn: string): Promise<_Record[]> {
  const streams = dynamoStreamsClient({ endpoint, region });
  const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription
    ?.Shards;
  const records: _Record[] = [];
  for (const shard of shards ?? []) {
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
    while (iterator) {
      const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      records.push(...(out.Records ?? []));
      if ((out.Records ?? []).length === 0) break;
      iterator = out.NextShardIterator;
    }
  }
  return records;
}

describe('ensureTable with items to fill a new table', () => {
  it('writes them before the stream starts: the stream holds only what came after', async () => {
    const table = new Table(dynamoApi({ region, endpoint }), filled);
    const { streamArn } = await ensureTable(client, filled, async () => {
      await table.batchPut([
        { PK: 'SAVED#1', SK: 'A' },
        { PK: 'SAVED#2', SK: 'A' },
      ]);
    });
    await table.put({ PK: 'NEW#1', SK: 'A' });

    const keys = (await streamRecords(streamArn)).map((r) => r.dynamodb?.Keys?.PK?.S);
    expect(keys).toEqual(['NEW#1']);
    expect((await table.get({ PK: 'SAVED#2', SK: 'A' }))?.PK).toBe('SAVED#2');
  });

  it('refuses to fill a table that already exists', async () => {
    await expect(ensureTable(client, filled, async () => undefined)).rejects.toThrow(
      `Table ${filled} exists: a saved store is restored only into a new table`,
    );
  });
});
