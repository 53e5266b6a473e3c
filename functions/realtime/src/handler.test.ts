import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TableConnectionRegistry } from '@ezc/platform/push/table-connection-registry';
import { dynamoApi } from '@ezc/platform/table/dynamo-api';
import { Table } from '@ezc/platform/table/table';
import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';
import { afterAll, expect, it } from 'vitest';

/** API Gateway's management API as far as pushes go: it records what was posted to each connection. */
const posted: { connectionId: string; body: unknown; signed: boolean }[] = [];
let gateway: Server | undefined;
async function startGateway(): Promise<string> {
  gateway = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const match = /\/@connections\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      const connectionId = decodeURIComponent(match[1]!);
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

const registry = () =>
  new TableConnectionRegistry(
    new Table(
      dynamoApi({ region: 'ap-southeast-1', endpoint: String(process.env.DYNAMODB_ENDPOINT) }),
      String(process.env.TABLE_NAME),
    ),
  );
const listen = (connectionId: string, audiences: string[], kind: 'customer' | 'staff' = 'customer') =>
  registry().add({
    connectionId,
    userId: connectionId,
    audiences,
    kind,
    connectedAt: new Date().toISOString(),
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
