import { SecretsManagerReader } from '../aws/secrets-manager';
import { SsmParameterReader } from '../aws/ssm-parameters';
import { systemClock } from '../clock/clock';
import { parseConfig, setConfig } from '../config';
import { sessionVerifier } from '../http/session-verifier';
import { randomIds } from '../ids';
import { createLogger } from '../log';
import { type Platform, setPlatform } from '../platform';
import { AggregateStore } from '../table/aggregate-store';
import { dynamoApi } from '../table/dynamo-api';
import { Table } from '../table/table';
import { type AwsAdapterContext, type AwsAdapters, extraPorts, required } from './aws-adapters';
import { type Env, withPublicUrl, withSecrets } from './secret-env';

export interface AwsPlatformOptions {
  env?: Env;
  /** Reads secrets by ARN; Secrets Manager in the function's region by default. */
  readSecrets?: (ids: string[]) => Promise<Record<string, string>>;
  /** Reads an SSM parameter (PUBLIC_URL_PARAMETER); Parameter Store in the function's region by default. */
  readParameter?: (name: string) => Promise<string>;
}

/**
 * The platform of one Lambda: the core ports every context uses (config, log, clock, ids, table,
 * store, tokens) and the adapters its handler names. A port not named is not built, and touching
 * it says which port is missing, instead of failing somewhere inside an undefined.
 */
export async function buildAwsPlatform(
  adapters: AwsAdapters,
  options: AwsPlatformOptions = {},
): Promise<Platform> {
  const env = options.env ?? process.env;
  const region = env.AWS_REGION ?? 'ap-southeast-1';
  const read = options.readSecrets ?? ((ids: string[]) => new SecretsManagerReader({ region }).read(ids));
  const readParameter =
    options.readParameter ?? ((name: string) => new SsmParameterReader({ region }).read(name));
  const [withValues, withUrl] = await Promise.all([
    withSecrets(env, read),
    withPublicUrl(env, readParameter),
  ]);
  const config = parseConfig({ ...withValues, PUBLIC_URL: withUrl.PUBLIC_URL, STAGE: 'aws' });
  const log = createLogger(config.LOG_LEVEL, { fn: env.AWS_LAMBDA_FUNCTION_NAME });
  // DYNAMODB_ENDPOINT is only set when the Lambda entry is exercised against DynamoDB Local in tests.
  const endpoint = config.DYNAMODB_ENDPOINT;
  const table = new Table(dynamoApi({ region: config.AWS_REGION, endpoint }), config.TABLE_NAME);
  const secret = required('AUTH_TOKEN_SECRET', config.AUTH_TOKEN_SECRET);
  const platform = {
    config,
    log,
    clock: systemClock,
    ids: randomIds,
    table,
    store: new AggregateStore(table, systemClock, randomIds),
    tokens: sessionVerifier({ secret, table, now: () => new Date() }),
    tokenSecret: secret,
  } as Platform;
  const ctx: AwsAdapterContext = { config, log, table };
  for (const port of extraPorts) {
    const factory = adapters[port];
    if (factory) {
      Object.assign(platform, { [port]: factory(ctx) });
    } else {
      Object.defineProperty(platform, port, {
        get() {
          throw new Error(`The ${port} port is not installed in this function: name it in its handler`);
        },
      });
    }
  }
  setConfig(config);
  return platform;
}

let ready: Promise<void> | undefined;

/**
 * Assembles the platform once per Lambda container with the adapters the handler names, e.g.
 * `installAwsPlatform({ blobs: s3Blobs, mail: sesMail })`. The handler awaits the returned promise
 * before its first request, so a cold start reads the secrets exactly once.
 */
export function installAwsPlatform(adapters: AwsAdapters = {}): Promise<void> {
  ready ??= buildAwsPlatform(adapters).then(setPlatform);
  return ready;
}
