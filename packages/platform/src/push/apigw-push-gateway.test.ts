import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { ApiGatewayPushGateway } from './apigw-push-gateway';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const gatewayAt = (endpoint: string) =>
  new ApiGatewayPushGateway({
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    endpoint: `${endpoint}/live`,
    retry: { baseDelayMs: 1 },
  });

describe('API Gateway push gateway', () => {
  it('posts the JSON message to the connection under the stage, signed for execute-api', async () => {
    stub = await startAwsStub(() => ({ body: '' }));
    expect(await gatewayAt(stub.endpoint).send('Ab1=', { type: 'loan.status-changed', LoanNo: 'EZC1' })).toBe(
      'sent',
    );
    const [req] = stub.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/live/@connections/Ab1%3D');
    expect(req?.signedWith).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/execute-api\/aws4_request$/);
    expect(req?.body.toString('utf8')).toBe('{"type":"loan.status-changed","LoanNo":"EZC1"}');
  });

  it("answers 'gone' for a connection that no longer exists (410)", async () => {
    stub = await startAwsStub(() => ({
      status: 410,
      headers: { 'x-amzn-errortype': 'GoneException' },
      body: { message: null },
    }));
    expect(await gatewayAt(stub.endpoint).send('c1', {})).toBe('gone');
    expect(stub.requests).toHaveLength(1);
  });

  it('closes a connection with DeleteConnection, a connection already gone (410) being no error', async () => {
    stub = await startAwsStub((req) =>
      req.path.endsWith('/gone')
        ? { status: 410, headers: { 'x-amzn-errortype': 'GoneException' }, body: { message: null } }
        : { body: '' },
    );
    await gatewayAt(stub.endpoint).close('Ab1=');
    await gatewayAt(stub.endpoint).close('gone');
    expect(stub.requests.map((r) => [r.method, r.path])).toEqual([
      ['DELETE', '/live/@connections/Ab1%3D'],
      ['DELETE', '/live/@connections/gone'],
    ]);
    expect(stub.requests[0]?.signedWith).toMatch(/\/execute-api\/aws4_request$/);
  });

  it('passes other errors on, after retrying throttling', async () => {
    stub = await startAwsStub(() => ({
      status: 429,
      headers: { 'x-amzn-errortype': 'LimitExceededException' },
      body: { message: 'Too Many Requests' },
    }));
    await expect(gatewayAt(stub.endpoint).send('c1', {})).rejects.toMatchObject({
      type: 'LimitExceededException',
      status: 429,
    });
    expect(stub.requests).toHaveLength(3);
  });
});
