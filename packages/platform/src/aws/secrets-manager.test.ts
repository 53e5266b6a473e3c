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
const values: Record<string, string> = {
  [tokenArn]: 'token-secret-from-secrets-manager',
  [apiKeyArn]: 'system-key-from-secrets-manager',
};

describe('Secrets Manager reader', () => {
  it('reads each secret with one signed GetSecretValue call, once however often it is named', async () => {
    stub = await startAwsStub((req) => {
      const id = String((req.json as { SecretId: string }).SecretId);
      return { body: { ARN: id, Name: 'x', SecretString: values[id] } };
    });
    expect(await readerAt(stub.endpoint).read([tokenArn, apiKeyArn, tokenArn])).toEqual(values);
    expect(stub.requests).toHaveLength(2);
    for (const req of stub.requests) {
      expect(req.target).toBe('secretsmanager.GetSecretValue');
      expect(req.headers['content-type']).toBe('application/x-amz-json-1.1');
      expect(req.headers['x-amz-security-token']).toBe('role-token');
      expect(req.signedWith).toMatch(/^ASIAEXAMPLE\/\d{8}\/ap-southeast-1\/secretsmanager\/aws4_request$/);
    }
    expect(
      stub.requests.map((r) => r.json).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual(
      [{ SecretId: tokenArn }, { SecretId: apiKeyArn }].sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      ),
    );
  });

  it('fails when a secret has no string value, and passes on a refused call with its type', async () => {
    stub = await startAwsStub((_, i) =>
      i === 0
        ? { body: { ARN: tokenArn } }
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
