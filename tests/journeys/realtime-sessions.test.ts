import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, signIn } from '../support/api';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';

/**
 * A WebSocket lives no longer than the sign-in session it was opened with (README, Security
 * "Sessions"): signing out, a password reset and the account's deactivation close it, and it
 * receives nothing afterwards; a deactivated attestor neither joins a signing room nor hears the
 * borrower's WebRTC offer. Every wait below waits for the socket's own event (a message, a close).
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
type Json = Record<string, unknown>;

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

const post = (token: string, path: string, body: unknown = {}) => a.call<Json>('POST', path, { token, body });

/** A socket of the product's WebSocket, opened with a ticket of `token`'s session and welcomed. */
async function socketOf(token: string) {
  const ticket = await post(token, '/realtime/ticket');
  expect(ticket.status).toBe(200);
  const socket = openSocket(String(ticket.body.token));
  await socket.next('welcome');
  return socket;
}

function openSocket(ticket: string) {
  const ws = new WebSocket(`${rt.url.replace('http', 'ws')}/ws?token=${ticket}`);
  const received: Json[] = [];
  const waiting: { wanted: (m: Json) => boolean; found: (m: Json) => void }[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Json;
    const at = waiting.findIndex((w) => w.wanted(message));
    if (at >= 0) waiting.splice(at, 1)[0]!.found(message);
    else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    ws.once('close', (code, reason) => done({ code, reason: String(reason) })),
  );
  /** The next message of `type` (and `fields`): one already received, or the first to arrive. */
  const next = (type: string, fields: Json = {}) =>
    new Promise<Json>((found) => {
      const wanted = (m: Json) => m.type === type && Object.entries(fields).every(([k, v]) => m[k] === v);
      const at = received.findIndex(wanted);
      if (at >= 0) found(received.splice(at, 1)[0]!);
      else waiting.push({ wanted, found });
    });
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  return { ws, received, next, send, closed };
}

/** A change the borrower is told about: an application made, then cancelled by its borrower. */
async function borrowerChange(token: string): Promise<string> {
  const made = await post(token, '/applications/add', {
    SKU: 'PL-SIMPLE-18',
    Amount: 2000,
    NumberOfInstallments: 12,
  });
  expect(made.status).toBe(201);
  const id = String((made.body.Data as Json).ApplicationId);
  const cancelled = await post(token, '/applications/cancel', {
    ApplicationId: id,
    Remarks: 'Changed my mind.',
  });
  expect(cancelled.status).toBe(200);
  return id;
}

describe('a socket of a session that ended', () => {
  it('is closed when its session signs out, and receives no push; the other session’s still does', async () => {
    const leaving = await signIn(rt.url, 'borrower@demo.test');
    const staying = await signIn(rt.url, 'borrower@demo.test');
    const gone = await socketOf(leaving);
    const kept = await socketOf(staying);

    expect((await post(leaving, '/auth/logout')).status).toBe(200);
    expect(await gone.closed).toEqual({ code: 4401, reason: 'Session ended' });

    const id = await borrowerChange(staying);
    await kept.next('application.status-changed', { ApplicationId: id, Status: 'Cancelled' });
    expect(gone.received).toEqual([]);
    kept.ws.close();
  });

  it('is closed by a password reset, and receives no push; a socket of the new sign-in does', async () => {
    const before = await signIn(rt.url, 'company@demo.test');
    const old = await socketOf(before);

    expect((await a.post('/customer-password/request-reset', { Email: 'company@demo.test' })).status).toBe(
      201,
    );
    await rt.settle();
    const sent = await fetch(`${rt.url}/api/dev/outbox?to=company@demo.test`, { headers: devHeaders(rt) });
    const outbox = (await sent.json()) as {
      Data: { body: string }[];
    };
    const link = /https?:\/\/\S+/.exec(outbox.Data.at(-1)!.body)![0];
    const reset = await a.post('/customer-password/reset', {
      Token: new URL(link).searchParams.get('token'),
      Password: 'Fresh#2027',
      ConfirmPassword: 'Fresh#2027',
    });
    expect(reset.status).toBe(201);
    expect(await old.closed).toEqual({ code: 4401, reason: 'Session ended' });

    const after = await signIn(rt.url, 'company@demo.test', 'Fresh#2027');
    const fresh = await socketOf(after);
    const id = await borrowerChange(after);
    await fresh.next('application.status-changed', { ApplicationId: id, Status: 'Cancelled' });
    expect(old.received).toEqual([]);
    fresh.ws.close();
  });
});

describe('a deactivated attestor', () => {
  it('is put out of the signing room at once: the socket closes, no offer reaches it, it cannot come back', async () => {
    const admin = await signIn(rt.url, 'admin@demo.test');
    const attorney = await signIn(rt.url, 'attorney@demo.test');
    const borrower = await signIn(rt.url, 'borrower@demo.test');
    const sessions = await post(borrower, '/loans/get-signing-sessions', { LoanNo: 'EZC000003' });
    const booked = (sessions.body.Data as Json[]).find((s) => s.Status === 'Pending Start');
    const SigningSessionId = String(booked?.SigningSessionId);
    const attestorId = String(booked?.AttestatorId);

    const them = await socketOf(borrower);
    them.send({ type: 'join-session', SigningSessionId });
    expect(await them.next('joined')).toMatchObject({ side: 'borrower' });
    // A ticket the attestor holds before being deactivated, for the attempt to come back.
    const spare = String((await post(attorney, '/realtime/ticket')).body.token);
    const attestor = await socketOf(attorney);
    attestor.send({ type: 'join-session', SigningSessionId });
    expect(await attestor.next('joined')).toMatchObject({ side: 'attestor', peers: ['borrower'] });
    expect(await them.next('peer')).toMatchObject({ side: 'attestor', present: true });

    const off = await post(admin, '/users/set-status', { UserId: attestorId, Status: 'Inactive' });
    expect(off.status).toBe(200);
    expect(await attestor.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect(await them.next('peer')).toMatchObject({ side: 'attestor', present: false });

    // The borrower's offer goes to no one; the borrower's own socket stays open (its answer comes).
    them.send({ type: 'signal', SigningSessionId, data: { description: { type: 'offer', sdp: 'v=0' } } });
    them.send({ type: 'ping' });
    await them.next('pong');
    expect(attestor.received).toEqual([]);

    // No new ticket, and the one kept from before opens nothing.
    expect((await post(attorney, '/realtime/ticket')).status).toBe(401);
    const again = openSocket(spare);
    expect(await again.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(again.received).toEqual([]);
    them.ws.close();
  });
});
