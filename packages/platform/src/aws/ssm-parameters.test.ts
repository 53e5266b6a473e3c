import 'aws-sdk-client-mock-vitest/extend';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SsmParameterReader } from './ssm-parameters';

const ssm = mockClient(SSMClient);
beforeEach(() => ssm.reset());
afterAll(() => ssm.restore());

const reader = () => new SsmParameterReader({ region: 'ap-southeast-1' });

describe('Parameter Store reader', () => {
  it('reads a parameter by its name with one GetParameter', async () => {
    ssm.on(GetParameterCommand).resolves({
      Parameter: {
        Name: '/ezc-loans/public-url',
        Type: 'String',
        Value: 'https://d111111abcdef8.cloudfront.net',
      },
    });
    await expect(reader().read('/ezc-loans/public-url')).resolves.toBe(
      'https://d111111abcdef8.cloudfront.net',
    );
    expect(ssm.commandCalls(GetParameterCommand).map((c) => c.args[0].input)).toEqual([
      { Name: '/ezc-loans/public-url' },
    ]);
  });

  it('fails when the answer has no value', async () => {
    ssm.on(GetParameterCommand).resolves({});
    await expect(reader().read('/ezc-loans/public-url')).rejects.toThrow(
      'Parameter Store returned no value for /ezc-loans/public-url',
    );
  });

  it('passes on a missing parameter as Parameter Store refused it', async () => {
    const missing = new ParameterNotFound({
      $metadata: {},
      message: 'Parameter /ezc-loans/public-url not found.',
    });
    ssm.on(GetParameterCommand).rejects(missing);
    await expect(reader().read('/ezc-loans/public-url')).rejects.toBe(missing);
  });

  it("calls the region's Parameter Store with the product's retry settings", async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'x' } });
    await reader().read('/ezc-loans/public-url');
    const client = ssm.call(0).thisValue as SSMClient;
    await expect(client.config.region()).resolves.toBe('ap-southeast-1');
    await expect(client.config.maxAttempts()).resolves.toBe(3);
    await expect(client.config.retryStrategy()).resolves.toMatchObject({ mode: 'standard' });
  });
});
