import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { LocalPushGateway, type PushSocket } from './local-push-gateway';
import type { SessionCheck } from './push';
import { pushToAudiences } from './push-to-audiences';
import { TableConnectionRegistry } from './table-connection-registry';

// `ws` ships no type declarations; these are the few members the test uses.
interface WsSocket extends PushSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}
interface WsServer {
  address(): AddressInfo;
  on(event: 'connection', listener: (socket: WsSocket, req: { url?: string }) => void): void;
  on(event: 'listening', listener: () => void): void;
  close(cb?: () => void): void;
  clients: Set<WsSocket>;
}
const ws = createRequire(import.meta.url)('ws') as {
  WebSocketServer: new (options: { host: string; port: number }) => WsServer;
  WebSocket: new (url: string) => WsSocket;
};

let t: Awaited<ReturnType<typeof createTestTable>>;
let server: WsServer;
let url: string;
const gateway = new LocalPushGateway();
let registry: TableConnectionRegistry;
/** The sign-in sessions that have ended; every other session stands. */
const endedSessions = new Set<string>();
const sessions: SessionCheck = {
  live: async (c) => c.sessionId !== undefined && !endedSessions.has(c.sessionId),
};
const serverClosed = new Map<string, Promise<void>>();

beforeAll(async () => {
  t = await createTestTable('push');
  registry = new TableConnectionRegistry(t.table);
  server = new ws.WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.on('listening', resolve));
  url = `ws://127.0.0.1:${server.address().port}`;
  // What the local runner's /ws route does: register the connection and hand its socket to the gateway.
  server.on('connection', (socket, req) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const connectionId = q.get('cid') ?? '';
    gateway.attach(connectionId, socket);
    serverClosed.set(connectionId, new Promise((resolve) => socket.on('close', () => resolve())));
    void registry.add({
      connectionId,
      userId: q.get('user') ?? '',
      sessionId: `session-of-${connectionId}`,
      audiences: [q.get('user') ?? '', ...(q.get('also') ? [q.get('also') ?? ''] : [])],
      kind: 'customer',
      connectedAt: new Date().toISOString(),
    });
  });
});
afterAll(async () => {
  for (const c of server.clients) c.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.drop();
});

async function connect(user: string, cid: string, also?: string) {
  const client = new ws.WebSocket(`${url}/?user=${user}&cid=${cid}${also ? `&also=${also}` : ''}`);
  const received: unknown[] = [];
  client.on('message', (data) => received.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve) => client.on('open', resolve));
  // The server registers asynchronously; wait until the row is there.
  await expect
    .poll(async () => (await registry.inAudience(user)).some((c) => c.connectionId === cid), {
      timeout: 5000,
    })
    .toBe(true);
  return { client, received };
}

describe('pushing to audiences over real WebSockets', () => {
  it('delivers the JSON message once to every connection listening, and to nobody else', async () => {
    const a1 = await connect('alice', 'a1');
    const a2 = await connect('alice', 'a2');
    // Listening to two of the audiences pushed to: still one message.
    const b1 = await connect('bob', 'b1', 'alice');
    const c1 = await connect('carol', 'c1');
    const message = {
      type: 'loan.status-changed',
      LoanNo: 'EZC000123',
      Status: 'Disbursed',
      at: '2026-03-01T09:00:00Z',
    };

    const result = await pushToAudiences({ registry, gateway, sessions }, ['alice', 'bob', 'alice'], message);

    expect(result).toEqual({ sent: 3, gone: 0, closed: 0, failed: 0 });
    for (const s of [a1, a2, b1]) await expect.poll(() => s.received).toEqual([message]);
    expect(c1.received).toEqual([]);
  });

  it('removes connections that are gone: closed sockets and rows with no live socket', async () => {
    const d1 = await connect('dave', 'd1');
    const d2 = await connect('dave', 'd2');
    d2.client.close();
    await serverClosed.get('d2');
    // A row left by a connection of another process run: registered, never attached here.
    await registry.add({
      connectionId: 'stale',
      userId: 'dave',
      sessionId: 'session-of-stale',
      audiences: ['dave'],
      kind: 'customer',
      connectedAt: new Date().toISOString(),
    });

    const result = await pushToAudiences({ registry, gateway, sessions }, ['dave'], { type: 'ping' });

    expect(result).toEqual({ sent: 1, gone: 2, closed: 0, failed: 0 });
    expect((await registry.inAudience('dave')).map((c) => c.connectionId)).toEqual(['d1']);
    await expect.poll(() => d1.received).toEqual([{ type: 'ping' }]);
  });

  it('closes a connection whose session has ended instead of pushing to it, and forgets it', async () => {
    const f1 = await connect('fay', 'f1');
    const f2 = await connect('fay', 'f2');
    const closedWith = new Promise<number>((resolve) => f2.client.on('close', resolve));
    endedSessions.add('session-of-f2');
    const result = await pushToAudiences({ registry, gateway, sessions }, ['fay'], { type: 'secret' });
    expect(result).toEqual({ sent: 1, gone: 0, closed: 1, failed: 0 });
    expect(await closedWith).toBe(4401);
    await expect.poll(() => f1.received).toEqual([{ type: 'secret' }]);
    expect(f2.received).toEqual([]);
    expect((await registry.inAudience('fay')).map((c) => c.connectionId)).toEqual(['f1']);
    expect((await registry.ofAccount('fay')).map((c) => c.connectionId)).toEqual(['f1']);
  });

  it("answers 'gone' for a detached connection", async () => {
    await connect('erin', 'e1');
    gateway.detach('e1');
    expect(await gateway.send('e1', { type: 'x' })).toBe('gone');
  });
});
