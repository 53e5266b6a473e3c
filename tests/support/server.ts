import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD, type LocalRuntime, startLocal } from '@ezc/local';
import { inject } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from './demo-password-hash';
import { demoSnapshot } from './demo-snapshot';
import { rememberDevToken } from './dev';
import { noteProductStart } from './product-starts';
import { TEST_EPOCH } from './test-clock';
import { leaseTable, startOnWorkerDatabase, type TableLease } from './worker-database';

/** Settings that do not change what the seed writes: a server with only these starts from the run's saved demo. */
const RUNTIME_ONLY = new Set(['DAILY_RUN_PAGE', 'RETENTION_RUN_PAGE', 'PASSWORD_HASH_COST']);

const root = resolve(import.meta.dirname, '..', '..');

/** Whether the site is built: a worker's one product then serves the files that need no site too. */
const siteBuilt = existsSync(join(root, 'web', 'dist', 'server', 'entry.mjs'));

interface Shared {
  rt: LocalRuntime;
  web: boolean;
  busy: boolean;
  /** Its store's table on the worker's database, dropped when it moves to the next. */
  lease: TableLease;
}

/** The products this worker keeps running, each lent to one test file at a time. */
const shared: Shared[] = [];

const newTableName = () => `ezc-${randomUUID().slice(0, 8)}`;

/**
 * The whole product, on a free port, with the demo data and the built site, to a test file of its
 * own: files never see each other's data.
 *
 * A test worker runs its files one after another and keeps one product running for all of them:
 * each file gets it started over (LocalRuntime.startOver) on a store of its own, a new table on
 * the worker's DynamoDB Local (worker-database.ts) restored from the run's saved demo
 * (demo-snapshot.ts), and `stop()` hands it back. A file whose settings change what the seed
 * writes, or how the product is assembled, gets a product of its own, seeded and stopped with it.
 */
export async function startTestServer(
  options: {
    web?: boolean;
    seed?: boolean;
    /** The lending demo data too (products, applications, loans): only the files that use it wait for it. */
    lending?: boolean;
    env?: Record<string, string>;
  } = {},
): Promise<LocalRuntime> {
  const seed = options.seed === false ? false : options.lending ? true : { except: ['loans'] };
  const env = options.env ?? {};
  if (seed === false || Object.keys(env).some((k) => !RUNTIME_ONLY.has(k))) {
    return startOwnServer(options, seed);
  }

  const saved = await demoSnapshot(seed === true ? 'demo' : 'demo-without-loans');
  const web = options.web ?? true;
  const tableName = newTableName();
  const lease = await leaseTable(tableName);
  const settings = { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), ...env, TABLE_NAME: tableName };
  let lent = shared.find((s) => !s.busy && (s.web || !web));
  try {
    if (lent) {
      lent.busy = true;
      await lent.rt.startOver(saved, { dynamoEndpoint: lease.endpoint, tableName, env: settings });
      const moved = lent.lease;
      lent.lease = lease;
      await moved.release();
      noteProductStart('started over');
    } else {
      const rt = await startLocal({
        port: 0,
        inMemory: true,
        dataDir: mkdtempSync(join(tmpdir(), 'ezc-test-')),
        dynamoEndpoint: lease.endpoint,
        env: settings,
        restore: saved,
        web: web || siteBuilt,
        root,
        logLevel: 'silent',
      });
      noteProductStart('restored');
      lent = { rt, web: web || siteBuilt, busy: true, lease };
      shared.push(lent);
    }
  } catch (e) {
    if (lent) lent.busy = false;
    await lease.release();
    throw e;
  }
  rememberDevToken(lent.rt);
  const given = lent;
  // Handed back, not stopped: the next file starts it over. A test that stops and starts again
  // (a retry from the seeded store) gets it back the same way.
  return {
    ...given.rt,
    stop: async () => {
      given.busy = false;
    },
  };
}

/** A product of this file's own, seeded with its settings (or not at all), stopped with it. */
async function startOwnServer(
  options: { web?: boolean; env?: Record<string, string> },
  seed: boolean | { except: string[] },
): Promise<LocalRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ezc-test-'));
  const table = options.env?.TABLE_NAME ?? newTableName();
  const rt = await startOnWorkerDatabase(table, {
    port: 0,
    inMemory: true,
    dataDir,
    env: {
      // A server run as in AWS (STAGE=aws) hashes at the deployments' cost, as it must there.
      ...(options.env?.STAGE === 'aws' ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) }),
      ...options.env,
    },
    seed,
    seedPasswordHashes: { [DEMO_PASSWORD]: inject('demoPasswordHash') },
    clockAt: TEST_EPOCH,
    web: options.web ?? true,
    root,
    logLevel: 'silent',
  });
  noteProductStart('seeded');
  rememberDevToken(rt);
  // Nothing outlives the file: its table goes with it, and its files.
  const stop = rt.stop.bind(rt);
  rt.stop = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return rt;
}
