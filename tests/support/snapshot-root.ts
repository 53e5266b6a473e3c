import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * A folder for the run's saved demo stores (support/demo-snapshot.ts), made on first need by
 * whichever test file needs one first, and gone when the run ends.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'ezc-snapshots-'));
  project.provide('snapshotRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotRoot: string;
  }
}
