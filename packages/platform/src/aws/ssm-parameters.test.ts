import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from './aws-stub';
import { SsmParameterReader } from './ssm-parameters';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const readerAt = (endpoint: string) =>
  new SsmParameterReader({
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'role-token' },
    endpoint,
    retry: { baseDelayMs: 1 },
  });

describe('Parameter Store reader', () => {
  it('reads a parameter with one signed GetParameter call', async () => {
    stub = await startAwsStub(() => ({
      body: { Parameter: { Name: '/ezc-loans/public-url', Value: 'https://d111111abcdef8.cloudfront.net' } },
    }));
    await expect(readerAt(stub.endpoint).read('/ezc-loans/public-url')).resolves.toBe(
      'https://d111111abcdef8.cloudfront.net',
    );
    expect(stub.requests).toHaveLength(1);
    const [req] = stub.requests;
    expect(req?.target).toBe('AmazonSSM.GetParameter');
    expect(req?.json).toEqual({ Name: '/ezc-loans/public-url' });
    expect(req?.signedWith).toMatch(/^ASIAEXAMPLE\/\d{8}\/ap-southeast-1\/ssm\/aws4_request$/);
  });

  it('fails when the answer has no value', async () => {
    stub = await startAwsStub(() => ({ body: {} }));
    await expect(readerAt(stub.endpoint).read('/ezc-loans/public-url')).rejects.toThrow(
      'Parameter Store returned no value for /ezc-loans/public-url',
    );
  });
});
