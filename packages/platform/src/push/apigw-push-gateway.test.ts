import 'aws-sdk-client-mock-vitest/extend';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  ForbiddenException,
  GoneException,
  LimitExceededException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiGatewayPushGateway } from './apigw-push-gateway';

const management = mockClient(ApiGatewayManagementApiClient);
beforeEach(() => {
  management.reset();
  management.on(PostToConnectionCommand).resolves({});
  management.on(DeleteConnectionCommand).resolves({});
});
afterAll(() => management.restore());
afterEach(() => vi.unstubAllEnvs());

const gateway = () =>
  new ApiGatewayPushGateway({
    region: 'ap-southeast-1',
    endpoint: 'https://abcdef1234.execute-api.ap-southeast-1.amazonaws.com/live',
  });
const gone = () => new GoneException({ message: '', $metadata: { httpStatusCode: 410 } });

describe('API Gateway push gateway', () => {
  it('posts the message as JSON bytes to the connection', async () => {
    expect(await gateway().send('Ab1=', { type: 'loan.status-changed', LoanNo: 'EZC1' })).toBe('sent');

    expect(management).toHaveReceivedCommandTimes(PostToConnectionCommand, 1);
    const input = management.commandCalls(PostToConnectionCommand)[0]!.args[0].input;
    expect(input.ConnectionId).toBe('Ab1=');
    expect(input.Data).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(input.Data as Uint8Array).toString('utf8')).toBe(
      '{"type":"loan.status-changed","LoanNo":"EZC1"}',
    );
  });

  it("calls the stage's callback URL, signed with the function role's keys rather than local ones", async () => {
    // The role's keys, as Lambda hands them to the function.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAROLEKEY');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'role-secret');
    await gateway().send('c1', {});
    const client = management.commandCalls(PostToConnectionCommand)[0]!
      .thisValue as ApiGatewayManagementApiClient;
    expect(await client.config.endpoint?.()).toMatchObject({
      protocol: 'https:',
      hostname: 'abcdef1234.execute-api.ap-southeast-1.amazonaws.com',
      path: '/live',
    });
    expect(await client.config.region()).toBe('ap-southeast-1');
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: 'ASIAROLEKEY' });
  });

  it("answers 'gone' for a connection that no longer exists (GoneException, 410)", async () => {
    management.on(PostToConnectionCommand).rejects(gone());
    expect(await gateway().send('c1', {})).toBe('gone');
    expect(management).toHaveReceivedCommandTimes(PostToConnectionCommand, 1);
  });

  it("answers 'gone' for a 410 whose body names no error", async () => {
    const unnamed = Object.assign(new Error('UnknownError'), { $metadata: { httpStatusCode: 410 } });
    management.on(PostToConnectionCommand).rejects(unnamed);
    expect(await gateway().send('c1', {})).toBe('gone');
  });

  it('closes a connection with DeleteConnection, one already gone being no error', async () => {
    management.on(DeleteConnectionCommand, { ConnectionId: 'gone' }).rejects(gone());
    await gateway().close('Ab1=');
    await expect(gateway().close('gone')).resolves.toBeUndefined();
    expect(management.commandCalls(DeleteConnectionCommand).map((c) => c.args[0].input)).toEqual([
      { ConnectionId: 'Ab1=' },
      { ConnectionId: 'gone' },
    ]);
  });

  it('passes other refusals on', async () => {
    management
      .on(PostToConnectionCommand)
      .rejects(
        new LimitExceededException({ message: 'Too Many Requests', $metadata: { httpStatusCode: 429 } }),
      );
    management
      .on(DeleteConnectionCommand)
      .rejects(new ForbiddenException({ message: 'Forbidden', $metadata: { httpStatusCode: 403 } }));
    await expect(gateway().send('c1', {})).rejects.toBeInstanceOf(LimitExceededException);
    await expect(gateway().close('c1')).rejects.toBeInstanceOf(ForbiddenException);
  });
});
