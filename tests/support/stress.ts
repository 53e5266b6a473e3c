import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The stress proofs (tests/stress) run twice over: a fast version in `npm test`, where a
 * regression fails the suite, and a full version in `npm run stress` (STRESS=full), sized as the
 * claims say. Both write their figures to `bench/results/stress-<part>.json`, which the README
 * summarises.
 */
export const STRESS_MODE: 'fast' | 'full' = process.env.STRESS === 'full' ? 'full' : 'fast';

/** The fast size in `npm test`, the full one in `npm run stress`. */
export const stressSize = <T>(fast: T, full: T): T => (STRESS_MODE === 'full' ? full : fast);

const resultsDir = resolve(import.meta.dirname, '..', '..', 'bench', 'results');

/** Writes one part's figures, with the mode and the moment, and answers the file's path. */
export function writeStressResult(part: string, figures: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `stress-${part}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ part, mode: STRESS_MODE, at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  return file;
}
