import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { scheduleDue } from '@ezc/domain';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { devHeaders } from '../support/dev';
import { RawConnection } from '../support/raw-http';
import { startTestServer } from '../support/server';
import { tokenFor } from '../support/sessions';
import { commitLoanStatusChange } from '../support/status-change';

let rt: LocalRuntime;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
});
afterAll(async () => rt?.stop());

/** A one-minute socket ticket of the session `token` belongs to. */
async function socketTicket(token: string): Promise<string> {
  const res = await fetch(`${rt.url}/api/realtime/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { token: string }).token;
}

function nextMessage(ws: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 10_000);
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as Record<string, unknown>;
      if (msg.type === type) {
        clearTimeout(timer);
        resolve(msg);
      }
    });
  });
}

describe('the local process', () => {
  it('serves health, the client IP and JSON for unknown API paths', async () => {
    expect(await (await fetch(`${rt.url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${rt.url}/api/client`)).json()).toEqual({ ip: '127.0.0.1' });
    // A client naming itself in X-Forwarded-For is not believed: no trusted proxy is configured.
    const forged = await fetch(`${rt.url}/api/client`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await forged.json()).toEqual({ ip: '127.0.0.1' });
    const missing = await fetch(`${rt.url}/api/no/such/call`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found', code: 'HTTP.NOT_FOUND' });
  });

  it('answers invalid input with 400 naming the field', async () => {
    const token = await tokenFor(rt.platform, { id: 'staff-1', kind: 'staff', roles: ['Admin'] });
    const res = await fetch(`${rt.url}/api/lists/items?ListName=Nope`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION.INVALID_INPUT');
  });

  it('reads a seeded list through the full stack with a token, and refuses without one', async () => {
    const token = await tokenFor(rt.platform, { id: 'staff-1', kind: 'staff', roles: ['Admin'] });
    const res = await fetch(`${rt.url}/api/lists/items?ListName=Malaysian%20State`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Data: { Name: string }[]; Count: number };
    expect(body.Count).toBe(16);
    expect(body.Data.map((d) => d.Name)).toContain('Selangor');
    expect((await fetch(`${rt.url}/api/lists/items?ListName=Bank`)).status).toBe(401);
  });

  it('relays a committed event from the stream to the bus and pushes it to the owner over the WebSocket', async () => {
    const token = await tokenFor(rt.platform, { id: 'acct-1', kind: 'customer', customerId: 'CUST-1' });
    const ticket = await socketTicket(token);
    const ws = new WebSocket(`${rt.url.replace('http', 'ws')}/ws?token=${ticket}`);
    await nextMessage(ws, 'welcome');
    const pushed = nextMessage(ws, 'loan.status-changed');

    await commitLoanStatusChange(rt.platform, {
      LoanNo: 'EZC000001',
      Status: 'Active',
      CustomerId: 'CUST-1',
    });
    await rt.settle();
    const msg = await pushed;
    expect(msg).toMatchObject({ type: 'loan.status-changed', LoanNo: 'EZC000001', Status: 'Active' });
    expect(msg).not.toHaveProperty('CustomerId');
    ws.close();
  });

  it('refuses a WebSocket without a valid socket ticket', async () => {
    const ws = new WebSocket(`${rt.url.replace('http', 'ws')}/ws?token=nope`);
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('moves the business clock and sends a reminder when it comes due, not before', async () => {
    const setClock = (now: string) =>
      fetch(`${rt.url}/api/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...devHeaders(rt) },
        body: JSON.stringify({ now }),
      });
    const runJobs = () => fetch(`${rt.url}/api/dev/run-jobs`, { method: 'POST', headers: devHeaders(rt) });
    const inbox = async () =>
      (
        (await (
          await fetch(`${rt.url}/api/dev/outbox?to=reminded@demo.test`, { headers: devHeaders(rt) })
        ).json()) as {
          Data: { subject: string; body: string }[];
        }
      ).Data;
    await rt.platform.scheduler.schedule({
      id: 'reminder-signing-EZC000777',
      at: '2027-01-15T09:00:00+08:00',
      event: scheduleDue.create({
        id: 'due-signing-EZC000777',
        occurredAt: '2027-01-15T01:00:00.000Z',
        data: {
          scheduleId: 'reminder-signing-EZC000777',
          kind: 'reminder',
          payload: {
            Channel: 'email',
            To: 'reminded@demo.test',
            Subject: 'Your signing session is tomorrow',
            Body: 'Loan EZC000777: your signing session is at 10:00 tomorrow.',
          },
        },
      }),
    });
    expect((await setClock('2027-01-15T08:59:00+08:00')).status).toBe(200);
    expect((await runJobs()).status).toBe(200);
    expect(await inbox()).toEqual([]);

    expect((await setClock('2027-01-15T09:30:00+08:00')).status).toBe(200);
    await runJobs();
    await runJobs(); // a second run sends nothing again
    expect(await inbox()).toEqual([
      expect.objectContaining({
        subject: 'Your signing session is tomorrow',
        body: 'Loan EZC000777: your signing session is at 10:00 tomorrow.',
      }),
    ]);
    const bad = await fetch(`${rt.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...devHeaders(rt) },
      body: JSON.stringify({ now: 'tomorrow' }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${rt.url}/api/dev/clock`, { method: 'DELETE', headers: devHeaders(rt) });
  });

  it('lists sent messages in the dev outbox', async () => {
    await rt.platform.mail.send({ to: 'someone@demo.test', subject: 'Hello', body: 'Your code is 123456' });
    const res = (await (
      await fetch(`${rt.url}/api/dev/outbox?to=someone@demo.test`, { headers: devHeaders(rt) })
    ).json()) as {
      Data: { channel: string; to: string; subject: string; body: string; at: string }[];
    };
    expect(res.Data).toHaveLength(1);
    expect(res.Data[0]).toMatchObject({
      channel: 'email',
      to: 'someone@demo.test',
      subject: 'Hello',
      body: 'Your code is 123456',
    });
  });

  it("answers only a caller with this process's dev token, which it wrote to DATA_DIR/dev-token for its owner alone", async () => {
    const file = join(rt.config.DATA_DIR, 'dev-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(rt.devToken);
    await rt.platform.mail.send({
      to: 'secret@demo.test',
      subject: 'Reset',
      body: 'Your link: /reset?token=abc',
    });
    const json = { 'content-type': 'application/json' };
    const helpers: [string, string, unknown?][] = [
      ['GET', '/outbox?to=secret@demo.test'],
      ['GET', '/clock'],
      ['POST', '/clock', { now: '2031-01-01T09:00:00+08:00' }],
      ['DELETE', '/clock'],
      ['POST', '/run-jobs'],
      ['POST', '/ekyc-outcome', { outcome: 'fail' }],
      ['GET', '/no-such-helper'],
    ];
    for (const [method, path, body] of helpers) {
      for (const [headers, status, code] of [
        [{}, 401, 'DEV.TOKEN_MISSING'],
        [{ 'x-dev-token': 'not-the-token' }, 403, 'DEV.TOKEN_INVALID'],
        [{ 'x-dev-token': '' }, 401, 'DEV.TOKEN_MISSING'],
        [{ 'x-dev-token': `${rt.devToken}x` }, 403, 'DEV.TOKEN_INVALID'],
      ] as const) {
        const res = await fetch(`${rt.url}/api/dev${path}`, {
          method,
          headers: { ...json, ...headers },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect([method, path, res.status]).toEqual([method, path, status]);
        expect(await res.json()).toEqual({ message: expect.stringContaining('x-dev-token'), code });
      }
    }
    // Nothing was done for them: the clock was not moved, the messages were not shown.
    expect(rt.platform.clock.now().getUTCFullYear()).toBeLessThan(2031);
    const own = await fetch(`${rt.url}/api/dev/outbox?to=secret@demo.test`, { headers: devHeaders(rt) });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { Data: unknown[] }).Data).toHaveLength(1);
  });
});

describe('the polling feed', () => {
  it('keeps a status change for its owner and staff, not for other customers', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await commitLoanStatusChange(rt.platform, {
      LoanNo: 'EZC000555',
      Status: 'Stamped',
      CustomerId: 'CUST-9',
    });
    await rt.settle();
    const feed = async (who: Parameters<typeof tokenFor>[1]) => {
      const token = await tokenFor(rt.platform, who);
      const res = await fetch(`${rt.url}/api/realtime/events?after=${encodeURIComponent(before)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { Data: { LoanNo?: string; Status?: string; type: string }[] }).Data;
    };
    expect(await feed({ id: 'acct-9', kind: 'customer', customerId: 'CUST-9' })).toEqual([
      expect.objectContaining({ type: 'loan.status-changed', LoanNo: 'EZC000555', Status: 'Stamped' }),
    ]);
    expect((await feed({ id: 'staff-9', kind: 'staff', roles: ['Admin'] })).map((m) => m.LoanNo)).toContain(
      'EZC000555',
    );
    // An Attorney's privileges show signing sessions, not loans: not every member of staff hears it.
    expect(await feed({ id: 'staff-6', kind: 'staff', roles: ['Attorney'] })).toEqual([]);
    expect(await feed({ id: 'acct-8', kind: 'customer', customerId: 'CUST-8' })).toEqual([]);
  });
});

describe('a request refused before its body is read', () => {
  // 200 KB sent in 20 pieces over about a second, as over a slow network: longer than the half
  // second Node's server waits for an unread body before cutting the connection.
  const body = Buffer.from(JSON.stringify({ Format: 'csv', Padding: 'x'.repeat(200_000) }));
  const slowly = { pieces: 20, pauseMs: 50 };
  const post = (path: string, headers: Record<string, string>, length = body.length) =>
    [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ].join('\r\n');

  it('answers a clean 4xx {message, code} and serves the next request on the same connection', async () => {
    const admin = await tokenFor(rt.platform, { id: 'STF-0001', kind: 'staff', roles: ['Admin'] });
    const bearer = { Authorization: `Bearer ${admin}` };
    const refusals: [string, Record<string, string>, number, string][] = [
      ['/api/reports/not-a-report/export', bearer, 400, 'VALIDATION.INVALID_INPUT'],
      ['/api/reports/installments/export', {}, 401, 'AUTH.UNAUTHORIZED'],
      ['/api/no/such/path', bearer, 404, 'HTTP.NOT_FOUND'],
    ];
    for (const [path, headers, status, code] of refusals) {
      const connection = await RawConnection.open(rt.port);
      try {
        await connection.send(post(path, headers), body, slowly);
        const refused = await connection.answer();
        expect([path, refused.status]).toEqual([path, status]);
        expect(refused.headers['content-type']).toContain('application/json');
        expect(JSON.parse(refused.body)).toMatchObject({ message: expect.any(String), code });
        await connection.send('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1');
        const next = await connection.answer();
        expect([path, next.status, JSON.parse(next.body)]).toEqual([path, 200, { status: 'ok' }]);
      } finally {
        connection.close();
      }
    }
  });

  it('still answers 413 at once to a body declared over the limit, without reading it', async () => {
    const connection = await RawConnection.open(rt.port);
    try {
      await connection.send(post('/api/reports/installments/export', {}, rt.config.MAX_BODY_BYTES + 1));
      const refused = await connection.answer();
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({
        message: 'Request body is too large.',
        code: 'HTTP.PAYLOAD_TOO_LARGE',
      });
    } finally {
      connection.close();
    }
  });
});
