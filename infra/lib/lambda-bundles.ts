import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ContextName, contextNames } from '@ezc/platform/bus/rules';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { cdkContext } from './cdk-context';
import { addEzcStacks } from './ezc-app';
import { pascalCase } from './names';

/**
 * Every Lambda bundle as `cdk synth` writes it, for the size check (tests) and the cold-start
 * measure (bench): the files of each function's asset, and the environment it runs with.
 */

export interface BundledFunction {
  name: string;
  dir: string;
  /** The function's modules: `index.mjs` first, then any module it loads on first use. */
  modules: { file: string; bytes: number }[];
  env: Record<string, string>;
}

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
  // What the site's address parameter (PUBLIC_URL_PARAMETER) holds once the web stack is deployed.
  PUBLIC_URL: 'https://loans.example.com',
};

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

/** Synthesizes the API and realtime stacks into `outdir`, bundling their functions. */
export function bundleFunctions(outdir: string): BundledFunction[] {
  const app = new App({
    outdir,
    context: {
      ...cdkContext,
      // Only the stacks whose functions are measured; the site is another build.
      'aws:cdk:bundling-stacks': ['EzcRealtime', 'EzcApi'],
      webDist: join(outdir, 'web-never-built'),
    },
  });
  const stacks = addEzcStacks(app);
  const assembly = app.synth();
  const functions: [string, NodejsFunction][] = [
    ...(Object.entries(stacks.api.functions) as [ContextName, NodejsFunction][]).map(
      ([c, fn]) => [`${pascalCase(c)}Function`, fn] as [string, NodejsFunction],
    ),
    ['WsHandler', stacks.realtime.handler],
    ['OutboxRelay', stacks.api.relay.function],
  ];
  const order = [...contextNames.map((c) => `${pascalCase(c)}Function`), 'WsHandler', 'OutboxRelay'];
  functions.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return functions.map(([name, fn]) => {
    const asset = fn.node.findChild('Code') as Asset;
    const dir = join(assembly.directory, asset.assetPath);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .sort((a, b) => (a === 'index.mjs' ? -1 : b === 'index.mjs' ? 1 : a.localeCompare(b)));
    return {
      name,
      dir,
      modules: files.map((file) => ({ file, bytes: statSync(join(dir, file)).size })),
      env: environmentOf(fn),
    };
  });
}

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
const mod = await import(process.argv[1]);
const wall = performance.now() - start;
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000, exports: Object.keys(mod) }));
process.exit(0);
`;

export interface ImportTiming {
  wall: number;
  cpu: number;
  exports: string[];
}

/** Imports one bundled module in a fresh Node process, as the Lambda runtime would. */
export function timeImport(fn: BundledFunction, file: string): ImportTiming {
  const path = join(fn.dir, file);
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', importTimer, pathToFileURL(path).href],
    { cwd: fn.dir, env: fn.env, encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) {
    throw new Error(`Importing ${path} failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
  return JSON.parse(run.stdout) as ImportTiming;
}
