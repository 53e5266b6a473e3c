import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LocalOptions, type LocalRuntime, startLocal } from '@ezc/local';
import { type DynamoLocal, startDynamoLocal } from '@ezc/platform/table/dynamo-local';
import { dropTable } from '@ezc/platform/testing/test-table';
import { inject } from 'vitest';
import { workerDatabasesFolder } from './snapshot-root';

/**
 * Tables made on one database before the next is started. DynamoDB Local keeps something of every
 * table whose stream held records, dropped or not, and each later call on that JVM costs more for
 * it: on one database, 500 reads took 0.5 CPU-seconds on the first such table and 2.7 on the
 * eighth. A new database costs about three CPU-seconds to start and warm up. Ten journey files on
 * one worker ran in 98 s with a database per file, 103 s with eight files a database, and 69 s
 * with three (Java's CPU 93, 91 and 58 s); the whole suite on two workers took as long with three
 * as with eight, so its Java time goes mostly elsewhere.
 */
const TABLES_PER_DATABASE = 3;

/** A table's place on a worker's database: `release()` drops the table once done with it. */
export interface TableLease {
  endpoint: string;
  release: () => Promise<void>;
}

interface Database {
  started: Promise<DynamoLocal>;
  tables: number;
  inUse: number;
}

let current: Database | undefined;

async function stop(db: Database): Promise<void> {
  await (await db.started).stop();
}

/**
 * The product started with its table `table` on this worker's DynamoDB Local (see leaseTable);
 * stopping it drops the table.
 */
export async function startOnWorkerDatabase(
  table: string,
  options: Omit<LocalOptions, 'dynamoEndpoint'>,
): Promise<LocalRuntime> {
  const db = await leaseTable(table);
  const rt = await startLocal({
    ...options,
    env: { ...options.env, TABLE_NAME: table },
    dynamoEndpoint: db.endpoint,
  }).catch(async (e) => {
    await db.release();
    throw e;
  });
  const stop = rt.stop.bind(rt);
  rt.stop = async () => {
    await stop();
    await db.release();
  };
  return rt;
}

/**
 * A DynamoDB Local of this test worker for the table `table`: the product's test files run one
 * after another in a worker (`isolate: false`), each on a table of its own here, and the JVM's
 * compiled code stays warm from file to file, where a database of its own cost each file some three
 * seconds of CPU to start and served its calls cold. Not the run's shared database: two workers'
 * products on one JVM slowed each other down. `release()` drops the table once done with it; a
 * replaced database stops once its last table is released, and the one a worker holds at its end
 * is stopped by the run's teardown (snapshot-root.ts), which finds it by the pid noted here.
 */
export async function leaseTable(table: string): Promise<TableLease> {
  if (!current || current.tables >= TABLES_PER_DATABASE) {
    const replaced = current;
    current = { started: startDynamoLocal({ inMemory: true, shortLived: true }), tables: 0, inUse: 0 };
    if (replaced && replaced.inUse === 0) await stop(replaced);
    const { pid } = await current.started;
    if (pid) {
      const folder = workerDatabasesFolder(inject('snapshotRoot'));
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, String(pid)), '');
    }
  }
  const db = current;
  db.tables += 1;
  db.inUse += 1;
  const { endpoint } = await db.started;
  return {
    endpoint,
    release: async () => {
      await dropTable(endpoint, table);
      db.inUse -= 1;
      if (db.inUse === 0 && db !== current) await stop(db);
    },
  };
}
