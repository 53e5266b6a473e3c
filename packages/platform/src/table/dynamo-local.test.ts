import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDynamoLocal } from './dynamo-local';

const dataDir = mkdtempSync(join(tmpdir(), 'ezc-orphan-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('DynamoDB Local on disk', () => {
  it('stops a database left behind by a process that was killed outright', async () => {
    const first = await startDynamoLocal({ dataDir });
    const pidFile = join(dataDir, 'db', 'dynamodb-local.pid');
    const orphan = Number(readFileSync(pidFile, 'utf8'));
    expect(existsSync(`/proc/${orphan}`)).toBe(true);

    // As if the first owner had died without stopping it: a new start finds and stops it.
    const second = await startDynamoLocal({ dataDir });
    try {
      expect(existsSync(`/proc/${orphan}`)).toBe(false);
      expect(Number(readFileSync(pidFile, 'utf8'))).not.toBe(orphan);
    } finally {
      await second.stop();
      await first.stop();
    }
    expect(existsSync(pidFile)).toBe(false);
  }, 60_000);
});
