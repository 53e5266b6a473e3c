import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD, type LocalRuntime } from '@ezc/local';
import { inject } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from './demo-password-hash';
import { demoSnapshot } from './demo-snapshot';
import { rememberDevToken } from './dev';
import { noteProductStart } from './product-starts';
import { TEST_EPOCH } from './test-clock';
import { startOnWorkerDatabase } from './worker-database';

/** Settings that do not change what the seed writes: a server with only these starts from the run's saved demo. */
const RUNTIME_ONLY = new Set(['DAILY_RUN_PAGE', 'RETENTION_RUN_PAGE', 'PASSWORD_HASH_COST']);

/**
 * The whole product in this test process, on a free port, with a table of its own, the demo data
 * and the built site. Each test file starts its own, so files never share state.
 *
 * The table lives on the worker's DynamoDB Local (worker-database.ts). The demo is seeded once per
 * run and saved (demo-snapshot.ts); a server starts from the saved copy unless its settings could
 * change what the seed writes.
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
  const dataDir = mkdtempSync(join(tmpdir(), 'ezc-test-'));
  const table = options.env?.TABLE_NAME ?? `ezc-${randomUUID().slice(0, 8)}`;
  const seed = options.seed === false ? false : options.lending ? true : { except: ['loans'] };
  const saved =
    seed !== false && Object.keys(options.env ?? {}).every((k) => RUNTIME_ONLY.has(k))
      ? await demoSnapshot(seed === true ? 'demo' : 'demo-without-loans')
      : undefined;
  const rt = await startOnWorkerDatabase(table, {
    port: 0,
    inMemory: true,
    dataDir,
    env: {
      // A server run as in AWS (STAGE=aws) hashes at the deployments' cost, as it must there.
      ...(options.env?.STAGE === 'aws' ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) }),
      ...options.env,
    },
    ...(saved
      ? { restore: saved }
      : { seed, seedPasswordHashes: { [DEMO_PASSWORD]: inject('demoPasswordHash') }, clockAt: TEST_EPOCH }),
    web: options.web ?? true,
    root: resolve(import.meta.dirname, '..', '..'),
    logLevel: 'silent',
  });
  noteProductStart(saved ? 'restored' : 'seeded');
  rememberDevToken(rt);
  // Nothing outlives the file: its table goes with it, and its files.
  const stop = rt.stop.bind(rt);
  rt.stop = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return rt;
}
