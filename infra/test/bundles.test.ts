import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ContextName, contextNames } from '@ezc/platform/bus/rules';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEzcStacks } from '../lib/ezc-app';
import { pascalCase } from '../lib/names';
import { cdkContext } from './synth';

/** Minified bundle, without its source map (bytes). */
const MAX_BUNDLE_BYTES = 500_000;
/**
 * Loading and evaluating the bundle in a fresh process, Node's own start excluded: CPU time (ms).
 * On a quiet machine it matches the wall time within a few ms, as the import is single-threaded
 * work; beside the other test files on two cores, the wall time measures the scheduler instead.
 */
const MAX_IMPORT_MS = 150;
const IMPORT_RUNS = 5;

/**
 * What a Lambda container does at cold start before the first event: import the handler's module.
 * Timed inside the child, so the Node start itself (which Lambda pays whatever the bundle) is not
 * counted. A rejection left behind by the import (a platform whose set-up fails without AWS) must
 * not end the process before it reports.
 */
const importTimer = `
process.on('unhandledRejection', () => {});
const cpu = process.cpuUsage();
const start = performance.now();
await import(process.argv[1]);
const wall = performance.now() - start;
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000 }));
process.exit(0);
`;

/**
 * Stand-ins for the values CloudFormation resolves at deploy. The secrets come as values and
 * SECRET_ARNS is empty, so nothing is fetched; the credentials are fake, and a client that honours
 * AWS_ENDPOINT_URL is sent to a closed local port, so a call that slips through fails at once.
 */
const deployTimeValues: Record<string, string> = {
  TABLE_NAME: 'ezc-loans',
  BUCKET_NAME: 'ezc-documents',
  EVENT_BUS_NAME: 'ezc-loans',
  EVENT_BUS_ARN: 'arn:aws:events:ap-southeast-1:111111111111:event-bus/ezc-loans',
  KMS_KEY_ID: 'arn:aws:kms:ap-southeast-1:111111111111:key/00000000-0000-0000-0000-000000000000',
  WEB_SOCKET_ENDPOINT: 'https://abcdef1234.execute-api.ap-southeast-1.amazonaws.com/live',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::111111111111:role/ezc-scheduler',
  SECRET_ARNS: '{}',
};
const runtimeEnvironment: Record<string, string> = {
  AWS_REGION: 'ap-southeast-1',
  AWS_DEFAULT_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'bundle-import-check',
  AWS_ENDPOINT_URL: 'http://127.0.0.1:9',
  AWS_LAMBDA_FUNCTION_NAME: 'bundle-import-check',
  AUTH_TOKEN_SECRET: 'a'.repeat(64),
  ORIGIN_VERIFY_SECRET: 'o'.repeat(64),
  SYSTEM_PASSWORD: 'p'.repeat(40),
  SYSTEM_API_KEY: 'k'.repeat(48),
  EMANDATE_WEBHOOK_SECRET: 'e'.repeat(48),
};

interface Timing {
  wall: number;
  cpu: number;
}

interface Measured {
  bytes: number;
  runs: Timing[];
  cpu: number;
  wall: number;
}

const names = [...contextNames.map((c) => `${pascalCase(c)}Function`), 'WsHandler', 'OutboxRelay'];
const measured = new Map<string, Measured>();
let outdir: string;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The function's environment as deployed: literal values kept, resolved ones stood in for. */
function environmentOf(fn: NodejsFunction): Record<string, string> {
  const cfn = fn.node.defaultChild as CfnFunction;
  const resolved = Stack.of(fn).resolve(cfn.environment) as { variables?: Record<string, unknown> };
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...runtimeEnvironment };
  for (const [key, value] of Object.entries(resolved.variables ?? {})) {
    env[key] = typeof value === 'string' ? value : (deployTimeValues[key] ?? `stand-in-${key.toLowerCase()}`);
  }
  return env;
}

function timeImport(file: string, env: Record<string, string>, cwd: string): Timing {
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', importTimer, pathToFileURL(file).href],
    {
      cwd,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  if (run.status !== 0) {
    throw new Error(`Importing ${file} failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
  return JSON.parse(run.stdout) as Timing;
}

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'ezc-bundles-'));
  const app = new App({
    outdir,
    context: {
      ...cdkContext,
      // Only the stacks whose functions are measured; the site is another build.
      'aws:cdk:bundling-stacks': ['EzcRealtime', 'EzcApi'],
      webDist: join(tmpdir(), `ezc-web-never-built-${process.pid}`),
    },
  });
  const stacks = addEzcStacks(app);
  const assembly = app.synth();
  const functions: Record<string, NodejsFunction> = {
    ...Object.fromEntries(
      (Object.entries(stacks.api.functions) as [ContextName, NodejsFunction][]).map(([c, fn]) => [
        `${pascalCase(c)}Function`,
        fn,
      ]),
    ),
    WsHandler: stacks.realtime.handler,
    OutboxRelay: stacks.api.relay.function,
  };
  const rows: string[] = [];
  for (const name of names) {
    const fn = functions[name]!;
    const asset = fn.node.findChild('Code') as Asset;
    const dir = join(assembly.directory, asset.assetPath);
    const file = join(dir, 'index.mjs');
    const env = environmentOf(fn);
    const runs = Array.from({ length: IMPORT_RUNS }, () => timeImport(file, env, dir));
    const result = {
      bytes: statSync(file).size,
      runs,
      cpu: median(runs.map((r) => r.cpu)),
      wall: median(runs.map((r) => r.wall)),
    };
    measured.set(name, result);
    const ms = (value: number) => value.toFixed(0).padStart(4);
    rows.push(
      `${name.padEnd(18)} ${(result.bytes / 1000).toFixed(0).padStart(5)} kB   import CPU ${ms(result.cpu)} ms, ` +
        `wall ${ms(result.wall)} ms   (CPU ${runs.map((r) => r.cpu.toFixed(0)).join(', ')})`,
    );
  }
  console.log(
    `Lambda bundles as cdk synth writes them (limits ${MAX_BUNDLE_BYTES / 1000} kB, ${MAX_IMPORT_MS} ms):\n${rows.join('\n')}`,
  );
}, 180_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('Lambda bundles', () => {
  it.each(names)(`%s is at most ${MAX_BUNDLE_BYTES / 1000} kB minified`, (name) => {
    expect(measured.get(name)!.bytes).toBeLessThanOrEqual(MAX_BUNDLE_BYTES);
  });

  it.each(names)(`%s imports in at most ${MAX_IMPORT_MS} ms of CPU (median of ${IMPORT_RUNS})`, (name) => {
    expect(measured.get(name)!.cpu).toBeLessThanOrEqual(MAX_IMPORT_MS);
  });
});
