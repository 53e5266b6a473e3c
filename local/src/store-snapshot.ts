import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AttributeValue, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Item, Key, Table } from '@ezc/platform';
import { OUTBOX_ENTITY } from '@ezc/platform/table/table-definition';
import type { LocalSecrets } from './secrets';

/**
 * A seeded store saved once and started from many times: its table's items, its data folder's
 * files and the keys that sealed them. The test suite seeds the demo once per run this way, where
 * each of its servers used to seed it again.
 */
export interface StoreSnapshot {
  /** A JSON file of the table's items. */
  itemsFile: string;
  /** A copy of the data folder (documents, recordings). */
  filesDir: string;
  secrets: LocalSecrets;
  /** The business clock when the store was saved: a server restored from it starts there, so nothing the store holds lies in its future. */
  businessTime?: string;
}

type WireItem = Record<string, AttributeValue>;
type StoredItem = Item & Key;

/**
 * Saves a settled store. Outbox rows are left out: their events were relayed and consumed, and
 * a restored table's stream would relay them again.
 */
export async function saveSnapshot(input: {
  client: DynamoDBClient;
  table: string;
  dataDir: string;
  secrets: LocalSecrets;
  to: string;
}): Promise<StoreSnapshot> {
  const items: StoredItem[] = [];
  let start: WireItem | undefined;
  do {
    const page = await input.client.send(
      new ScanCommand({ TableName: input.table, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    for (const item of page.Items ?? []) {
      if (item.EntityType?.S !== OUTBOX_ENTITY) items.push(unmarshall(item) as StoredItem);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const snapshot: StoreSnapshot = {
    itemsFile: join(input.to, 'items.json'),
    filesDir: join(input.to, 'files'),
    secrets: input.secrets,
  };
  writeFileSync(snapshot.itemsFile, JSON.stringify(items));
  cpSync(input.dataDir, snapshot.filesDir, { recursive: true });
  return snapshot;
}

/** Writes a snapshot's items into an empty table and its files into the data folder. */
export async function restoreSnapshot(input: {
  table: Table;
  dataDir: string;
  snapshot: StoreSnapshot;
}): Promise<void> {
  cpSync(input.snapshot.filesDir, input.dataDir, { recursive: true });
  const items = JSON.parse(readFileSync(input.snapshot.itemsFile, 'utf8')) as StoredItem[];
  // A few batches in flight: DynamoDB Local takes them no faster beyond that.
  const chunks: StoredItem[][] = [];
  for (let i = 0; i < items.length; i += 100) chunks.push(items.slice(i, i + 100));
  for (let i = 0; i < chunks.length; i += 4) {
    await Promise.all(chunks.slice(i, i + 4).map((c) => input.table.batchPut(c)));
  }
}

/** Removes every file of a data folder, keeping the folder. */
export function emptyDataFolder(dataDir: string): void {
  for (const name of existsSync(dataDir) ? readdirSync(dataDir) : []) {
    rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}
