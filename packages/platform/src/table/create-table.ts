import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from './table-definition';

type IndexDefinition = (typeof tableDefinition.indexes)[number];

const indexSpec = (i: IndexDefinition) => ({
  IndexName: i.name,
  KeySchema: [
    { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (e) {
    if (e instanceof ResourceNotFoundException) return undefined;
    throw e;
  }
}

/**
 * Adds the indexes the definition gained since the table was made (a data folder from an older
 * version), one at a time as DynamoDB requires, each waited for until it is ACTIVE.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, table: TableDescription) {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const index of tableDefinition.indexes.filter((i) => !present.has(i.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
    for (let attempt = 0; ; attempt++) {
      const now = await describe(client, tableName);
      const added = now?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.name);
      if (added?.IndexStatus === 'ACTIVE' && now?.TableStatus === 'ACTIVE') break;
      if (attempt > 600) throw new Error(`Index ${index.name} of ${tableName} did not become active`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Creates the table, its indexes and its stream when absent (the local runner and tests); an
 * existing table gets the indexes it lacks, so older data folders keep working.
 *
 * A new table's `fill` (a saved store restored into it) runs before its stream is turned on: its
 * items are not events, and the relay would otherwise read each of them back only to skip it.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  fill?: () => Promise<void>,
): Promise<{ streamArn: string }> {
  const found = await describe(client, tableName);
  if (found) {
    if (fill) throw new Error(`Table ${tableName} exists: a saved store is restored only into a new table`);
    const arn = found.LatestStreamArn;
    if (!arn) throw new Error(`Table ${tableName} exists without a stream`);
    await addMissingIndexes(client, tableName, found);
    return { streamArn: arn };
  }
  const d = tableDefinition;
  const attrs = new Set<string>([d.partitionKey, d.sortKey]);
  for (const i of d.indexes) {
    attrs.add(i.partitionKey);
    attrs.add(i.sortKey);
  }
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: d.partitionKey, KeyType: 'HASH' },
        { AttributeName: d.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: d.indexes.map(indexSpec),
      ...(fill ? {} : { StreamSpecification: { StreamEnabled: true, StreamViewType: d.streamView } }),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: d.ttlAttribute, Enabled: true },
    }),
  );
  let arn = created.TableDescription?.LatestStreamArn;
  if (fill) {
    await fill();
    const updated = await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: d.streamView },
      }),
    );
    arn = updated.TableDescription?.LatestStreamArn;
  }
  if (!arn) throw new Error(`Table ${tableName} was created without a stream`);
  return { streamArn: arn };
}
