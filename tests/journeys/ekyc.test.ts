import { crc32, deflateSync } from 'node:zlib';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { setClock } from '../support/booking';
import { devHeaders } from '../support/dev';
import { startTestServer } from '../support/server';
import { businessNow } from '../support/test-clock';

/**
 * eKYC through the whole product (spec §2, §4, §8, §9): identity document images, a 6-digit code
 * by SMS read from the dev outbox, the identity provider's verdict (the local simulator, whose
 * outcome the test chooses), the code rules (wrong, expired, attempts, resend after 3 minutes, 5
 * an hour), another person's eKYC kept out of sight, and the Admin's menu setting.
 *
 * The company borrower goes through the happy path: the demo individual's eKYC is seeded as done
 * (contract), the company's is not. Company Signers and Attorneys verify themselves as users.
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
  for (const who of ['company', 'borrower', 'signer', 'attorney', 'admin', 'finance']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 120_000);
afterAll(async () => rt?.stop());
// A test may move the business clock; the next one finds it where it would be had nobody moved it.
let started: { business: number; real: number } | undefined;
beforeEach(() => {
  started ??= { business: businessNow(rt).getTime(), real: Date.now() };
});
afterEach(async () => {
  if (started) await setClock(rt, new Date(started.business + Date.now() - started.real).toISOString());
  await chooseOutcome('pass');
});

type Json = Record<string, unknown>;
const call = (who: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  a.call<Json>(method, path, {
    token: tokens[who]!,
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  });
const post = (who: string, path: string, body: unknown = {}, headers?: Record<string, string>) =>
  call(who, 'POST', path, body, headers);

async function chooseOutcome(outcome: 'pass' | 'fail') {
  const res = await fetch(`${rt.url}/api/dev/ekyc-outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...devHeaders(rt) },
    body: JSON.stringify({ outcome }),
  });
  expect(res.status).toBe(200);
}

/** Moves the business clock `minutes` past `from`. */
async function clockAt(from: number, minutes: number) {
  const res = await fetch(`${rt.url}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...devHeaders(rt) },
    body: JSON.stringify({ now: new Date(from + minutes * 60_000).toISOString() }),
  });
  expect(res.status).toBe(200);
}

/** A real, small PNG: what a phone camera's picture is to the content check. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk(
      'IDAT',
      deflateSync(Buffer.from([0, 255, 255, 255, 255, 255, 255, 0, 255, 255, 255, 255, 255, 255])),
    ),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads one side of the identity document as the person's media; answers its MediaId. */
async function uploadImage(
  who: string,
  objectType: string,
  objectId: string,
  title: string,
): Promise<string> {
  const form = new FormData();
  form.append('ObjectId', objectId);
  form.append('ObjectType', objectType);
  form.append('Type', title);
  form.append('FileName', `${title.replace(/ /g, '-')}.png`);
  form.append('FileExtension', 'png');
  form.append('Title', title);
  form.append('Description', title);
  form.append('FileStream', new Blob([new Uint8Array(png())], { type: 'image/png' }), `${title}.png`);
  const res = await fetch(`${rt.url}/api/medias/internal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}` },
    body: form,
  });
  const body = (await res.json()) as { Data: { MediaId: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.Data.MediaId;
}

async function uploadDocuments(who: string, objectType: string, objectId: string) {
  const front = await uploadImage(who, objectType, objectId, 'eKYC Front');
  const back = await uploadImage(who, objectType, objectId, 'eKYC Back');
  const res = await post(who, '/EKYC/upload-documents', { FrontMediaId: front, BackMediaId: back });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.Data).toMatchObject({
    Status: 'Documents Uploaded',
    FrontMediaId: front,
    BackMediaId: back,
  });
  return { front, back };
}

/** The SMS texts sent to `phone`, oldest first. */
async function smsTo(phone: string): Promise<string[]> {
  const res = await fetch(`${rt.url}/api/dev/outbox?to=${encodeURIComponent(phone)}`, {
    headers: devHeaders(rt),
  });
  const { Data } = (await res.json()) as { Data: { channel: string; body: string }[] };
  return Data.filter((m) => m.channel === 'sms').map((m) => m.body);
}
async function lastCode(phone: string): Promise<string> {
  const texts = await smsTo(phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1];
  expect(code, `an SMS code to ${phone}`).toBeDefined();
  return code!;
}
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const check = async (who: string) =>
  (await call(who, 'GET', '/EKYC/CheckEKYCCompleted/UserLogin')).body.Data as Json;

describe('eKYC', () => {
  it('takes a company borrower from its identity documents through an SMS code to verified', async () => {
    expect(await check('company')).toEqual({ Completed: false, Status: 'Not Started' });

    const early = await post('company', '/2fa/SendSMSOTP');
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      message: 'Upload the front and back of your identity document first.',
      code: 'EKYC.DOCUMENTS_REQUIRED',
    });

    await uploadDocuments('company', 'Customer', 'CUST-000002');
    // No number given: the profile's, here the company's default contact person's mobile.
    const sent = await post('company', '/2fa/SendSMSOTP');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      status: 'Success',
      Data: { SentTo: '+60 12-*** 6543', ExpiresInSeconds: 300, ResendAfterSeconds: 180 },
    });
    const sms = await smsTo('+60129876543');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatch(
      /^EZC: Your eKYC verification code is \d{6}\. It is valid for 5 minutes\. Never share this code with anyone\.$/,
    );
    const code = await lastCode('+60129876543');

    const done = await post('company', '/EKYC/PerformEKYC', { Code: code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Data).toMatchObject({
      ObjectType: 'Customer',
      ObjectId: 'CUST-000002',
      EKYCParty: 'IdentityProvider',
      Status: 'Completed',
    });
    expect(await check('company')).toEqual({ Completed: true, Status: 'Completed' });

    const again = await post('company', '/EKYC/PerformEKYC', { Code: code });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'Your eKYC is already completed.',
      code: 'EKYC.ALREADY_COMPLETED',
    });

    // Every step is in the customer's activity history, with who did it.
    const history = await post('admin', '/customer/customers/get-activities', { CustomerId: 'CUST-000002' });
    const activities = (history.body.Data as Json[]).map((r) => r.Activity);
    expect(activities).toEqual(
      expect.arrayContaining(['eKYC documents uploaded', 'eKYC code sent by SMS', 'eKYC verified']),
    );
  });

  it('checks codes strictly: wrong, too many tries, too soon again, expired, and 5 an hour', async () => {
    await uploadDocuments('signer', 'User', 'STF-0005');
    const noPhone = await post('signer', '/2fa/SendSMSOTP');
    expect(noPhone.status).toBe(400);
    expect(noPhone.body).toEqual({
      message: 'PhoneNo: enter the mobile number to send the code to.',
      code: 'EKYC.PHONE_REQUIRED',
    });
    const notMobile = await post('signer', '/2fa/SendSMSOTP', { PhoneNo: '03-2345 6789' });
    expect(notMobile.status).toBe(400);

    const first = await post(
      'signer',
      '/2fa/SendSMSOTP',
      { PhoneNo: '012-555 0101' },
      { 'accept-language': 'ms' },
    );
    expect(first.status).toBe(200);
    // Just after the code was sent: the clock moves from here.
    const start = businessNow(rt).getTime();
    expect((first.body.Data as Json).SentTo).toBe('+60 12-*** 0101');
    // In the person's language.
    expect((await smsTo('+60125550101')).at(-1)).toMatch(
      /^EZC: Kod pengesahan eKYC anda ialah \d{6}\. Kod ini sah selama 5 minit\./,
    );
    const code = await lastCode('+60125550101');

    const tooSoon = await post('signer', '/2fa/SendSMSOTP', { PhoneNo: '012-555 0101' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('EKYC.RESEND_TOO_SOON');
    expect(tooSoon.body.message).toMatch(
      /^A code was sent less than 3 minutes ago\. You can request a new code in (1[0-8]\d|\d{1,2}) seconds\.$/,
    );

    const badFormat = await post('signer', '/EKYC/PerformEKYC', { Code: '12ab' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe('Code: Enter the 6 digits of the code.');

    for (const left of [4, 3, 2, 1]) {
      const wrong = await post('signer', '/EKYC/PerformEKYC', { Code: otherThan(code) });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({
        message: `The code is not correct. Attempts left: ${left}.`,
        code: 'EKYC.CODE_WRONG',
      });
    }
    const fifth = await post('signer', '/EKYC/PerformEKYC', { Code: otherThan(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({
      message: 'Too many wrong codes. Please request a new code.',
      code: 'EKYC.CODE_ATTEMPTS',
    });
    const rightTooLate = await post('signer', '/EKYC/PerformEKYC', { Code: code });
    expect(rightTooLate.status).toBe(429);
    expect(await check('signer')).toEqual({ Completed: false, Status: 'Code Sent' });

    // A new code after 3 minutes; it expires 5 minutes after it was sent.
    await clockAt(start, 3);
    expect((await post('signer', '/2fa/SendSMSOTP', { PhoneNo: '+60125550101' })).status).toBe(200);
    const second = await lastCode('+60125550101');
    await clockAt(start, 8.1);
    const expired = await post('signer', '/EKYC/PerformEKYC', { Code: second });
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({
      message: 'This code has expired. Please request a new code.',
      code: 'EKYC.CODE_EXPIRED',
    });

    // At most 5 codes an hour: the 6th, 21 minutes after the first, waits for the hour to end.
    // (Each send is a little more than 3 minutes after the last: the clock runs on meanwhile.)
    for (const minutes of [9, 13, 17]) {
      await clockAt(start, minutes);
      const res = await post('signer', '/2fa/SendSMSOTP', { PhoneNo: '+60125550101' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await clockAt(start, 21);
    const sixth = await post('signer', '/2fa/SendSMSOTP', { PhoneNo: '+60125550101' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      message: 'Too many codes were requested. Please try again in 39 minutes.',
      code: 'EKYC.TOO_MANY_CODES',
    });
    expect(await smsTo('+60125550101')).toHaveLength(5);
  });

  it("answers a rejection with spec §8's text, then lets the person perform eKYC again", async () => {
    await chooseOutcome('fail');
    const { front, back } = await uploadDocuments('attorney', 'User', 'STF-0006');
    expect((await post('attorney', '/2fa/SendSMSOTP', { PhoneNo: '013-555 0202' })).status).toBe(200);
    const start = businessNow(rt).getTime();
    const failed = await post('attorney', '/EKYC/PerformEKYC', { Code: await lastCode('+60135550202') });
    expect(failed.status).toBe(422);
    expect(failed.body).toEqual({
      message: 'Verification failed. Your eKYC Verification is not successful. Please reperform the eKYC.',
      code: 'EKYC.VERIFICATION_FAILED',
    });
    expect(await check('attorney')).toEqual({ Completed: false, Status: 'Failed' });

    const noDocuments = await post('attorney', '/2fa/SendSMSOTP', { PhoneNo: '013-555 0202' });
    expect(noDocuments.status).toBe(422);
    expect(noDocuments.body.code).toBe('EKYC.DOCUMENTS_REQUIRED');

    await chooseOutcome('pass');
    const again = await post('attorney', '/EKYC/upload-documents', {
      FrontMediaId: front,
      BackMediaId: back,
    });
    expect((again.body.Data as Json).Status).toBe('Documents Uploaded');
    await clockAt(start, 3);
    expect((await post('attorney', '/2fa/SendSMSOTP', { PhoneNo: '013-555 0202' })).status).toBe(200);
    const passed = await post('attorney', '/EKYC/PerformEKYC', { Code: await lastCode('+60135550202') });
    expect(passed.status).toBe(200);
    expect(passed.body.Data).toMatchObject({ ObjectType: 'User', ObjectId: 'STF-0006', Status: 'Completed' });
  });

  it('refuses images that are not the eKYC images, or not the caller’s', async () => {
    // The demo borrower's eKYC images are seeded (one of each is kept): set them aside first.
    for (const title of ['eKYC Front', 'eKYC Back']) {
      const seeded = await fetch(
        `${rt.url}/api/medias?ObjectType=Customer&ObjectId=CUST-000001&Title=${encodeURIComponent(title)}`,
        { headers: { authorization: `Bearer ${tokens.borrower}` } },
      );
      for (const m of ((await seeded.json()) as { Data: { MediaId: string }[] }).Data) {
        const gone = await fetch(`${rt.url}/api/medias/${m.MediaId}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${tokens.borrower}` },
        });
        expect(gone.status).toBe(200);
      }
    }
    const front = await uploadImage('borrower', 'Customer', 'CUST-000001', 'eKYC Front');
    const back = await uploadImage('borrower', 'Customer', 'CUST-000001', 'eKYC Back');
    const swapped = await post('borrower', '/EKYC/upload-documents', {
      FrontMediaId: back,
      BackMediaId: front,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.code).toBe('EKYC.WRONG_DOCUMENT');
    // The company's own images, named by the borrower: like missing ones.
    const theirs = (
      await post('finance', '/ekyc/find-all', { search: { ObjectId: 'CUST-000002', ObjectType: 'Customer' } })
    ).body.Data as Json[];
    const stolen = await post('borrower', '/EKYC/upload-documents', {
      FrontMediaId: theirs[0]?.FrontMediaId,
      BackMediaId: theirs[0]?.BackMediaId,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({
      message: 'The identity document image was not found. Please upload it again.',
      code: 'EKYC.DOCUMENT_NOT_FOUND',
    });
  });

  it("keeps another person's eKYC out of sight, and shows everyone's to reviewers", async () => {
    const own = await post('borrower', '/ekyc/find-all', {
      page: 1,
      rows: 10,
      search: { ObjectId: 'CUST-000002', ObjectType: 'Customer', EKYCParty: 'IdentityProvider' },
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ Data: [], Count: 0 });

    const company = await post('company', '/ekyc/find-all', {});
    expect(company.body.Count).toBe(1);
    expect((company.body.Data as Json[])[0]).toMatchObject({ ObjectId: 'CUST-000002', Status: 'Completed' });

    const all = await post('finance', '/ekyc/find-all', { search: { EKYCParty: 'IdentityProvider' } });
    const people = (all.body.Data as Json[]).map((e) => `${e.ObjectType}:${e.ObjectId}:${e.Status}`).sort();
    expect(people).toEqual(
      expect.arrayContaining([
        'Customer:CUST-000002:Completed',
        'User:STF-0006:Completed',
        'User:STF-0005:Code Sent',
      ]),
    );
    const paged = await post('finance', '/ekyc/find-all', { page: 2, rows: 1 });
    expect((paged.body.Data as Json[]).length).toBe(1);
    expect(paged.body.Count).toBe(all.body.Count);
    expect(
      (await post('finance', '/ekyc/find-all', { search: { EKYCParty: 'Another Party' } })).body,
    ).toEqual({
      Data: [],
      Count: 0,
    });
  });

  it('keeps the perform-KYC menu entry disabled until an Admin enables it', async () => {
    expect((await call('borrower', 'GET', '/settings/ekyc')).body).toEqual({
      Data: { Enabled: false, IsDefault: true },
    });
    expect((await post('borrower', '/settings/ekyc', { Enabled: true })).status).toBe(403);
    const enabled = await post('admin', '/settings/ekyc', { Enabled: true });
    expect(enabled.body).toEqual({ Data: { Enabled: true, IsDefault: false } });
    expect((await call('signer', 'GET', '/settings/ekyc')).body).toEqual({
      Data: { Enabled: true, IsDefault: false },
    });
    await post('admin', '/settings/ekyc', { Enabled: false });
    expect((await call('attorney', 'GET', '/settings/ekyc')).body).toEqual({
      Data: { Enabled: false, IsDefault: false },
    });
  });
});
