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
    timeout: Duration.seconds(29),
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
      // Bundle the AWS SDK too: the runtime's copy lags behind the 3.x version the adapters are tested with.
      externalModules: [],
    },
  });
}
