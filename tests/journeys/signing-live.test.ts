import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { signingSessionEntity } from '@ezc/fn-signing/sessions/signing-session';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * The live signing session's own calls (spec §4, §7): joining the room, the attestor's start, end
 * and no-show, the recording uploaded straight to the document store and downloaded by staff, and
 * the WebSocket signalling that passes WebRTC negotiation between the session's two people only.
 * The demo data books EZC000003 (CUST-000001) a live session with the demo attorney (STF-0006).
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
let sessionId = '';

type Json = Record<string, unknown>;
const post = (who: string, path: string, body: unknown = {}) =>
  a.call<Json>('POST', path, { token: tokens[who]!, body });
const data = (r: { body: Json }) => (r.body.Data ?? r.body) as Json;

/** A small PNG image (a signature, as far as the checks go): 2 × 1 pixels. */
function png(): string {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const VIDEO = resolve(
  import.meta.dirname,
  '..',
  '..',
  'functions',
  'signing',
  'assets',
  'explanation-video.mp4',
);

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'attorney', 'admin', 'finance']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  const sessions = await post('borrower', '/loans/get-signing-sessions', { LoanNo: 'EZC000003' });
  expect(sessions.status).toBe(200);
  const rows = sessions.body.Data as Json[];
  const booked = rows.find((r) => r.Status === 'Pending Start');
  expect(booked).toBeDefined();
  sessionId = String(booked!.SigningSessionId);
});
afterAll(async () => rt?.stop());

/** A socket of the product's WebSocket, with every message it receives kept in order. */
async function socketOf(who: string) {
  const ticket = await post(who, '/realtime/ticket');
  const ws = new WebSocket(`${rt.url.replace('http', 'ws')}/ws?token=${String(ticket.body.token)}`);
  const received: Json[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw)) as Json));
  await new Promise<void>((done, fail) => {
    ws.once('open', () => done());
    ws.once('error', fail);
  });
  /** The first message of `type` not yet taken: at once if it came, else as it arrives. */
  const next = (type: string, timeoutMs = 5000): Promise<Json> =>
    new Promise((resolve, reject) => {
      const take = () => {
        const at = received.findIndex((m) => m.type === type);
        if (at < 0) return false;
        resolve(received.splice(at, 1)[0]!);
        return true;
      };
      if (take()) return;
      const onMessage = () => {
        if (!take()) return;
        clearTimeout(guard);
        ws.off('message', onMessage);
      };
      // Only bounds the wait for the message: it fails the test rather than hang it.
      const guard = setTimeout(() => {
        ws.off('message', onMessage);
        reject(new Error(`no '${type}' message for ${who}: ${JSON.stringify(received)}`));
      }, timeoutMs);
      ws.on('message', onMessage);
    });
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  /**
   * Sends a heartbeat and waits for its answer: one socket keeps order, so whatever the server
   * sent this socket before it answered has arrived by then. What has not arrived was not sent.
   */
  const caughtUp = async () => {
    send({ type: 'ping' });
    await next('pong');
  };
  return { ws, received, next, send, caughtUp };
}

describe('the live room', () => {
  it('is joined by the session’s borrower and attestor only, and records who joined', async () => {
    const other = await post('company', '/signing-sessions/join', { SigningSessionId: sessionId });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('SESSION.NOT_FOUND');
    const missing = await post('borrower', '/signing-sessions/join', { SigningSessionId: 'SS-999999' });
    expect(missing.status).toBe(404);
    expect((await post('finance', '/signing-sessions/join', { SigningSessionId: sessionId })).status).toBe(
      403,
    );

    const borrower = await post('borrower', '/signing-sessions/join', { SigningSessionId: sessionId });
    expect(borrower.status).toBe(200);
    expect(data(borrower)).toMatchObject({
      SigningSessionId: sessionId,
      LoanNo: 'EZC000003',
      Status: 'Pending Start',
      Side: 'borrower',
      Step: 'Borrower To Sign',
      IceServers: [],
    });
    expect(typeof data(borrower).BorrowerJoinedAt).toBe('string');
    const attestor = await post('attorney', '/signing-sessions/join', { SigningSessionId: sessionId });
    expect(attestor.status).toBe(200);
    expect(data(attestor).Side).toBe('attestor');
    expect(typeof data(attestor).AttestatorJoinedAt).toBe('string');

    const history = await rt.platform.store.history('SigningSession', sessionId);
    const actions = history.map((h) => h.Activity);
    expect(actions).toEqual(
      expect.arrayContaining(['Borrower joined the session', 'Attestor joined the session']),
    );
  });

  it('passes signals between the two people only, and tells each who is there', async () => {
    const borrower = await socketOf('borrower');
    borrower.send({ type: 'join-session', SigningSessionId: sessionId });
    expect(await borrower.next('joined')).toMatchObject({ side: 'borrower', peers: [] });

    const attestor = await socketOf('attorney');
    attestor.send({ type: 'join-session', SigningSessionId: sessionId });
    expect(await attestor.next('joined')).toMatchObject({ side: 'attestor', peers: ['borrower'] });
    expect(await borrower.next('peer')).toMatchObject({ side: 'attestor', present: true });

    const offer = { description: { type: 'offer', sdp: 'v=0 (an offer)' } };
    attestor.send({ type: 'signal', SigningSessionId: sessionId, data: offer });
    expect(await borrower.next('signal')).toEqual({
      type: 'signal',
      SigningSessionId: sessionId,
      from: 'attestor',
      data: offer,
    });
    borrower.send({ type: 'signal', SigningSessionId: sessionId, data: { candidate: { candidate: 'c1' } } });
    expect(await attestor.next('signal')).toMatchObject({
      from: 'borrower',
      data: { candidate: { candidate: 'c1' } },
    });

    // Someone else's signal goes nowhere, and they are told the session was not found.
    const stranger = await socketOf('company');
    stranger.send({ type: 'join-session', SigningSessionId: sessionId });
    expect(await stranger.next('signal-error')).toMatchObject({ code: 'SESSION.NOT_FOUND' });
    stranger.send({ type: 'signal', SigningSessionId: sessionId, data: { hello: 1 } });
    expect(await stranger.next('signal-error')).toMatchObject({ code: 'SESSION.NOT_FOUND' });
    const admin = await socketOf('admin');
    admin.send({ type: 'signal', SigningSessionId: sessionId, data: { hello: 2 } });
    expect(await admin.next('signal-error')).toMatchObject({ code: 'SESSION.NOT_FOUND' });
    // The refusals were the server's last word on those signals; anything it passed on has reached
    // the two by the time they have their heartbeats answered (anything else is still answered so).
    await borrower.caughtUp();
    await attestor.caughtUp();
    expect(borrower.received.filter((m) => m.type === 'signal')).toEqual([]);
    expect(attestor.received.filter((m) => m.type === 'signal')).toEqual([]);

    // The first window's rows in the room, as a leave that read the room just before a takeover sees them.
    const room = `SIGNALROOM#${sessionId}`;
    const firstWindow = (await rt.platform.table.queryAll({ pk: room })).filter((r) => r.side === 'borrower');
    expect(firstWindow).toHaveLength(1);
    const firstPointer = await rt.platform.table.get({
      PK: `WS#${String(firstWindow[0]?.SK)}`,
      SK: `ROOM#${sessionId}`,
    });

    // A second window of the borrower takes the room over; the first is told.
    const again = await socketOf('borrower');
    again.send({ type: 'join-session', SigningSessionId: sessionId });
    expect(await again.next('joined')).toMatchObject({ side: 'borrower', peers: ['attestor'] });
    expect(await borrower.next('session-taken')).toMatchObject({ SigningSessionId: sessionId });
    expect(await attestor.next('peer')).toMatchObject({ side: 'borrower', present: true });
    attestor.send({ type: 'signal', SigningSessionId: sessionId, data: { n: 3 } });
    expect(await again.next('signal')).toMatchObject({ data: { n: 3 } });
    // The server passes a signal on to every window in the room at once: the first window has had
    // anything meant for it by the time its heartbeat is answered.
    await borrower.caughtUp();
    expect(borrower.received.filter((m) => m.type === 'signal')).toEqual([]);

    // The first window closes while its leave still finds it in the room (a reload, under load: the
    // leave read the room before the new window's join dropped it). The borrower is still there in
    // the second window, so the attestor must not hear that they left.
    await rt.platform.table.transact([
      { kind: 'put', item: { ...firstWindow[0]!, PK: room, SK: String(firstWindow[0]?.SK) } },
      ...(firstPointer
        ? [
            {
              kind: 'put' as const,
              item: { ...firstPointer, PK: String(firstPointer.PK), SK: String(firstPointer.SK) },
            },
          ]
        : []),
    ]);
    borrower.ws.close();
    // The server has handled the close once the connection's own rows are gone (the last thing it
    // does, after leaving the room); whatever it told the attestor then has reached them by the
    // time their heartbeat is answered.
    const firstConnection = `WS#${String(firstWindow[0]?.SK)}`;
    await expect
      .poll(async () => (await rt.platform.table.queryAll({ pk: firstConnection })).length, {
        timeout: 10_000,
      })
      .toBe(0);
    await attestor.caughtUp();
    expect(attestor.received.filter((m) => m.type === 'peer')).toEqual([]);
    attestor.send({ type: 'signal', SigningSessionId: sessionId, data: { n: 4 } });
    expect(await again.next('signal')).toMatchObject({ data: { n: 4 } });

    // The attestor's window closes: the borrower hears they left.
    attestor.ws.close();
    expect(await again.next('peer')).toMatchObject({ side: 'attestor', present: false });
    for (const s of [again, stranger, admin]) s.ws.close();
  });

  it('is started, recorded and ended by its attestor, statuses through the machine', async () => {
    const id = { SigningSessionId: sessionId };
    expect((await post('admin', '/signing-sessions/start', id)).status).toBe(403);
    expect((await post('borrower', '/signing-sessions/start', id)).status).toBe(403);
    const early = await post('attorney', '/signing-sessions/recording-upload', {
      ...id,
      ContentType: 'video/mp4',
    });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('SESSION.RECORDING_NOT_ALLOWED');
    // The demo session is days ahead: too early to say the borrower did not come.
    const noShow = await post('attorney', '/signing-sessions/no-show', id);
    expect(noShow.status).toBe(422);
    expect(noShow.body.code).toBe('SESSION.TOO_EARLY_FOR_NO_SHOW');

    const started = await post('attorney', '/signing-sessions/start', id);
    expect(started.status).toBe(200);
    expect(data(started)).toMatchObject({ Status: 'In Progress', Step: 'Borrower To Sign' });
    expect(typeof data(started).StartedAt).toBe('string');
    const twice = await post('attorney', '/signing-sessions/start', id);
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('SESSION.NOT_ALLOWED');

    const webm = await post('attorney', '/signing-sessions/recording-upload', {
      ...id,
      ContentType: 'video/webm',
    });
    expect(webm.status).toBe(422);
    expect(webm.body).toMatchObject({
      code: 'SESSION.RECORDING_NOT_MP4',
      message: 'You can only upload MP4',
    });
    const form = await post('attorney', '/signing-sessions/recording-upload', {
      ...id,
      ContentType: 'video/mp4;codecs=avc1,opus',
    });
    expect(form.status).toBe(200);
    expect(form.body.Data).toMatchObject({
      RecordingMediaId: `REC-${sessionId}`,
      Method: 'POST',
      MaxBytes: 524_288_000,
    });

    // The browser posts the file straight to the store with the form.
    const video = await readFile(VIDEO);
    const body = new FormData();
    for (const [name, value] of Object.entries((form.body.Data as Json).Fields as Record<string, string>))
      body.append(name, value);
    body.append('file', new Blob([video], { type: 'video/mp4' }), 'recording.mp4');
    const stored = await fetch(String((form.body.Data as Json).Url), { method: 'POST', body });
    expect(stored.status).toBeLessThan(300);

    // Both sign in the room: the borrower with a saved signature, the attestor with one drawn now.
    expect((await post('borrower', '/signatures/add-user-signature', { SignatureFile: png() })).status).toBe(
      201,
    );
    const borrowerSigned = await post('borrower', '/loans/sign-as-borrower', {
      LoanNo: 'EZC000003',
      UseSavedSignature: true,
    });
    expect(borrowerSigned.status).toBe(200);
    const afterBorrower = await post('attorney', '/signing-sessions/join', id);
    expect(data(afterBorrower)).toMatchObject({ BorrowerSignYN: 'Y', Step: 'Attestor To Sign' });
    // The session cannot end, nor be marked no-show, before the attestor signs what the borrower
    // signed in it (spec §4): the loan would wait for a signature only a live session can take.
    const endedEarly = await post('attorney', '/signing-sessions/end', id);
    expect(endedEarly.status).toBe(422);
    expect(endedEarly.body).toEqual({
      code: 'SESSION.ATTESTOR_SIGNS_FIRST',
      message:
        'The borrower has signed in this session: the attestor signs the agreement before the session ends.',
    });
    const earlyMs = await a.call<Json>('POST', '/signing-sessions/end', {
      token: tokens.attorney!,
      body: id,
      headers: { 'accept-language': 'ms' },
    });
    expect(earlyMs.status).toBe(422);
    expect(earlyMs.body.message).toBe(
      'Peminjam telah menandatangani dalam sesi ini: pengesah perlu menandatangani perjanjian sebelum sesi ditamatkan.',
    );
    const cameAfterAll = await post('attorney', '/signing-sessions/no-show', id);
    expect(cameAfterAll.status).toBe(422);
    expect(cameAfterAll.body.code).toBe('SESSION.BORROWER_SIGNED');
    expect(data(await post('attorney', '/signing-sessions/join', id)).Status).toBe('In Progress');
    const attestorSigned = await post('attorney', '/loans/sign-as-attestator', {
      LoanNo: 'EZC000003',
      SignatureFile: png(),
    });
    expect(attestorSigned.status).toBe(200);
    expect(data(await post('attorney', '/signing-sessions/join', id))).toMatchObject({
      AttestatorSignYN: 'Y',
      Step: 'Completed',
    });

    // Until the session ends with it, the loan has no recording.
    const before = await post('admin', '/signing-sessions/download-recording', { LoanNo: 'EZC000003' });
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({ code: 'SESSION.RECORDING_NOT_FOUND', message: 'No file found' });

    const wrong = await post('attorney', '/signing-sessions/end', {
      ...id,
      RecordingMediaId: 'REC-SS-000999',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('SESSION.RECORDING_UNKNOWN');
    const ended = await post('attorney', '/signing-sessions/end', {
      ...id,
      RecordingMediaId: `REC-${sessionId}`,
    });
    expect(ended.status).toBe(200);
    expect(data(ended)).toMatchObject({
      Status: 'Completed',
      RecordingMediaId: `REC-${sessionId}`,
      LoanSigningSessions: [
        { LoanNo: 'EZC000003', Status: 'Completed', RecordingMediaId: `REC-${sessionId}` },
      ],
    });
    expect(data(ended)).not.toHaveProperty('RecordingBlobKey');
    const noShowAfter = await post('attorney', '/signing-sessions/no-show', id);
    expect(noShowAfter.status).toBe(422);
    expect(noShowAfter.body.code).toBe('SESSION.NOT_ALLOWED');

    // The loan follows its signing.
    await expect
      .poll(async () => data(await post('admin', '/loans/find-one', { LoanNo: 'EZC000003' })).Status, {
        timeout: 10_000,
      })
      .toBe('Signed');

    // A finished session is answered as it is, and joined by no one.
    const late = await post('borrower', '/signing-sessions/join', id);
    expect(data(late)).toMatchObject({ Status: 'Completed', Side: 'borrower' });

    const history = await rt.platform.store.history('SigningSession', sessionId);
    const actions = history.map((h) => h.Activity);
    expect(actions).toEqual(
      expect.arrayContaining(['Session started', 'Recording upload granted', 'Session ended']),
    );
  });

  it('gives staff the loan’s recording as an MP4 named for the loan', async () => {
    const res = await fetch(`${rt.url}/api/signing-sessions/download-recording`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LoanNo: 'EZC000003' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const link = res.headers.get('location')!;
    // A presigned GET of the recording, path style in the local S3 store's bucket.
    expect(link).toContain('/blobs/ezc-documents/signing/recordings/');
    expect(new URL(link).searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');

    const followed = await fetch(`${rt.url}/api/signing-sessions/download-recording`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.attorney}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LoanNo: 'EZC000003' }),
    });
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('video/mp4');
    expect(followed.headers.get('content-disposition')).toContain('signing-session-recording-EZC000003.mp4');
    const bytes = Buffer.from(await followed.arrayBuffer());
    expect(bytes.length).toBe((await readFile(VIDEO)).length);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    expect(
      (await post('borrower', '/signing-sessions/download-recording', { LoanNo: 'EZC000003' })).status,
    ).toBe(403);
    const none = await post('admin', '/signing-sessions/download-recording', { LoanNo: 'EZC000001' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No file found');
  });
});

describe('a live session ended before its attestor signed (as was possible before that was refused)', () => {
  it('is signed after by its own attestor, having reviewed it: the loan is not left waiting', async () => {
    // EZC000004 waits for an attestor; its stored rows are made to say what such a session left:
    // signed by the borrower in a live session that was then ended, the attestor's signature missing.
    const table = rt.platform.table;
    const signingKey = { PK: 'SIGNING#EZC000004', SK: 'SIGNING' };
    const signing = await table.get(signingKey);
    expect(signing?.Status).toBe('Pending Signing Attestor');
    const booked = await table.get({ PK: `SIGNSESSION#${sessionId}`, SK: 'SIGNSESSION' });
    const left = signingSessionEntity.fromItem(booked!).value;
    const at = new Date().toISOString();
    await table.put(
      signingSessionEntity.toItem(
        {
          ...left,
          SigningSessionId: 'SS-900004',
          LoanNo: 'EZC000004',
          CustomerId: String(signing?.CustomerId),
          ParticipantId: String(signing?.CustomerId),
          Status: 'Completed',
          BorrowerSignYN: 'Y',
          AttestatorSignYN: 'N',
          RecordingMediaId: undefined,
          RecordingBlobKey: undefined,
        },
        3,
        at,
      ),
    );
    await table.update(signingKey, {
      set: { Mode: 'Live', SigningSessionId: 'SS-900004', AttestatorId: left.AttestatorId },
    });

    const signed = await post('attorney', '/loans/sign-as-attestator', {
      LoanNo: 'EZC000004',
      SignatureFile: png(),
    });
    expect(signed.status).toBe(200);
    expect(data(signed).Status).toBe('Signed');
    const history = (await rt.platform.store.history('Signing', 'EZC000004')).map((h) => h.Activity);
    expect(history).toContain('Signed by attestor after reviewing live session SS-900004');
    const session = await table.get({ PK: 'SIGNSESSION#SS-900004', SK: 'SIGNSESSION' });
    expect(session).toMatchObject({ Status: 'Completed', AttestatorSignYN: 'Y' });
    await expect
      .poll(async () => data(await post('admin', '/loans/find-one', { LoanNo: 'EZC000004' })).Status, {
        timeout: 10_000,
      })
      .toBe('Signed');
  });
});

describe("an Attorney's Loan Listing", () => {
  it('lists the loans of their own signing sessions, with the latest session, and is theirs alone', async () => {
    const mine = await post('attorney', '/signing-sessions/my-loans', { Rows: 20, Page: 1 });
    expect(mine.status).toBe(200);
    const rows = mine.body.Data as Json[];
    expect(rows.find((r) => r.LoanNo === 'EZC000003')).toMatchObject({
      LoanNo: 'EZC000003',
      SigningSessionId: sessionId,
      BorrowerName: expect.any(String),
      Amount: expect.any(Number),
      SessionStatus: expect.stringMatching(/^(Pending Start|In Progress|Completed)$/),
    });
    expect(mine.body.Count).toBe(rows.length);
    // One row per loan, whatever its number of sessions.
    expect(new Set(rows.map((r) => r.LoanNo)).size).toBe(rows.length);

    const filtered = await post('attorney', '/signing-sessions/my-loans', { LoanNo: 'ezc000003' });
    expect((filtered.body.Data as Json[]).map((r) => r.LoanNo)).toEqual(['EZC000003']);
    const none = await post('attorney', '/signing-sessions/my-loans', { LoanNo: 'EZC9' });
    expect(none.body).toEqual({ Data: [], Count: 0 });

    expect((await post('finance', '/signing-sessions/my-loans', {})).status).toBe(403);
    expect((await post('borrower', '/signing-sessions/my-loans', {})).status).toBe(403);
  });
});
