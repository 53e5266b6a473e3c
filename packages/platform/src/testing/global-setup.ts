import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CLASS_ARCHIVE_DIR_ENV, startDynamoLocal } from '../table/dynamo-local';

/**
 * Starts one in-memory DynamoDB Local for the whole test run, and gives the run's short-lived
 * databases a folder for their shared class archive (see startDynamoLocal). The test processes
 * start after this and inherit the variable; the folder goes with the run, so every run (a fresh
 * clone, another JVM) records its own.
 */
export default async function setup(project: TestProject) {
  const archiveDir = mkdtempSync(join(tmpdir(), 'ezc-dynamodb-classes-'));
  process.env[CLASS_ARCHIVE_DIR_ENV] = archiveDir;
  const db = await startDynamoLocal({ inMemory: true });
  project.provide('dynamoEndpoint', db.endpoint);
  return async () => {
    await db.stop();
    rmSync(archiveDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
