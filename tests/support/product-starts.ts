import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Where a run notes each start of the whole product (one line each), for the run's summary; one
 * file per run, named for the run's main process (the test workers' parent).
 */
export function productStartsFile(root: string, runPid: number): string {
  return join(root, 'node_modules', '.cache', 'ezc-tests', `product-starts-${runPid}.log`);
}

/** Notes one start of the whole product in this run. */
export function noteProductStart(what: string): void {
  const file = productStartsFile(resolve(import.meta.dirname, '..', '..'), process.ppid);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${process.pid} ${what}\n`);
}
