import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformKeys } from '@ezc/platform';
import { TableConnectionRegistry } from '@ezc/platform/push/table-connection-registry';
import { dynamoApi } from '@ezc/platform/table/dynamo-api';
import { Table } from '@ezc/platform/table/table';
import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';
import { afterAll, expect, it } from 'vitest';

/**
 * API Gateway's management API as far as pushes go: it records what was posted to each connection
 * and which connections were deleted (closed by the server).
 */
const posted: { connectionId: string; body: unknown; signed: boolean }[] = [];
const deleted: string[] = [];
let gateway: Server | undefined;
async function startGateway(): Promise<string> {
  gateway = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const match = /\/@connections\/([^/?]+)$/.exec(req.url ?? '');
      if (!match || !['POST', 'DELETE'].includes(req.method ?? '')) {
        res.writeHead(404).end();
        return;
      }
      const connectionId = decodeURIComponent(match[1]!);
      if (req.method === 'DELETE') {
        deleted.push(connectionId);
        res.writeHead(204).end();
        return;
      }
      if (connectionId === 'gone-1') {
        res.writeHead(410).end();
        return;
      }
      posted.push({
        connectionId,
        body: JSON.parse(body),
        signed: String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256'),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => gateway!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/live`;
}
afterAll(() => gateway?.close());

const handler = describeLambdaEntry(
  'realtime',
  () => import('./handler'),
  async () => ({
    WEB_SOCKET_ENDPOINT: await startGateway(),
  }),
);

const table = () =>
  new Table(
    dynamoApi({ region: 'ap-southeast-1', endpoint: String(process.env.DYNAMODB_ENDPOINT) }),
    String(process.env.TABLE_NAME),
  );
const registry = () => new TableConnectionRegistry(table());

/** A sign-in session as identity writes it: the account and its session, both active. */
async function signedIn(accountId: string, sessionId: string) {
  const now = Date.now();
  await table().put({
    ...platformKeys.account(accountId),
    EntityType: 'Account',
    AccountId: accountId,
    Status: 'Active',
    SessionGeneration: 0,
  });
  await table().put({
    ...platformKeys.session(sessionId),
    EntityType: 'Session',
    SessionId: sessionId,
    AccountId: accountId,
    Status: 'Active',
    Generation: 0,
    LastActiveAt: now,
    CreatedAt: new Date(now).toISOString(),
    ExpiresAt: new Date(now + 3600_000).toISOString(),
  });
}

/** A connection opened by `account` (by default one of its own) in a session that stands. */
async function listen(
  connectionId: string,
  audiences: string[],
  kind: 'customer' | 'staff' = 'customer',
  account = connectionId,
) {
  const sessionId = `session-${connectionId}`;
  await signedIn(account, sessionId);
  await registry().add({
    connectionId,
    userId: account,
    sessionId,
    audiences,
    kind,
    connectedAt: new Date().toISOString(),
  });
}

const identityEvent = (id: string, name: string, data: Record<string, unknown>) => ({
  source: 'ezc.identity',
  'detail-type': name,
  detail: { id, name, source: 'ezc.identity', version: 1, occurredAt: '2026-11-23T02:00:00.000Z', data },
});

const statusChange = (id: string) => ({
  source: 'ezc.loans',
  'detail-type': 'loan.status-changed',
  detail: {
    id,
    name: 'loan.status-changed',
    source: 'ezc.loans',
    version: 1,
    occurredAt: '2026-11-23T02:00:00.000Z',
    data: { LoanNo: 'EZC000001', Status: 'Active', CustomerId: 'C1' },
  },
});

it("pushes a loan's change from EventBridge to its owner and to staff who may see loans, and no one else", async () => {
  await listen('owner-1', ['CUSTOMER#C1']);
  await listen('other-customer', ['CUSTOMER#C2']);
  await listen('loan-officer', ['PRIV#Loan - Retrieve List', 'PRIV#Loan - View Details'], 'staff');
  await listen('attestor', ['PRIV#Menu - Signing Sessions'], 'staff');
  await listen('gone-1', ['CUSTOMER#C1']);

  await expect(handler()(statusChange('e1'), {})).resolves.toBeUndefined();

  const message = {
    type: 'loan.status-changed',
    LoanNo: 'EZC000001',
    Status: 'Active',
    at: '2026-11-23T02:00:00.000Z',
  };
  expect(posted.map((p) => p.connectionId).sort()).toEqual(['loan-officer', 'owner-1']);
  for (const p of posted) {
    expect(p.body).toEqual(message);
    expect(p.signed).toBe(true);
  }
  // The gateway said the connection is gone: its rows are removed.
  expect((await registry().inAudience('CUSTOMER#C1')).map((c) => c.connectionId)).toEqual(['owner-1']);
});

it('closes a connection whose session has ended instead of pushing to it', async () => {
  await listen('owner-2', ['CUSTOMER#C1']);
  await listen('owner-3', ['CUSTOMER#C1']);
  // The session of owner-3 was signed out; no event about it has reached this function yet.
  await table().update(platformKeys.session('session-owner-3'), { set: { Status: 'Revoked' } });
  posted.length = 0;
  await handler()(statusChange('e2'), {});
  expect(posted.map((p) => p.connectionId).sort()).toEqual(['loan-officer', 'owner-1', 'owner-2']);
  expect(deleted).toEqual(['owner-3']);
  expect((await registry().inAudience('CUSTOMER#C1')).map((c) => c.connectionId).sort()).toEqual([
    'owner-1',
    'owner-2',
  ]);
});

it("closes an account's connections when its sessions end, and leaves those of a session that carries on", async () => {
  await listen('staff-a1', ['PRIV#Dashboard'], 'staff', 'STF-0042');
  await listen('staff-a2', ['PRIV#Dashboard'], 'staff', 'STF-0042');
  await listen('staff-other', ['PRIV#Dashboard'], 'staff', 'STF-0043');
  deleted.length = 0;
  // The password was changed from staff-a2's session: identity moved the account's session
  // generation on and that one session with it, in one write.
  await table().update(platformKeys.account('STF-0042'), { set: { SessionGeneration: 1 } });
  await table().update(platformKeys.session('session-staff-a2'), { set: { Generation: 1 } });
  const changed = identityEvent('e3', 'account.password-changed', { AccountId: 'STF-0042', Kind: 'staff' });
  await handler()(changed, {});
  expect(deleted).toEqual(['staff-a1']);
  expect((await registry().ofAccount('STF-0042')).map((c) => c.connectionId)).toEqual(['staff-a2']);

  // Signing out of staff-a2's session ends it, and its connection closes; another account's stays.
  await table().update(platformKeys.session('session-staff-a2'), { set: { Status: 'Revoked' } });
  const ended = identityEvent('e4', 'session.ended', {
    AccountId: 'STF-0042',
    SessionId: 'session-staff-a2',
    Kind: 'staff',
  });
  await handler()(ended, {});
  expect(deleted).toEqual(['staff-a1', 'staff-a2']);
  expect(await registry().ofAccount('STF-0042')).toEqual([]);
  expect((await registry().ofAccount('STF-0043')).map((c) => c.connectionId)).toEqual(['staff-other']);
});

it('keeps an event no consumer of this function handles as a dead letter', async () => {
  const tick = {
    source: 'ezc.jobs',
    'detail-type': 'jobs.tick',
    detail: {
      id: 'tick-1',
      name: 'jobs.tick',
      source: 'ezc.jobs',
      version: 1,
      occurredAt: '2026-11-23T02:00:00.000Z',
      data: { job: 'nightly', at: '2026-11-23T02:00:00.000Z' },
    },
  };
  await handler()(tick, {});
  const table = new Table(
    dynamoApi({ region: 'ap-southeast-1', endpoint: String(process.env.DYNAMODB_ENDPOINT) }),
    String(process.env.TABLE_NAME),
  );
  const dead = await table.queryAll({ pk: 'DLQ#realtime-unmatched' });
  expect(dead).toHaveLength(1);
  expect(dead[0]).toMatchObject({ error: 'No consumer in the realtime function for jobs.tick' });
});
