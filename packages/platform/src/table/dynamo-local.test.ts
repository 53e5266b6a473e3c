import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { dynamoClient } from './dynamo-client';
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

describe('DynamoDB Local telemetry', () => {
  it('is off: nothing is reported and no metadata file appears in the working folder', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'ezc-telemetry-'));
    const db = await startDynamoLocal({ inMemory: true, cwd });
    try {
      const out = await dynamoClient({ endpoint: db.endpoint, region: 'ap-southeast-1' }).send(
        new ListTablesCommand({}),
      );
      expect(out.TableNames).toEqual([]);
      // With telemetry on, DynamoDB Local writes dynamodb-local-metadata.json here on its first call.
      await new Promise((r) => setTimeout(r, 1500));
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      await db.stop();
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 60_000);
});
