import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformKeys, signAccessToken } from '@ezc/platform';
import { dynamoApi } from '@ezc/platform/table/dynamo-api';
import { Table } from '@ezc/platform/table/table';
import { lambdaEnv } from '@ezc/platform/testing/lambda-events';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The WebSocket Lambda entry as API Gateway calls it: `$connect` with a socket ticket, `$default`
 * with the browser's messages (signalling of a live signing session), `$disconnect`. Pushes go to
 * a stand-in of API Gateway's management API, which records what was posted to each connection
 * and which connections the server closed.
 */

const posted: { connectionId: string; body: Record<string, unknown> }[] = [];
/** Connections the server closed (DeleteConnection). */
const deleted: string[] = [];
let gateway: Server | undefined;
let drop: (() => Promise<void>) | undefined;
let table: Table;
type Handler = (event: unknown) => Promise<{ statusCode: number }>;
let handler: Handler;
const secret = lambdaEnv('http://unused', 'unused').AUTH_TOKEN_SECRET!;

async function startGateway(): Promise<string> {
  gateway = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const match = /\/@connections\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'DELETE' && match) {
        deleted.push(decodeURIComponent(match[1]!));
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      posted.push({ connectionId: decodeURIComponent(match[1]!), body: JSON.parse(body) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => gateway!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/live`;
}

beforeAll(async () => {
  const t = await createTestTable('ws');
  drop = t.drop;
  Object.assign(process.env, lambdaEnv(t.endpoint, t.table.name), {
    WEB_SOCKET_ENDPOINT: await startGateway(),
  });
  table = new Table(dynamoApi({ region: 'ap-southeast-1', endpoint: t.endpoint }), t.table.name);
  ({ handler } = (await import('./ws-handler')) as unknown as { handler: Handler });
  await table.put({
    PK: 'SIGNSESSION#SS-000042',
    SK: 'SIGNSESSION',
    SigningSessionId: 'SS-000042',
    LoanNo: 'EZC000042',
    CustomerId: 'CUST-000042',
    AttestatorId: 'STF-0006',
    Status: 'Pending Start',
  });
});
afterAll(async () => {
  gateway?.close();
  await drop?.();
});

/** A socket ticket of a live session, as `/realtime/ticket` issues it. */
async function ticketFor(who: {
  id: string;
  kind: 'customer' | 'staff';
  customerId?: string;
}): Promise<string> {
  const sessionId = `ws-${who.id}`;
  const now = Date.now();
  await table.put({
    ...platformKeys.account(who.id),
    EntityType: 'Account',
    AccountId: who.id,
    Status: 'Active',
    SessionGeneration: 0,
  });
  await table.put({
    ...platformKeys.session(sessionId),
    EntityType: 'Session',
    SessionId: sessionId,
    AccountId: who.id,
    Status: 'Active',
    Generation: 0,
    LastActiveAt: now,
    CreatedAt: new Date(now).toISOString(),
    ExpiresAt: new Date(now + 3600_000).toISOString(),
  });
  return signAccessToken(
    {
      sub: who.id,
      kind: who.kind,
      sid: sessionId,
      roles: [],
      privileges: [],
      ...(who.customerId ? { cid: who.customerId } : {}),
    },
    secret,
    Math.floor(now / 1000),
    60,
    'ws',
  );
}

const route = (routeKey: string, connectionId: string, extra: Record<string, unknown> = {}) =>
  handler({ requestContext: { routeKey, connectionId }, ...extra });
const say = (connectionId: string, message: unknown) =>
  route('$default', connectionId, { body: JSON.stringify(message) });
const to = (connectionId: string) => posted.filter((p) => p.connectionId === connectionId).map((p) => p.body);

describe('the WebSocket Lambda entry', () => {
  it('refuses a connection without a valid socket ticket', async () => {
    expect((await route('$connect', 'c-none')).statusCode).toBe(401);
    expect((await route('$connect', 'c-bad', { queryStringParameters: { token: 'nope' } })).statusCode).toBe(
      401,
    );
  });

  it('passes a signing session’s signals between its borrower and its attestor', async () => {
    const borrower = await ticketFor({ id: 'ACC-0042', kind: 'customer', customerId: 'CUST-000042' });
    const attestor = await ticketFor({ id: 'STF-0006', kind: 'staff' });
    const stranger = await ticketFor({ id: 'STF-0001', kind: 'staff' });
    for (const [id, token] of [
      ['c-borrower', borrower],
      ['c-attestor', attestor],
      ['c-stranger', stranger],
    ] as const) {
      expect((await route('$connect', id, { queryStringParameters: { token } })).statusCode).toBe(200);
    }

    await say('c-borrower', { type: 'join-session', SigningSessionId: 'SS-000042' });
    expect(to('c-borrower')).toEqual([
      { type: 'joined', SigningSessionId: 'SS-000042', side: 'borrower', peers: [] },
    ]);
    await say('c-attestor', { type: 'join-session', SigningSessionId: 'SS-000042' });
    expect(to('c-attestor')).toEqual([
      { type: 'joined', SigningSessionId: 'SS-000042', side: 'attestor', peers: ['borrower'] },
    ]);
    expect(to('c-borrower').at(-1)).toEqual({
      type: 'peer',
      SigningSessionId: 'SS-000042',
      side: 'attestor',
      present: true,
    });

    const offer = { description: { type: 'offer', sdp: 'v=0' } };
    await say('c-attestor', { type: 'signal', SigningSessionId: 'SS-000042', data: offer });
    expect(to('c-borrower').at(-1)).toEqual({
      type: 'signal',
      SigningSessionId: 'SS-000042',
      from: 'attestor',
      data: offer,
    });

    const before = posted.length;
    await say('c-stranger', { type: 'signal', SigningSessionId: 'SS-000042', data: offer });
    expect(posted.slice(before)).toEqual([
      {
        connectionId: 'c-stranger',
        body: {
          type: 'signal-error',
          SigningSessionId: 'SS-000042',
          code: 'SESSION.NOT_FOUND',
          message: 'Signing session not found',
        },
      },
    ]);

    await say('c-borrower', { type: 'ping' });
    expect(to('c-borrower').at(-1)).toMatchObject({ type: 'pong' });

    expect((await route('$disconnect', 'c-attestor')).statusCode).toBe(200);
    expect(to('c-borrower').at(-1)).toEqual({
      type: 'peer',
      SigningSessionId: 'SS-000042',
      side: 'attestor',
      present: false,
    });
    // The closed connection's rows are gone, its room membership with them.
    expect(await table.queryAll({ pk: platformKeys.connectionRows('c-attestor') })).toEqual([]);
    expect((await table.queryAll({ pk: 'SIGNALROOM#SS-000042' })).map((r) => r.SK)).toEqual(['c-borrower']);
  });

  it('closes an attestor deactivated since the socket opened: no joining, no signals, the borrower told', async () => {
    await table.put({
      PK: 'SIGNSESSION#SS-000043',
      SK: 'SIGNSESSION',
      SigningSessionId: 'SS-000043',
      LoanNo: 'EZC000043',
      CustomerId: 'CUST-000043',
      AttestatorId: 'STF-0007',
      Status: 'In Progress',
    });
    const borrower = await ticketFor({ id: 'ACC-0043', kind: 'customer', customerId: 'CUST-000043' });
    const attestor = await ticketFor({ id: 'STF-0007', kind: 'staff' });
    expect(
      (await route('$connect', 'd-borrower', { queryStringParameters: { token: borrower } })).statusCode,
    ).toBe(200);
    expect(
      (await route('$connect', 'd-attestor', { queryStringParameters: { token: attestor } })).statusCode,
    ).toBe(200);
    await say('d-attestor', { type: 'join-session', SigningSessionId: 'SS-000043' });
    await say('d-borrower', { type: 'join-session', SigningSessionId: 'SS-000043' });
    expect(to('d-borrower').at(-1)).toMatchObject({ type: 'joined', peers: ['attestor'] });

    // An Admin deactivates the attestor: the account and its session generation move on together.
    await table.update(platformKeys.account('STF-0007'), {
      set: { Status: 'Inactive', SessionGeneration: 1 },
    });
    // The token check remembers a session for a second; the clock moves past it (in AWS the
    // deactivation is written by another function, whose forgetting this one never hears of).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2000);

    const before = posted.length;
    const offer = { description: { type: 'offer', sdp: 'v=0 (the borrower)' } };
    await say('d-borrower', { type: 'signal', SigningSessionId: 'SS-000043', data: offer });
    // The offer reaches no one: the attestor's connection is closed and leaves the room instead.
    expect(posted.slice(before).filter((p) => p.connectionId === 'd-attestor')).toEqual([]);
    expect(deleted).toContain('d-attestor');
    expect(to('d-borrower').at(-1)).toEqual({
      type: 'peer',
      SigningSessionId: 'SS-000043',
      side: 'attestor',
      present: false,
    });
    expect((await table.queryAll({ pk: 'SIGNALROOM#SS-000043' })).map((r) => r.SK)).toEqual(['d-borrower']);

    // Its own messages are not answered either: a join is not made, and the socket is closed.
    const after = posted.length;
    deleted.length = 0;
    await say('d-attestor', { type: 'join-session', SigningSessionId: 'SS-000043' });
    expect(posted.slice(after)).toEqual([]);
    expect(deleted).toEqual(['d-attestor']);
    expect((await table.queryAll({ pk: 'SIGNALROOM#SS-000043' })).map((r) => r.SK)).toEqual(['d-borrower']);
    // A new socket with the ticket it still holds is refused.
    expect(
      (await route('$connect', 'd-again', { queryStringParameters: { token: attestor } })).statusCode,
    ).toBe(401);
    vi.useRealTimers();
  });
});
