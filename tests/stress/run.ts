/**
 * `npm run stress`: the full versions of the stress proofs (tests/stress), then a summary of the
 * figures each wrote to bench/results/stress-<part>.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const only = process.argv.slice(2);
const started = Date.now();
const out = spawnSync('npx', ['vitest', 'run', ...(only.length ? only : ['tests/stress'])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STRESS: 'full', TZ: 'UTC' },
});
const results = join(root, 'bench', 'results');
console.log(`\nStress proofs (full) in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (existsSync(results)) {
  for (const file of readdirSync(results)
    .filter((f) => /^stress-.*\.json$/.test(f))
    .sort()) {
    const { part, mode, at, ...figures } = JSON.parse(readFileSync(join(results, file), 'utf8'));
    console.log(`${part} (${mode}, ${at}):`);
    console.log(JSON.stringify(figures.summary ?? figures, null, 2));
  }
}
process.exit(out.status ?? 1);
