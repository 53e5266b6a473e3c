import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dropTable } from '@ezc/platform/testing/test-table';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEV_TOKEN_HEADER } from './dev-token';
import { startLocal } from './runtime';
import { ephemeralSecrets } from './secrets';

const root = resolve(import.meta.dirname, '..', '..');
const endpoint = inject('dynamoEndpoint');
const folder = mkdtempSync(join(tmpdir(), 'ezc-start-over-'));
const tables = ['ezc-start-over-first', 'ezc-start-over-second'];
afterAll(async () => {
  for (const t of tables) await dropTable(endpoint, t);
  rmSync(folder, { recursive: true, force: true });
});

describe('a running product started over', () => {
  it('serves a new store restored from a snapshot at the same address, with the settings given now', async () => {
    const dataDir = join(folder, 'data');
    const rt = await startLocal({
      port: 0,
      inMemory: true,
      dataDir,
      root,
      web: false,
      seed: false,
      logLevel: 'silent',
      dynamoEndpoint: endpoint,
      secrets: ephemeralSecrets(),
      clockAt: new Date('2026-01-05T02:00:00.000Z'),
      env: { TABLE_NAME: tables[0]!, PASSWORD_HASH_COST: '10', DAILY_RUN_PAGE: '7' },
    });
    try {
      const url = rt.url;
      const { adapters } = rt;
      await rt.platform.table.put({ PK: 'PROBE#saved', SK: 'PROBE', note: 'in the snapshot' });
      await rt.settle();
      const saved = join(folder, 'saved');
      mkdirSync(saved);
      const snapshot = await rt.snapshot(saved);
      await rt.platform.table.put({ PK: 'PROBE#later', SK: 'PROBE', note: 'after the snapshot' });
      const helpers = { [DEV_TOKEN_HEADER]: rt.devToken, 'content-type': 'application/json' };
      const moved = await fetch(`${url}/api/dev/clock`, {
        method: 'POST',
        headers: helpers,
        body: JSON.stringify({ now: '2026-06-30T10:00:00+08:00' }),
      });
      expect(moved.status).toBe(200);
      expect(rt.config.DAILY_RUN_PAGE).toBe(7);

      await rt.startOver(snapshot, {
        dynamoEndpoint: endpoint,
        tableName: tables[1]!,
        env: { PASSWORD_HASH_COST: '10' },
      });

      expect(rt.url).toBe(url);
      // The adapters of the new store, not of the old one.
      expect(adapters).not.toBe(rt.adapters);
      expect(rt.config.TABLE_NAME).toBe('ezc-start-over-second');
      // Not carried over from the start: the default again.
      expect(rt.config.DAILY_RUN_PAGE).toBe(200);
      expect(await rt.platform.table.get({ PK: 'PROBE#saved', SK: 'PROBE' })).toMatchObject({
        note: 'in the snapshot',
      });
      expect(await rt.platform.table.get({ PK: 'PROBE#later', SK: 'PROBE' })).toBeUndefined();
      // The local helpers answer at the same address with the same token, on the snapshot's clock.
      expect(readFileSync(join(dataDir, 'dev-token'), 'utf8').trim()).toBe(rt.devToken);
      const clock = await fetch(`${url}/api/dev/clock`, { headers: helpers });
      expect(clock.status).toBe(200);
      const { now } = (await clock.json()) as { now: string };
      expect(now >= '2026-01-05T02:00:00.000Z' && now < '2026-01-05T03:00:00.000Z').toBe(true);
      // Its relay reads the new table's stream: settling answers.
      await rt.settle();
    } finally {
      await rt.stop();
    }
  });
});
