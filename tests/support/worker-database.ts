import { type DynamoLocal, startDynamoLocal } from '@ezc/platform/table/dynamo-local';

/** Tables made on one database before the next is started, so what DynamoDB Local keeps of dropped tables stays small. */
const TABLES_PER_DATABASE = 8;

interface Database {
  started: Promise<DynamoLocal>;
  tables: number;
  inUse: number;
}

let current: Database | undefined;

/**
 * A DynamoDB Local of this test worker for one table: the product's test files run one after
 * another in a worker (`isolate: false`), each on a table of its own here, and the JVM's compiled
 * code stays warm from file to file, where a database of its own cost each file some three seconds
 * of CPU to start and served its calls cold. Not the run's shared database: two workers' products
 * on one JVM slowed each other down. `release()` once the table is dropped; a replaced database
 * stops when its last table is released.
 */
export async function workerDatabase(): Promise<{ endpoint: string; release: () => Promise<void> }> {
  if (!current || current.tables >= TABLES_PER_DATABASE) {
    current = { started: startDynamoLocal({ inMemory: true, shortLived: true }), tables: 0, inUse: 0 };
  }
  const db = current;
  db.tables += 1;
  db.inUse += 1;
  const { endpoint } = await db.started;
  return {
    endpoint,
    release: async () => {
      db.inUse -= 1;
      if (db.inUse === 0 && db !== current) await (await db.started).stop();
    },
  };
}
