import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { fromRoot, repoRoot } from './paths';

export interface EzcFunctionProps {
  /** Entry file, relative to the repository root. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  /**
   * Modules bundled into files of their own beside `index.mjs`, for code that only some calls
   * need: the function imports them at run time, on first use, so its cold start skips them.
   */
  lazyModules?: readonly LazyModule[];
  /** How long a call may run: 29 s by default, under API Gateway's 30 s integration limit. */
  timeout?: Duration;
  /** At most this many run at once (and always this many may): none set by default. */
  reservedConcurrency?: number;
}

export interface LazyModule {
  /** Entry file, relative to the repository root. */
  entry: string;
  /** The file it becomes, beside `index.mjs`, as the code's run-time import names it. */
  file: string;
}

/** The workspace packages are ESM TypeScript; some dependencies still call `require`. */
const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** Every function of the product: Node 22 on Graviton, bundled as ESM by the local esbuild. */
export function ezcFunction(scope: Construct, id: string, props: EzcFunctionProps): NodejsFunction {
  // An explicit log group instead of `logRetention`, whose custom resource needs a `*` policy.
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return new NodejsFunction(scope, id, {
    entry: fromRoot(props.entry),
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    // Just under API Gateway's 30 s integration limit, so the function's own timeout is what fires.
    timeout: props.timeout ?? Duration.seconds(29),
    ...(props.reservedConcurrency !== undefined
      ? { reservedConcurrentExecutions: props.reservedConcurrency }
      : {}),
    logGroup,
    projectRoot: repoRoot,
    depsLockFilePath: fromRoot('package-lock.json'),
    environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    bundling: {
      format: OutputFormat.ESM,
      mainFields: ['module', 'main'],
      target: 'node22',
      banner: requireShim,
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      // The AWS SDK is bundled too: the version the adapters are tested with, not the runtime's
      // (which changes under a deployed function), and minified into one file it imports in about
      // half the CPU time the runtime's separate files take (README, "Cold starts").
      externalModules: [],
      ...(props.lazyModules?.length ? { commandHooks: lazyBundles(props.lazyModules) } : {}),
    },
  });
}

/** The esbuild runs that write the lazy modules beside the function's bundle, as it is bundled. */
function lazyBundles(modules: readonly LazyModule[]) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) =>
      modules.map(
        (m) =>
          `"${inputDir}/node_modules/.bin/esbuild" "${inputDir}/${m.entry}" --bundle --platform=node --format=esm ` +
          `--target=node22 --main-fields=module,main --minify --sourcemap --sources-content=false --log-level=warning ` +
          `--outfile="${outputDir}/${m.file}"`,
      ),
  };
}
