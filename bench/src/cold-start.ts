import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFunctions, timeImport } from '@ezc/infra/lib/lambda-bundles';
import { round } from './in-process-load';

/**
 * A Lambda's cold start before its first event: importing its bundle in a fresh Node process
 * (Node's own start excluded), each function's handler and each module it loads on first use.
 * CPU time is the figure to read: on a quiet machine it matches the wall time within a few ms;
 * beside other work on two cores, the wall time measures the scheduler instead.
 */
export async function coldStartBench(runs: number) {
  const outdir = mkdtempSync(join(tmpdir(), 'ezc-bench-bundles-'));
  try {
    const rows = [];
    for (const fn of bundleFunctions(outdir)) {
      for (const m of fn.modules) {
        const timings = Array.from({ length: runs }, () => timeImport(fn, m.file));
        const median = (values: number[]) =>
          [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        rows.push({
          function: fn.name,
          module: m.file,
          kB: round(m.bytes / 1000),
          'import CPU ms (median)': round(median(timings.map((t) => t.cpu))),
          'import wall ms (median)': round(median(timings.map((t) => t.wall))),
        });
      }
    }
    return { runs, rows };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
