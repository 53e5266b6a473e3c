import 'aws-sdk-client-mock-vitest/extend';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { SesMailer } from '../notify/ses-mailer';
import { sesMail } from './adapters/ses-mail';
import { buildAwsPlatform } from './aws-platform';

const secrets = mockClient(SecretsManagerClient);
const ssm = mockClient(SSMClient);
const dynamo = mockClient(DynamoDBClient);
beforeEach(() => {
  secrets.reset();
  ssm.reset();
  dynamo.reset();
});
afterAll(() => {
  secrets.restore();
  ssm.restore();
  dynamo.restore();
});

const tokenArn = 'arn:aws:secretsmanager:ap-southeast-5:111122223333:secret:AuthTokenSecret-Ab12Cd';
const apiKeyArn = 'arn:aws:secretsmanager:ap-southeast-5:111122223333:secret:SystemApiKey-Ef34Gh';
/** A function's environment as Lambda sets it: the role's keys are the SDK's to read, never the platform's. */
const baseEnv = {
  AWS_REGION: 'ap-southeast-5',
  TABLE_NAME: 'ezc-loans',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'https://loans.example.com',
};
const withSecretArns = {
  ...baseEnv,
  SECRET_ARNS: JSON.stringify({ AUTH_TOKEN_SECRET: tokenArn, SYSTEM_API_KEY: apiKeyArn }),
};
const secretValues = (values: Record<string, string>) => {
  for (const [arn, value] of Object.entries(values)) {
    secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({ ARN: arn, SecretString: value });
  }
};

describe('the AWS platform of one Lambda', () => {
  it("reads every secret of SECRET_ARNS from the function's region at cold start and configures itself with them", async () => {
    secretValues({
      [tokenArn]: 'token-secret-0123456789-0123456789-abcdef',
      [apiKeyArn]: 'system-api-key-from-secrets',
    });
    const p = await buildAwsPlatform({}, { env: withSecretArns });
    expect(
      secrets
        .commandCalls(GetSecretValueCommand)
        .map((c) => c.args[0].input.SecretId)
        .sort(),
    ).toEqual([tokenArn, apiKeyArn].sort());
    await expect((secrets.call(0).thisValue as SecretsManagerClient).config.region()).resolves.toBe(
      'ap-southeast-5',
    );
    expect(p.tokenSecret).toBe('token-secret-0123456789-0123456789-abcdef');
    expect(p.config.SYSTEM_API_KEY).toBe('system-api-key-from-secrets');
    expect(p.config.STAGE).toBe('aws');
  });

  it("reads the table in the function's region, and DynamoDB Local only when DYNAMODB_ENDPOINT names it", async () => {
    dynamo.on(GetItemCommand).resolves({ Item: { PK: { S: 'LOAN#EZC000007' }, SK: { S: 'LOAN' } } });
    const env = { ...baseEnv, AUTH_TOKEN_SECRET: 'token-secret-0123456789-0123456789-abcdef' };
    const p = await buildAwsPlatform({}, { env });
    expect(p.table.endpoint).toBeUndefined();
    await expect(p.table.get({ PK: 'LOAN#EZC000007', SK: 'LOAN' })).resolves.toEqual({
      PK: 'LOAN#EZC000007',
      SK: 'LOAN',
    });
    expect(dynamo).toHaveReceivedCommandExactlyOnceWith(GetItemCommand, {
      TableName: 'ezc-loans',
      Key: { PK: { S: 'LOAN#EZC000007' }, SK: { S: 'LOAN' } },
      ConsistentRead: true,
    });
    const client = dynamo.call(0).thisValue as DynamoDBClient;
    await expect(client.config.region()).resolves.toBe('ap-southeast-5');
    await expect(client.config.maxAttempts()).resolves.toBe(3);

    const local = await buildAwsPlatform({}, { env: { ...env, DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' } });
    expect(local.table.endpoint).toBe('http://127.0.0.1:8000');
  });

  it('refuses a published local default even when it comes from Secrets Manager', async () => {
    secretValues({
      [tokenArn]: 'token-secret-0123456789-0123456789-abcdef',
      [apiKeyArn]: 'local-system-api-key-0001',
    });
    await expect(buildAwsPlatform({}, { env: withSecretArns })).rejects.toThrow(
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

  it('stops at cold start without a token key or with SECRET_ARNS unreadable, and reads nothing for them', async () => {
    await expect(buildAwsPlatform({}, { env: baseEnv })).rejects.toThrow(
      'AUTH_TOKEN_SECRET must be set in AWS',
    );
    const badArns = { ...baseEnv, SECRET_ARNS: '{"AUTH_TOKEN_SECRET":' };
    await expect(buildAwsPlatform({}, { env: badArns })).rejects.toBeInstanceOf(ConfigError);
    const notNames = { ...baseEnv, SECRET_ARNS: JSON.stringify({ 'auth token': tokenArn }) };
    await expect(buildAwsPlatform({}, { env: notNames })).rejects.toThrow(/SECRET_ARNS: must be an object/);
    expect(secrets).not.toHaveReceivedAnyCommand();
  });

  it("reads the site's address from the parameter the web stack writes, and refuses to start without one", async () => {
    ssm.on(GetParameterCommand, { Name: '/ezc-loans/public-url' }).resolves({
      Parameter: { Name: '/ezc-loans/public-url', Value: 'https://d111111abcdef8.cloudfront.net' },
    });
    const { PUBLIC_URL: _, ...noSite } = baseEnv;
    const env = {
      ...noSite,
      AUTH_TOKEN_SECRET: 'token-secret-0123456789-0123456789-abcdef',
      PUBLIC_URL_PARAMETER: '/ezc-loans/public-url',
    };
    const p = await buildAwsPlatform({}, { env });
    expect(ssm.commandCalls(GetParameterCommand).map((c) => c.args[0].input)).toEqual([
      { Name: '/ezc-loans/public-url' },
    ]);
    await expect((ssm.call(0).thisValue as SSMClient).config.region()).resolves.toBe('ap-southeast-5');
    expect(p.config.PUBLIC_URL).toBe('https://d111111abcdef8.cloudfront.net');

    const { PUBLIC_URL_PARAMETER: __, ...neither } = env;
    await expect(buildAwsPlatform({}, { env: neither })).rejects.toThrow(
      /PUBLIC_URL: required with STAGE=aws/,
    );
  });

  it('takes the readers it is given in place of Secrets Manager and Parameter Store', async () => {
    const { PUBLIC_URL: _, ...noSite } = withSecretArns;
    const asked: string[] = [];
    const p = await buildAwsPlatform(
      {},
      {
        env: { ...noSite, PUBLIC_URL_PARAMETER: '/ezc-loans/public-url' },
        readSecrets: async (ids) => {
          asked.push(...ids);
          return {
            [tokenArn]: 'token-secret-0123456789-0123456789-abcdef',
            [apiKeyArn]: 'system-api-key-given',
          };
        },
        readParameter: async (name) => {
          asked.push(name);
          return 'https://loans.example.my';
        },
      },
    );
    expect(asked.sort()).toEqual([tokenArn, apiKeyArn, '/ezc-loans/public-url'].sort());
    expect(p.config.SYSTEM_API_KEY).toBe('system-api-key-given');
    expect(p.config.PUBLIC_URL).toBe('https://loans.example.my');
    expect(secrets).not.toHaveReceivedAnyCommand();
    expect(ssm).not.toHaveReceivedAnyCommand();
  });
});
