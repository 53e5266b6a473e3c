import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from './dynamo-client';
import { CLASS_ARCHIVE_DIR_ENV, type DynamoLocal, startDynamoLocal } from './dynamo-local';

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
      // With telemetry on, DynamoDB Local has written dynamodb-local-metadata.json here by the time
      // it answers its first call; once it has exited it can write nothing more.
      await db.stop();
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      await db.stop();
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 60_000);
});

/** This machine's own addresses other than the loopback: where another machine would reach it. */
const outsideAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a !== undefined && !a.internal && !a.address.startsWith('fe80:'))
  .map((a) => a!.address);

/** Whether a TCP connection to `host:port` opens; else the error's code. */
const tcp = (host: string, port: number) =>
  new Promise<true | string>((res) => {
    const socket = connect({ host, port, timeout: 5000 });
    socket.once('connect', () => {
      socket.destroy();
      res(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      res('timeout');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => res(e.code ?? e.message));
  });

async function expectLoopbackOnly(endpoint: string) {
  const port = Number(new URL(endpoint).port);
  expect(await tcp('127.0.0.1', port)).toBe(true);
  const out = await dynamoClient({ endpoint, region: 'ap-southeast-1' }).send(new ListTablesCommand({}));
  expect(out.TableNames).toBeInstanceOf(Array);
  for (const address of outsideAddresses) {
    expect([address, await tcp(address, port)]).toEqual([address, 'ECONNREFUSED']);
  }
}

describe.skipIf(outsideAddresses.length === 0)('DynamoDB Local on the network', () => {
  it("answers on 127.0.0.1 and refuses connections through the machine's other addresses, on disk (npm start)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ezc-loopback-'));
    const db = await startDynamoLocal({ dataDir: dir });
    try {
      expect(new URL(db.endpoint).hostname).toBe('127.0.0.1');
      await expectLoopbackOnly(db.endpoint);
    } finally {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("the test run's shared database too", async () => {
    await expectLoopbackOnly(inject('dynamoEndpoint'));
  });

  it("a test server's database, which records the run's class archive and then starts from it", async () => {
    // A class archive of this test's own, so that the first database records it and the second maps it.
    const runArchive = process.env[CLASS_ARCHIVE_DIR_ENV];
    const archiveDir = mkdtempSync(join(tmpdir(), 'ezc-loopback-classes-'));
    process.env[CLASS_ARCHIVE_DIR_ENV] = archiveDir;
    let db: DynamoLocal | undefined;
    try {
      db = await startDynamoLocal({ inMemory: true, shortLived: true });
      await expectLoopbackOnly(db.endpoint);
      await db.stop();
      expect(existsSync(join(archiveDir, 'dynamodb-local.jsa'))).toBe(true);

      db = await startDynamoLocal({ inMemory: true, shortLived: true });
      await expectLoopbackOnly(db.endpoint);
      // The JVM maps the archive it was given (it would start without it, silently, were it unusable).
      expect(readFileSync(`/proc/${db.pid}/maps`, 'utf8')).toContain(join(archiveDir, 'dynamodb-local.jsa'));
    } finally {
      await db?.stop();
      if (runArchive === undefined) delete process.env[CLASS_ARCHIVE_DIR_ENV];
      else process.env[CLASS_ARCHIVE_DIR_ENV] = runArchive;
      rmSync(archiveDir, { recursive: true, force: true });
    }
  }, 120_000);
});
