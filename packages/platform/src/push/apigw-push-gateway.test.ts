import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import { ApiGatewayPushGateway, postToConnectionInput } from './apigw-push-gateway';

describe('API Gateway push gateway', () => {
  it('posts the JSON message to the connection', () => {
    const input = postToConnectionInput('abc=', { type: 'loan.status-changed', LoanNo: 'EZC1' });
    expect(input.ConnectionId).toBe('abc=');
    expect(new TextDecoder().decode(input.Data as Uint8Array)).toBe(
      '{"type":"loan.status-changed","LoanNo":"EZC1"}',
    );
  });

  it("maps GoneException to 'gone' and passes other errors on", async () => {
    // A stand-in for the SDK client (not one of our ports): it only records the command or throws.
    const sent: unknown[] = [];
    const ok = new ApiGatewayPushGateway({ send: async (cmd: unknown) => sent.push(cmd) } as never);
    expect(await ok.send('c1', { a: 1 })).toBe('sent');
    expect(sent[0]).toBeInstanceOf(PostToConnectionCommand);

    const gone = new GoneException({ message: 'gone', $metadata: {} });
    const goneGateway = new ApiGatewayPushGateway({ send: async () => Promise.reject(gone) } as never);
    expect(await goneGateway.send('c1', {})).toBe('gone');

    const failing = new ApiGatewayPushGateway({
      send: async () => Promise.reject(new Error('throttled')),
    } as never);
    await expect(failing.send('c1', {})).rejects.toThrow('throttled');
  });
});
