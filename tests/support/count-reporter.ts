import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { productStartsFile } from './product-starts';
import { kindOfTestFile, TEST_KINDS, type TestKind } from './test-kinds';

/**
 * Closes the run with what any CI log reader understands: `N passed, N failed`, the time each kind
 * of test took (summed over files, so with two workers the wall clock is about half), the slowest
 * files (where time is to be won), how many times the whole product was started (and how many files
 * were given one already running, started over), and every test that passed only on a retry:
 * flakiness is named, never hidden by the retry.
 */
const SLOWEST_SHOWN = 10;

export default class CountReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    rmSync(productStartsFile(vitest.config.root, process.pid), { force: true });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const retried: string[] = [];
    const time = new Map<TestKind, { files: number; ms: number }>();
    const byFile: { file: string; ms: number }[] = [];
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
        const retries = t.diagnostic()?.retryCount ?? 0;
        if (retries > 0)
          retried.push(
            `${m.relativeModuleId} > ${t.fullName} (${s} after ${retries} retr${retries === 1 ? 'y' : 'ies'})`,
          );
      }
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      const kind = kindOfTestFile(m.relativeModuleId, readFileSync(m.moduleId, 'utf8'));
      const d = m.diagnostic();
      const ms = d.duration + d.collectDuration + d.setupDuration;
      const sum = time.get(kind) ?? { files: 0, ms: 0 };
      time.set(kind, { files: sum.files + 1, ms: sum.ms + ms });
      byFile.push({ file: m.relativeModuleId, ms });
    }
    const out = process.stdout;
    out.write('\nTime by kind of test (summed over files)\n');
    for (const kind of TEST_KINDS) {
      const t = time.get(kind.id);
      if (t)
        out.write(
          `  ${kind.title.padEnd(22)} ${String(t.files).padStart(4)} files ${(t.ms / 1000).toFixed(0).padStart(6)} s\n`,
        );
    }
    out.write(`Slowest files\n`);
    for (const { file, ms } of byFile.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN))
      out.write(`  ${(ms / 1000).toFixed(0).padStart(6)} s  ${file}\n`);
    const startsFile = this.vitest ? productStartsFile(this.vitest.config.root, process.pid) : undefined;
    const starts =
      startsFile && existsSync(startsFile)
        ? readFileSync(startsFile, 'utf8').split('\n').filter(Boolean)
        : [];
    // Each line is "<pid> <what>": a start (seeded or restored), or a running product started over.
    const startedOver = starts.filter((line) => line.endsWith(' started over')).length;
    out.write(
      `Product starts: ${starts.length - startedOver} (and ${startedOver} test files given a running product started over)\n`,
    );
    if (startsFile) rmSync(startsFile, { force: true });
    out.write(
      retried.length === 0
        ? 'Tests that needed a retry: none\n'
        : `Tests that needed a retry (${retried.length}):\n${retried.map((r) => `  ${r}`).join('\n')}\n`,
    );
    out.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
