/**
 * `npm test`: installs what a fresh machine lacks (when allowed), then runs every check:
 * format and lint, types, architecture rules, the site build, and the vitest suite (unit,
 * integration against DynamoDB Local, CDK assertions, browser tests in Chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * The API document of every context, as integrators and generated clients get it, must pass
 * Redocly's recommended rules and Spectral's OpenAPI rules without a single warning.
 */
function lintApiDocument(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'ezc-openapi-'));
  const file = join(dir, 'openapi.json');
  try {
    const quiet = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    return (
      run('Write the API document', 'npx', ['tsx', 'infra/lib/api-reference.ts', file]) &&
      run(
        'Lint it (Redocly, recommended)',
        'npx',
        ['redocly', 'lint', file, '--config', 'redocly.yaml'],
        quiet,
      ) &&
      run('Lint it (Spectral, oas)', 'npx', [
        'spectral',
        'lint',
        file,
        '--ruleset',
        '.spectral.yaml',
        '--fail-severity',
        'warn',
      ])
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const results: [string, boolean][] = [];
const step = (title: string, cmd: string, args: string[], env?: Record<string, string>) => {
  results.push([title, run(title, cmd, args, env)]);
};

if (only.length === 0) {
  step('Format and lint (biome)', 'npx', ['biome', 'check', '.']);
  step('Types (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  step('Architecture rules (dependency-cruiser)', 'npx', [
    'depcruise',
    'packages',
    'functions',
    'local',
    'infra',
    '--config',
    '.dependency-cruiser.cjs',
  ]);
  results.push(['API document (Redocly, Spectral)', lintApiDocument()]);
  step('Build the site (astro build)', 'npm', ['run', 'build', '--workspace', 'web']);
  step('Site types (tsc)', 'npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']);
}
step('Test suite (vitest)', 'npx', ['vitest', 'run', ...only], { TZ: 'UTC' });

console.log('\nSummary');
for (const [title, ok] of results) console.log(`  ${ok ? '✔' : '✘'} ${title}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
