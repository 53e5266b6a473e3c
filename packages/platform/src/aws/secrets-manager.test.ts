import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from './aws-stub';
import { SecretsManagerReader } from './secrets-manager';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const tokenArn = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:AuthTokenSecret-Ab12Cd';
const apiKeyArn = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:SystemApiKey-Ef34Gh';
const readerAt = (endpoint: string) =>
  new SecretsManagerReader({
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'role-token' },
    endpoint,
    retry: { baseDelayMs: 1 },
  });

describe('Secrets Manager reader', () => {
  it('reads every secret in one signed BatchGetSecretValue call', async () => {
    stub = await startAwsStub(() => ({
      body: {
        SecretValues: [
          { ARN: apiKeyArn, Name: 'SystemApiKey', SecretString: 'system-key-from-secrets-manager' },
          { ARN: tokenArn, Name: 'AuthTokenSecret', SecretString: 'token-secret-from-secrets-manager' },
        ],
        Errors: [],
      },
    }));
    expect(await readerAt(stub.endpoint).read([tokenArn, apiKeyArn, tokenArn])).toEqual({
      [tokenArn]: 'token-secret-from-secrets-manager',
      [apiKeyArn]: 'system-key-from-secrets-manager',
    });
    expect(stub.requests).toHaveLength(1);
    const [req] = stub.requests;
    expect(req?.target).toBe('secretsmanager.BatchGetSecretValue');
    expect(req?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(req?.headers['x-amz-security-token']).toBe('role-token');
    expect(req?.signedWith).toMatch(/^ASIAEXAMPLE\/\d{8}\/ap-southeast-1\/secretsmanager\/aws4_request$/);
    expect(req?.json).toEqual({ SecretIdList: [tokenArn, apiKeyArn] });
  });

  it('matches an ARN given without its suffix', async () => {
    stub = await startAwsStub(() => ({ body: { SecretValues: [{ ARN: tokenArn, SecretString: 'v' }] } }));
    const partial = 'arn:aws:secretsmanager:ap-southeast-1:111122223333:secret:AuthTokenSecret';
    expect(await readerAt(stub.endpoint).read([partial])).toEqual({ [partial]: 'v' });
  });

  it('fails naming the secret it could not read, never showing a value', async () => {
    stub = await startAwsStub(() => ({
      body: {
        SecretValues: [{ ARN: tokenArn, SecretString: 'do-not-show' }],
        Errors: [{ SecretId: apiKeyArn, ErrorCode: 'AccessDeniedException', Message: 'not allowed' }],
      },
    }));
    const failure = await readerAt(stub.endpoint)
      .read([tokenArn, apiKeyArn])
      .catch((e: Error) => e);
    expect((failure as Error).message).toBe(
      `Secrets Manager could not read ${apiKeyArn} (AccessDeniedException)`,
    );
  });

  it('fails when a secret has no string value, and passes on a refused call', async () => {
    stub = await startAwsStub((_, i) =>
      i === 0
        ? { body: { SecretValues: [] } }
        : { status: 400, body: { __type: 'AccessDeniedException', Message: 'User is not authorized' } },
    );
    await expect(readerAt(stub.endpoint).read([tokenArn])).rejects.toThrow(
      `Secrets Manager returned no string value for ${tokenArn}`,
    );
    await expect(readerAt(stub.endpoint).read([tokenArn])).rejects.toMatchObject({
      type: 'AccessDeniedException',
    });
  });
});
