import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { LocalRuntime } from '@ezc/local';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';

/** Every item of a test server's table, keyed `PK|SK` (what a proof compares before and after). */
export async function scanStore(rt: LocalRuntime): Promise<Map<string, Record<string, unknown>>> {
  const client = dynamoClient({ endpoint: rt.platform.table.endpoint, region: rt.config.AWS_REGION });
  const items = new Map<string, Record<string, unknown>>();
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: rt.platform.table.name,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const wire of page.Items ?? []) {
      const item = unmarshall(wire);
      items.set(`${item.PK}|${item.SK}`, item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The keys of items added, removed or changed between two scans. */
export function storeChanges(
  before: ReadonlyMap<string, Record<string, unknown>>,
  after: ReadonlyMap<string, Record<string, unknown>>,
): { added: string[]; removed: string[]; changed: string[] } {
  const added = [...after.keys()].filter((k) => !before.has(k));
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const changed = [...after.keys()].filter(
    (k) => before.has(k) && JSON.stringify(before.get(k)) !== JSON.stringify(after.get(k)),
  );
  return { added, removed, changed };
}
