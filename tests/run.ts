/**
 * `npm test`: installs what a fresh machine lacks (when allowed), then runs every check:
 * format and lint, types, architecture rules, the site build, and the vitest suite (unit,
 * integration against DynamoDB Local, CDK assertions, browser tests in Chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHROMIUM, HEADLESS_SHELL } from './support/chromium-paths';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(title: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const out = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = out.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs `pkg` when `present()` fails; an `optional` one that cannot be installed is done without. */
function ensureSystemPackage(what: string, present: () => boolean, pkg: string, optional = false): void {
  if (present()) return;
  if (!isRoot) {
    console.error(`\n${what} is missing. Install it with: sudo apt-get install -y ${pkg}\n`);
    if (optional) return;
    process.exit(1);
  }
  console.log(`\n${what} is missing; installing the Debian package ${pkg}…`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0 || !present()) {
    console.error(`\nCould not install ${pkg}. Install it by hand: apt-get install -y ${pkg}\n`);
    if (optional) return;
    process.exit(1);
  }
}

ensureSystemPackage('Chromium (for the browser tests)', () => existsSync(CHROMIUM), 'chromium');
// Its headless shell runs the browser tests about a fifth faster; without it they use Chromium.
ensureSystemPackage(
  "Chromium's headless shell (faster browser tests)",
  () => existsSync(HEADLESS_SHELL),
  'chromium-headless-shell',
  true,
);
ensureSystemPackage('Java 17 (for DynamoDB Local)', () => hasCommand('java'), 'openjdk-17-jre-headless');

interface Check {
  readonly title: string;
  /** Commands run one after another; the check fails at the first that fails. */
  readonly steps: readonly (readonly [string, string[], Record<string, string>?])[];
}

/**
 * Runs a check with its output kept until it ends, so that checks run side by side print whole,
 * one after another. Answers whether every step passed.
 */
function runCheck(check: Check): Promise<boolean> {
  const started = Date.now();
  const output: Buffer[] = [];
  const finish = (ok: boolean) => {
    process.stdout.write(`\n▶ ${check.title}\n`);
    process.stdout.write(Buffer.concat(output));
    console.log(`${ok ? '✔' : '✘'} ${check.title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return ok;
  };
  return (async () => {
    for (const [cmd, args, env] of check.steps) {
      const ok = await new Promise<boolean>((resolve) => {
        const child = spawn(cmd, args, {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (d: Buffer) => output.push(d));
        child.stderr.on('data', (d: Buffer) => output.push(d));
        child.on('error', (e) => {
          output.push(Buffer.from(`${String(e)}\n`));
          resolve(false);
        });
        child.on('close', (code) => resolve(code === 0));
      });
      if (!ok) return finish(false);
    }
    return finish(true);
  })();
}

/** Runs the checks `width` at a time (each is mostly one process on one core), in their order. */
async function runChecks(checks: readonly Check[], width: number): Promise<[string, boolean][]> {
  const results: [string, boolean][] = checks.map((c) => [c.title, false]);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < checks.length; i = next++) {
      const check = checks[i];
      if (check) results[i] = [check.title, await runCheck(check)];
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * The API document of every context, as integrators and generated clients get it, must pass
 * Redocly's recommended rules and Spectral's OpenAPI rules without a single warning.
 */
const only = process.argv.slice(2);
const apiDocument =
  only.length === 0 ? join(mkdtempSync(join(tmpdir(), 'ezc-openapi-')), 'openapi.json') : '';
const quiet = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const checks: Check[] = [
  // The longest first, so that the two lanes end about together.
  { title: 'Types (tsc)', steps: [['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']]] },
  { title: 'Build the site (astro build)', steps: [['npm', ['run', 'build', '--workspace', 'web']]] },
  { title: 'Site types (tsc)', steps: [['npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']]] },
  {
    title: 'API document (Redocly, Spectral)',
    steps: [
      ['npx', ['tsx', 'infra/lib/api-reference.ts', apiDocument]],
      ['npx', ['redocly', 'lint', apiDocument, '--config', 'redocly.yaml'], quiet],
      ['npx', ['spectral', 'lint', apiDocument, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']],
    ],
  },
  {
    title: 'Architecture rules (dependency-cruiser)',
    steps: [
      [
        'npx',
        ['depcruise', 'packages', 'functions', 'local', 'infra', '--config', '.dependency-cruiser.cjs'],
      ],
    ],
  },
  { title: 'Format and lint (biome)', steps: [['npx', ['biome', 'check', '.']]] },
];

const results: [string, boolean][] = [];
if (only.length === 0) {
  // The checks are independent and each mostly keeps one core busy: two at a time on two cores.
  const started = Date.now();
  results.push(...(await runChecks(checks, 2)));
  rmSync(dirname(apiDocument), { recursive: true, force: true });
  console.log(`\nChecks done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
results.push([
  'Test suite (vitest)',
  run('Test suite (vitest)', 'npx', ['vitest', 'run', ...only], { TZ: 'UTC' }),
]);

console.log('\nSummary');
for (const [title, ok] of results) console.log(`  ${ok ? '✔' : '✘'} ${title}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
