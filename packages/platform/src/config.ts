import { DEFAULT_COMPANY_ADDRESS, DEFAULT_COMPANY_NAME, DEFAULT_LENDING_LICENCE_NO } from '@ezc/domain';
import * as z from 'zod';

/**
 * Configuration, parsed once at start and strict: a wrong value stops the process with a
 * message naming the variable, instead of failing later in a request.
 */
/** One WebRTC ICE server as browsers take it (RTCIceServer). */
const iceServerSchema = z.object({
  urls: z.union([z.string().regex(/^(stun|turn|turns):/), z.array(z.string().regex(/^(stun|turn|turns):/))]),
  username: z.string().optional(),
  credential: z.string().optional(),
  /**
   * A TURN server's shared secret (coturn's `static-auth-secret`): each browser is given its own
   * short-lived username and password made from it (the TURN REST API), never the secret.
   */
  sharedSecret: z.string().min(16).optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * `ICE_SERVERS`: JSON, one server or a list of them. A server with no URLs is left out, so a
 * placeholder secret (`{"urls":[],...}`) means none until its TURN server is filled in.
 */
const iceServersSchema = z
  .string()
  .default('[]')
  .transform((text, ctx): IceServer[] => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: an ICE server or a list of them' });
      return z.NEVER;
    }
    const parsed = z.array(iceServerSchema).safeParse(Array.isArray(value) ? value : [value]);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'each ICE server needs stun:, turn: or turns: urls' });
      return z.NEVER;
    }
    return parsed.data.filter((s) => (Array.isArray(s.urls) ? s.urls.length > 0 : true));
  });

const configSchema = z.object({
  STAGE: z.enum(['local', 'aws']).default('local'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  DATA_DIR: z.string().min(1).default('.data'),
  TABLE_NAME: z.string().min(3).default('ezc-loans'),
  BUCKET_NAME: z.string().min(3).default('ezc-documents'),
  EVENT_BUS_NAME: z.string().min(1).default('ezc-loans'),
  /** Set by the local runner to its DynamoDB Local endpoint; unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().default('ap-southeast-1'),
  /** HMAC key for access tokens. Locally generated once and kept in DATA_DIR. */
  AUTH_TOKEN_SECRET: z.string().min(32).optional(),
  COMPANY_NAME: z.string().min(1).default(DEFAULT_COMPANY_NAME),
  LENDING_LICENCE_NO: z.string().min(1).default(DEFAULT_LENDING_LICENCE_NO),
  /** The lender's address, as the loan agreement prints it. */
  COMPANY_ADDRESS: z.string().min(1).default(DEFAULT_COMPANY_ADDRESS),
  EMANDATE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /**
   * The e-mandate provider's sign-up page; the borrower is sent there with `?MandateId=…`. Unset
   * locally, where the local process serves a simulated provider's page instead.
   */
  EMANDATE_SIGNUP_URL: z.url().optional(),
  /** Largest accepted JSON body, in bytes. Uploads have their own limit. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * Loan accounts the daily run changes per invocation before handing on to the next (a few
   * seconds of work each).
   */
  DAILY_RUN_PAGE: z.coerce.number().int().min(1).max(1000).default(200),
  /**
   * scrypt's cost for passwords, as log2 N: OWASP's minimum, 17 (128 MiB a hash), wherever people
   * sign in. Only a local process may go lower (the test servers do, so that the hundreds of
   * sign-ins of a test run do not each spend half a CPU-second); STAGE=aws refuses it.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Customers the retention run checks per invocation before handing on to the next. */
  RETENTION_RUN_PAGE: z.coerce.number().int().min(1).max(1000).default(100),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  KMS_KEY_ID: z.string().optional(),
  WEB_SOCKET_ENDPOINT: z.string().optional(),
  SCHEDULER_ROLE_ARN: z.string().optional(),
  EVENT_BUS_ARN: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@ezc.example'),
  /**
   * The site's public origin. Every link the product mails (a password reset, an e-mail
   * verification, a two-step set-up) is built on it and on nothing a request says (not its Host,
   * not a link it sends). Required with STAGE=aws, where the CDK sets it from the site's domain;
   * the local process uses its own address (see siteLink).
   */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be the http(s) origin of the site, e.g. https://loans.example.com',
    })
    .transform((u) => new URL(u).origin)
    .optional(),
  /**
   * AWS without a custom domain: the SSM parameter the web stack writes the distribution's
   * address into (the API's stacks are deployed before the site's, so they cannot name it). Read
   * once at cold start into PUBLIC_URL.
   */
  PUBLIC_URL_PARAMETER: z.string().startsWith('/').optional(),
  /** The background system account (spec §5): its sign-in e-mail, password and API key. */
  SYSTEM_EMAIL: z.string().default('system@ezc.local'),
  SYSTEM_PASSWORD: z.string().min(8).optional(),
  SYSTEM_API_KEY: z.string().min(16).optional(),
  /**
   * The client id the site's background session presents for the common side (spec §5's 'Common
   * client id'): one identity knows.
   */
  COMMON_CLIENT_ID: z.string().default('loan-web'),
  /**
   * AWS: the value CloudFront adds as the `X-Origin-Verify` header on requests it forwards to the
   * API; only a request carrying it may have its viewer address header believed.
   */
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /**
   * Locally: addresses of reverse proxies in front of the process, comma separated; only a request
   * from one of them may name the client in `X-Forwarded-For`. None by default.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  /**
   * WebRTC ICE servers of live signing sessions, answered to both browsers when they join. None
   * locally (two browsers on one machine meet by their host candidates); in AWS a TURN server's,
   * from Secrets Manager like the other secrets (`SECRET_ARNS`).
   */
  ICE_SERVERS: iceServersSchema,
});

/**
 * Secrets the local process may run with. In AWS each comes from Secrets Manager (the stacks pass
 * their ARNs in `SECRET_ARNS`) and a local value there is refused: it is published in this file.
 */
export const localSecretDefaults = {
  SYSTEM_PASSWORD: 'Demo#2026',
  SYSTEM_API_KEY: 'local-system-api-key-0001',
  EMANDATE_WEBHOOK_SECRET: 'local-e-mandate-secret',
} as const;

type SecretName = keyof typeof localSecretDefaults;

export type Config = z.infer<typeof configSchema>;

/** scrypt's cost (log2 N) in every deployment: OWASP's current minimum. */
export const PRODUCTION_PASSWORD_HASH_COST = 17;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const names = Object.keys(localSecretDefaults) as SecretName[];
  if (config.STAGE === 'local') {
    for (const name of names) config[name] ??= localSecretDefaults[name];
    return config;
  }
  if (!config.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_URL: required with STAGE=aws: the site's https origin, which links in e-mails point to",
    );
  }
  if (config.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_HASH_COST) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: at least ${PRODUCTION_PASSWORD_HASH_COST} with STAGE=aws`,
    );
  }
  const published = names.filter((name) => config[name] === localSecretDefaults[name]);
  if (published.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${published
        .map(
          (name) => `  ${name}: the local default may not be used with STAGE=aws; set it in Secrets Manager`,
        )
        .join('\n')}`,
    );
  }
  return config;
}

/**
 * A link to one of the site's pages for an e-mail: on the configured origin (PUBLIC_URL) only.
 * A process with no PUBLIC_URL cannot make one: it says so rather than guess from a request.
 */
export function siteLink(
  c: Pick<Config, 'PUBLIC_URL'>,
  path: string,
  query: Record<string, string> = {},
): string {
  if (!c.PUBLIC_URL) throw new ConfigError('PUBLIC_URL is not configured for this process');
  const url = new URL(path, c.PUBLIC_URL);
  // A path such as `//elsewhere.example/x` would leave the origin: only the site's own pages.
  if (!path.startsWith('/') || url.origin !== c.PUBLIC_URL)
    throw new Error(`Not a path of this site: ${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A secret this process needs; in AWS a function is given only the secrets it uses. */
export function requireSecret(c: Config, name: SecretName | 'ORIGIN_VERIFY_SECRET'): string {
  const value = c[name];
  if (!value) throw new ConfigError(`${name} is not configured for this process`);
  return value;
}

let current: Config | undefined;
/** The process-wide configuration, parsed on first use. */
export function config(): Config {
  current ??= parseConfig();
  return current;
}
/** For the local runner and tests, which decide the configuration before anything reads it. */
export function setConfig(next: Config): void {
  current = next;
}
