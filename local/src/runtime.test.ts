import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PortBusyError, startLocal } from './runtime';
import { SEED_VERSION } from './seed';

const root = resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'ezc-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A start on a data folder, as `npm start` makes one, with a quicker password hash and the quick
 * compiler for its database: what is proven here is what a restart keeps, not the seed's speed.
 */
const onDisk = {
  dataDir,
  root,
  web: false,
  logLevel: 'silent',
  shortLivedDatabase: true,
  env: { PASSWORD_HASH_COST: '10' },
} as const;

describe('npm start', () => {
  it('keeps data across a restart and says plainly when the port is busy', async () => {
    const first = await startLocal({ port: 0, ...onDisk });
    try {
      await first.platform.table.put({ PK: 'PROBE#restart', SK: 'PROBE', note: 'still here' });
      await expect(
        startLocal({ port: first.port, dataDir: `${dataDir}-other`, root, web: false, logLevel: 'silent' }),
      ).rejects.toThrow(PortBusyError);
      await expect(startLocal({ port: first.port, root, web: false, logLevel: 'silent' })).rejects.toThrow(
        /Port \d+ is already in use/,
      );
    } finally {
      await first.stop();
    }
    const second = await startLocal({ port: 0, ...onDisk });
    try {
      expect(await second.platform.table.get({ PK: 'PROBE#restart', SK: 'PROBE' })).toMatchObject({
        note: 'still here',
      });
      // The demo data is seeded once, not again on the second start.
      expect(await second.platform.table.get({ PK: 'SETTING#seed', SK: 'SETTING' })).toMatchObject({
        version: SEED_VERSION,
      });
    } finally {
      await second.stop();
    }
  }, 90_000);

  it("refuses to start the site without its background login's credentials, in spec §5's words", async () => {
    // Refused before anything starts: no database, no port.
    const start = (env: Record<string, string>) =>
      startLocal({ port: 0, dataDir: `${dataDir}-refused`, root, inMemory: true, logLevel: 'silent', env });
    await expect(start({ SYSTEM_EMAIL: '' })).rejects.toThrow(
      "The site's background login cannot start:\n  System email or password is missing!",
    );
    // As in AWS, where a process holds only the secrets it is handed.
    await expect(start({ STAGE: 'aws', PUBLIC_URL: 'https://loans.example.com' })).rejects.toThrow(
      "The site's background login cannot start:\n  System email or password is missing!\n  CRM client id is missing!",
    );
    await expect(start({ COMMON_CLIENT_ID: ' ' })).rejects.toThrow(/\n {2}Common client id is missing!$/);
  });
});
