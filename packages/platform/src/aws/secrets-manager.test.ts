import 'aws-sdk-client-mock-vitest/extend';
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  SecretsManagerServiceException,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SecretsManagerReader } from './secrets-manager';

const secrets = mockClient(SecretsManagerClient);
beforeEach(() => secrets.reset());
afterAll(() => secrets.restore());

const tokenArn = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:AuthTokenSecret-Ab12Cd';
const apiKeyArn = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:SystemApiKey-Ef34Gh';
const reader = () => new SecretsManagerReader({ region: 'ap-southeast-1' });

describe('Secrets Manager reader', () => {
  it('reads each secret with one GetSecretValue by the id it is named by, once however often it is named', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: tokenArn })
      .resolves({ ARN: tokenArn, SecretString: 'token-secret-from-secrets-manager' })
      .on(GetSecretValueCommand, { SecretId: apiKeyArn })
      .resolves({ ARN: apiKeyArn, SecretString: 'system-key-from-secrets-manager' })
      .on(GetSecretValueCommand, { SecretId: 'ezc-loans/webhook-secret' })
      .resolves({ Name: 'ezc-loans/webhook-secret', SecretString: 'webhook-secret-by-name' });
    await expect(reader().read([tokenArn, apiKeyArn, 'ezc-loans/webhook-secret', tokenArn])).resolves.toEqual(
      {
        [tokenArn]: 'token-secret-from-secrets-manager',
        [apiKeyArn]: 'system-key-from-secrets-manager',
        'ezc-loans/webhook-secret': 'webhook-secret-by-name',
      },
    );
    expect(secrets).toHaveReceivedCommandTimes(GetSecretValueCommand, 3);
    expect(
      secrets
        .commandCalls(GetSecretValueCommand)
        .map((c) => c.args[0].input)
        .sort((a, b) => String(a.SecretId).localeCompare(String(b.SecretId))),
    ).toEqual([{ SecretId: tokenArn }, { SecretId: apiKeyArn }, { SecretId: 'ezc-loans/webhook-secret' }]);
  });

  it('fails when a secret has no string value', async () => {
    secrets.on(GetSecretValueCommand).resolves({ ARN: tokenArn, SecretBinary: new Uint8Array([1]) });
    await expect(reader().read([tokenArn])).rejects.toThrow(
      `Secrets Manager returned no string value for ${tokenArn}`,
    );
  });

  it("passes on Secrets Manager's refusal as it came", async () => {
    const denied = new SecretsManagerServiceException({
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: {},
      message: 'User is not authorized to perform: secretsmanager:GetSecretValue',
    });
    const missing = new ResourceNotFoundException({
      $metadata: {},
      message: "Secrets Manager can't find it",
    });
    secrets.on(GetSecretValueCommand, { SecretId: tokenArn }).rejects(denied);
    secrets.on(GetSecretValueCommand, { SecretId: apiKeyArn }).rejects(missing);
    await expect(reader().read([tokenArn])).rejects.toBe(denied);
    await expect(reader().read([apiKeyArn])).rejects.toBe(missing);
  });

  it("calls the region's Secrets Manager with the product's retry settings", async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'x' });
    await reader().read([tokenArn]);
    const client = secrets.call(0).thisValue as SecretsManagerClient;
    await expect(client.config.region()).resolves.toBe('ap-southeast-1');
    await expect(client.config.maxAttempts()).resolves.toBe(3);
    await expect(client.config.retryStrategy()).resolves.toMatchObject({ mode: 'standard' });
  });
});
