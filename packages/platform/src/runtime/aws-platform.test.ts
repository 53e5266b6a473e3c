import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { SecretsManagerReader } from '../aws/secrets-manager';
import { ConfigError } from '../config';
import { SesMailer } from '../notify/ses-mailer';
import { sesMail } from './adapters/ses-mail';
import { buildAwsPlatform } from './aws-platform';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const tokenArn = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:AuthTokenSecret-Ab12Cd';
const apiKeyArn = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:SystemApiKey-Ef34Gh';
const baseEnv = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  AWS_SESSION_TOKEN: 'role-token',
  TABLE_NAME: 'ezc-loans',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'https://loans.example.com',
};
const secretsAt = (values: Record<string, string>) =>
  startAwsStub((req) => {
    const arn = (req.json as { SecretId: string }).SecretId;
    return { body: { ARN: arn, SecretString: values[arn] } };
  });
const readerOf = (s: AwsStub) => (ids: string[]) =>
  new SecretsManagerReader({
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret' },
    endpoint: s.endpoint,
  }).read(ids);

describe('the AWS platform of one Lambda', () => {
  it('reads every secret of SECRET_ARNS at cold start and configures itself with them', async () => {
    stub = await secretsAt({
      [tokenArn]: 'token-secret-0123456789-0123456789-abcdef',
      [apiKeyArn]: 'system-api-key-from-secrets',
    });
    const env = {
      ...baseEnv,
      SECRET_ARNS: JSON.stringify({ AUTH_TOKEN_SECRET: tokenArn, SYSTEM_API_KEY: apiKeyArn }),
    };
    const p = await buildAwsPlatform({}, { env, readSecrets: readerOf(stub) });
    expect(stub.requests.map((r) => (r.json as { SecretId: string }).SecretId).sort()).toEqual(
      [tokenArn, apiKeyArn].sort(),
    );
    expect(p.tokenSecret).toBe('token-secret-0123456789-0123456789-abcdef');
    expect(p.config.SYSTEM_API_KEY).toBe('system-api-key-from-secrets');
    expect(p.config.STAGE).toBe('aws');
    expect(p.table.endpoint).toBe('https://dynamodb.ap-southeast-1.amazonaws.com');
  });

  it('refuses a published local default even when it comes from Secrets Manager', async () => {
    stub = await secretsAt({
      [tokenArn]: 'token-secret-0123456789-0123456789-abcdef',
      [apiKeyArn]: 'local-system-api-key-0001',
    });
    const env = {
      ...baseEnv,
      SECRET_ARNS: JSON.stringify({ AUTH_TOKEN_SECRET: tokenArn, SYSTEM_API_KEY: apiKeyArn }),
    };
    await expect(buildAwsPlatform({}, { env, readSecrets: readerOf(stub) })).rejects.toThrow(
      /SYSTEM_API_KEY: the local default may not be used with STAGE=aws/,
    );
  });

  it('builds the adapters its handler names, and names a port that was not installed when touched', async () => {
    const env = { ...baseEnv, AUTH_TOKEN_SECRET: 'token-secret-0123456789-0123456789-abcdef' };
    const p = await buildAwsPlatform({ mail: sesMail }, { env });
    expect(p.mail).toBeInstanceOf(SesMailer);
    expect(() => p.sms).toThrow('The sms port is not installed in this function: name it in its handler');
    expect(() => p.blobs).toThrow('The blobs port is not installed in this function: name it in its handler');
    expect(() => p.bus).toThrow(/The bus port is not installed/);
    expect(p.store).toBeDefined();
    expect(p.tokens).toBeDefined();
  });

  it('stops at cold start without a token key, without role credentials, or with SECRET_ARNS unreadable', async () => {
    await expect(buildAwsPlatform({}, { env: baseEnv })).rejects.toThrow(
      'AUTH_TOKEN_SECRET must be set in AWS',
    );
    const noRole = {
      TABLE_NAME: 'ezc-loans',
      PUBLIC_URL: 'https://loans.example.com',
      AUTH_TOKEN_SECRET: 'token-secret-0123456789-0123456789-abcdef',
    };
    await expect(buildAwsPlatform({}, { env: noRole })).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
    const badArns = { ...baseEnv, SECRET_ARNS: '{"AUTH_TOKEN_SECRET":' };
    await expect(buildAwsPlatform({}, { env: badArns })).rejects.toBeInstanceOf(ConfigError);
    const notNames = { ...baseEnv, SECRET_ARNS: JSON.stringify({ 'auth token': tokenArn }) };
    await expect(buildAwsPlatform({}, { env: notNames })).rejects.toThrow(/SECRET_ARNS: must be an object/);
  });

  it("reads the site's address from the parameter the web stack writes, and refuses to start without one", async () => {
    const { PUBLIC_URL: _, ...noSite } = baseEnv;
    const env = {
      ...noSite,
      AUTH_TOKEN_SECRET: 'token-secret-0123456789-0123456789-abcdef',
      PUBLIC_URL_PARAMETER: '/ezc-loans/public-url',
    };
    const asked: string[] = [];
    const p = await buildAwsPlatform(
      {},
      {
        env,
        readParameter: async (name) => {
          asked.push(name);
          return 'https://d111111abcdef8.cloudfront.net';
        },
      },
    );
    expect(asked).toEqual(['/ezc-loans/public-url']);
    expect(p.config.PUBLIC_URL).toBe('https://d111111abcdef8.cloudfront.net');

    const { PUBLIC_URL_PARAMETER: __, ...neither } = env;
    await expect(buildAwsPlatform({}, { env: neither })).rejects.toThrow(
      /PUBLIC_URL: required with STAGE=aws/,
    );
  });
});
