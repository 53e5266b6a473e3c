import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD, type StoreSnapshot } from '@ezc/local';
import { inject } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from './demo-password-hash';
import { noteProductStart } from './product-starts';
import { TEST_EPOCH } from './test-clock';
import { startOnWorkerDatabase } from './worker-database';

export type DemoKind = 'demo' | 'demo-without-loans';

const WAIT_MS = 300_000;

/**
 * The demo store of this run, seeded once by the first test file that asks for it (the seed runs
 * the product's own use cases, a dozen seconds of work) and saved; every later server starts from
 * the saved copy. Test files run in separate processes: the first to create the kind's folder
 * seeds it, the others wait for its `snapshot.json`.
 */
export async function demoSnapshot(kind: DemoKind): Promise<StoreSnapshot> {
  const dir = join(inject('snapshotRoot'), kind);
  const ready = join(dir, 'snapshot.json');
  const failed = join(dir, 'failed');
  try {
    mkdirSync(dir);
  } catch {
    return waitFor(ready, failed);
  }
  try {
    const snapshot = await seedAndSave(kind, dir);
    writeFileSync(`${ready}.part`, JSON.stringify(snapshot));
    renameSync(`${ready}.part`, ready);
    return snapshot;
  } catch (e) {
    writeFileSync(failed, String(e));
    throw e;
  }
}

async function seedAndSave(kind: DemoKind, dir: string): Promise<StoreSnapshot> {
  const rt = await startOnWorkerDatabase(`ezc-snapshot-${kind}`, {
    port: 0,
    inMemory: true,
    dataDir: join(dir, 'data'),
    env: { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) },
    seed: kind === 'demo' ? true : { except: ['loans'] },
    seedPasswordHashes: { [DEMO_PASSWORD]: inject('demoPasswordHash') },
    secrets: inject('storeSecrets'),
    web: false,
    root: resolve(import.meta.dirname, '..', '..'),
    logLevel: 'silent',
    clockAt: TEST_EPOCH,
  });
  noteProductStart(`seeded ${kind}`);
  try {
    await rt.settle();
    return await rt.snapshot(dir);
  } finally {
    await rt.stop();
  }
}

async function waitFor(ready: string, failed: string): Promise<StoreSnapshot> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as StoreSnapshot;
    if (existsSync(failed)) throw new Error(`Seeding the demo failed: ${readFileSync(failed, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The demo store was not saved within ${WAIT_MS / 1000} s`);
}
