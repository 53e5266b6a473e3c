import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SecretName } from '../lib/product-secrets';
import {
  actionsOf,
  flattenJoin,
  NEVER_BUILT_SITE,
  resourcesOf,
  type Synthesized,
  statementsOf,
  synth,
} from './synth';

let app: Synthesized;
beforeAll(() => {
  app = synth({ webDist: NEVER_BUILT_SITE });
});

/** The secrets each function is handed, by the function's construct id; none for the others. */
const expected: Record<string, SecretName[]> = {
  IdentityFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET', 'SYSTEM_PASSWORD', 'SYSTEM_API_KEY'],
  CustomersFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  LoansFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  SigningFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET', 'ICE_SERVERS'],
  PaymentsFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET', 'EMANDATE_WEBHOOK_SECRET'],
  ReportsFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  RealtimeFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  JobsFunction: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  // The functions running each context's consumers: the same code, so the same secrets.
  IdentityConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET', 'SYSTEM_PASSWORD', 'SYSTEM_API_KEY'],
  CustomersConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  LoansConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  SigningConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET', 'ICE_SERVERS'],
  PaymentsConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET', 'EMANDATE_WEBHOOK_SECRET'],
  ReportsConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  RealtimeConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  JobsConsumers: ['AUTH_TOKEN_SECRET', 'ORIGIN_VERIFY_SECRET'],
  WsHandler: ['AUTH_TOKEN_SECRET'],
};

const localDefaults = ['Demo#2026', 'local-system-api-key-0001', 'local-e-mandate-secret'];
const secretVariables = [
  'SYSTEM_PASSWORD',
  'SYSTEM_API_KEY',
  'EMANDATE_WEBHOOK_SECRET',
  'AUTH_TOKEN_SECRET',
  'ORIGIN_VERIFY_SECRET',
  'ICE_SERVERS',
];

/** Every Lambda function of every stack, with its construct id (the logical id without its hash). */
const lambdas = () =>
  Object.values(app.templates).flatMap((template) =>
    Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).map(([id, fn]) => ({
      id,
      name: id.replace(/[0-9A-F]{8}$/, ''),
      variables: ((fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables ?? {}) as Record<string, unknown>,
    })),
  );

/** The data stack's logical id of a secret: the weak reference's output name carries it. */
const secretId = (name: SecretName) =>
  app.stacks.data.getLogicalId(app.stacks.data.secrets[name].node.defaultChild as CfnElement);

describe('secrets', () => {
  it('are generated in the data stack, long, without punctuation, and kept on deletion', () => {
    const secrets = Object.entries(resourcesOf(app.templates.data, 'AWS::SecretsManager::Secret'));
    expect(secrets.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'AuthTokenSecret',
      'EmandateWebhookSecret',
      'IceServers',
      'OriginVerifySecret',
      'SystemApiKey',
      'SystemPassword',
    ]);
    for (const [, secret] of secrets) {
      expect((secret as { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
      const generated = secret.Properties?.GenerateSecretString as Record<string, unknown>;
      expect(generated.ExcludePunctuation).toBe(true);
      expect(generated.PasswordLength).toBeGreaterThanOrEqual(32);
    }
    const mandate = secrets.find(([id]) => id.startsWith('EmandateWebhookSecret'));
    expect(mandate?.[1].Properties?.Description).toContain("replace it with the provider's value");
  });

  it('never reach a function as values, nor under their own names', () => {
    const all = lambdas();
    expect(all.length).toBeGreaterThan(Object.keys(expected).length);
    for (const fn of all) {
      expect(Object.keys(fn.variables).filter((key) => secretVariables.includes(key))).toEqual([]);
      const values = JSON.stringify(fn.variables);
      for (const value of localDefaults) expect(values).not.toContain(value);
    }
  });

  it('hand each function the ARNs of exactly the secrets it uses, in SECRET_ARNS', () => {
    const handed: Record<string, string[]> = {};
    for (const fn of lambdas()) {
      if (fn.variables.SECRET_ARNS === undefined) continue;
      const arns = JSON.parse(flattenJoin(fn.variables.SECRET_ARNS)) as Record<SecretName, string>;
      handed[fn.name] = Object.keys(arns).sort();
      for (const [name, arn] of Object.entries(arns) as [SecretName, string][]) {
        expect(arn).toMatch(new RegExp(`^\\{Output EzcData\\.PublishOutputRef${secretId(name)}`));
      }
    }
    expect(handed).toEqual(
      Object.fromEntries(Object.entries(expected).map(([fn, names]) => [fn, [...names].sort()])),
    );
  });

  it('let each function read exactly its secrets, and batch-read only those', () => {
    const policies = Object.values(app.templates).flatMap((t) =>
      Object.entries(resourcesOf(t, 'AWS::IAM::Policy')),
    );
    const reading = policies.filter(([, p]) =>
      statementsOf(p).some((s) => actionsOf(s).includes('secretsmanager:GetSecretValue')),
    );
    expect(reading.map(([id]) => id.replace(/ServiceRoleDefaultPolicy.*$/, '')).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    for (const [id, policy] of reading) {
      const names = expected[id.replace(/ServiceRoleDefaultPolicy.*$/, '')]!;
      const statements = statementsOf(policy);
      const read = statements.filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'));
      const resources = read.flatMap((s) => ([] as unknown[]).concat(s.Resource)).map(flattenJoin);
      expect(resources).toHaveLength(names.length);
      for (const name of names) expect(resources.join(' ')).toContain(`Ref${secretId(name)}`);
    }
    // Only per-secret reads: nothing that reads secrets by listing or in batches.
    const wider = policies.filter(([, p]) =>
      statementsOf(p).some((s) =>
        actionsOf(s).some((a) => /^secretsmanager:(BatchGetSecretValue|ListSecrets|\*)$/.test(a)),
      ),
    );
    expect(wider).toEqual([]);
  });
});
