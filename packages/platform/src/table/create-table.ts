import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from './table-definition';

/** Creates the table, its indexes and its stream when absent (the local runner and tests). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<{ streamArn: string }> {
  try {
    const found = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const arn = found.Table?.LatestStreamArn;
    if (!arn) throw new Error(`Table ${tableName} exists without a stream`);
    return { streamArn: arn };
  } catch (e) {
    if (!(e instanceof ResourceNotFoundException)) throw e;
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
      GlobalSecondaryIndexes: d.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: d.streamView },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: d.ttlAttribute, Enabled: true },
    }),
  );
  const arn = created.TableDescription?.LatestStreamArn;
  if (!arn) throw new Error(`Table ${tableName} was created without a stream`);
  return { streamArn: arn };
}
