import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ephemeralSecrets, type LocalSecrets } from '@ezc/local/secrets';
import type { TestProject } from 'vitest/node';

/** Where the test workers note the pids of their databases (support/worker-database.ts). */
export function workerDatabasesFolder(root: string): string {
  return join(root, 'worker-databases');
}

/** Stops the databases the test workers left running: a worker ends without stopping its own. */
function stopWorkerDatabases(root: string): void {
  const folder = workerDatabasesFolder(root);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const pid = Number(name);
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // Only that DynamoDB Local: a pid reused since by anything else is left alone.
    if (cmdline.includes('DynamoDBLocal')) process.kill(pid, 'SIGKILL');
  }
}

/**
 * A folder for the run's saved demo stores (support/demo-snapshot.ts), made on first need by
 * whichever test file needs one first, and gone when the run ends, with the workers' databases.
 * The stores are sealed with the run's one set of keys, so a running product can start over from
 * either (support/server.ts).
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'ezc-snapshots-'));
  project.provide('snapshotRoot', root);
  project.provide('storeSecrets', ephemeralSecrets());
  return () => {
    stopWorkerDatabases(root);
    rmSync(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotRoot: string;
    storeSecrets: LocalSecrets;
  }
}
