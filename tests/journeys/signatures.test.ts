import { crc32, deflateSync } from 'node:zlib';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * Saved signatures (spec §3, §5, §7, §8): add, get with a short-lived link, update, download as a
 * blob, delete; images checked by content (a renamed program is refused) and held to 2 MB; each
 * person reaches only their own. The signature calls take a larger JSON body than the API's usual
 * limit, so an image just over 2 MB reaches the signature's own check.
 */

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'signer', 'finance', 'admin']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 120_000);
afterAll(async () => rt?.stop());

type Json = Record<string, unknown>;
const post = (who: string, path: string, body: unknown = {}, headers?: Record<string, string>) =>
  a.call<Json>('POST', path, { token: tokens[who]!, body, ...(headers ? { headers } : {}) });
const data = (r: { body: Json }) => r.body.Data as Json;

function png(extraBytes = 0): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(extraBytes > 0
      ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(extraBytes, 0x61)]))]
      : []),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xfe, 0x00, 0x06, 0x73, 0x69, 0x67, 0x6e, 0xff, 0xd9,
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function download(who: string) {
  const res = await fetch(`${rt.url}/api/signatures/download-user-signature`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('saved signatures', () => {
  it('gives borrowers the Signature - Retrieve privilege by default', async () => {
    const mine = await post('borrower', '/get-roles-privileges');
    expect(mine.body.privileges).toEqual(['Signature - Retrieve']);
  });

  it('adds, shows, replaces, downloads and deletes the borrower’s own signature', async () => {
    expect((await post('borrower', '/signatures/get-user-signature')).body).toEqual({ Data: null });
    const none = await download('borrower');
    expect(none.res.status).toBe(404);

    const drawn = png();
    const added = await post('borrower', '/signatures/add-user-signature', {
      SignatureFile: dataUrl('image/png', drawn),
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Signature Saved');
    const id = data(added).SignatureMediaId as string;
    expect(data(added)).toMatchObject({
      Title: 'Signature',
      ObjectType: 'Customer',
      ObjectId: 'CUST-000001',
      FileName: 'signature.png',
      ContentType: 'image/png',
      Size: drawn.length,
    });
    expect(data(added)).not.toHaveProperty('BlobKey');

    const twice = await post('borrower', '/signatures/add-user-signature', {
      SignatureFile: dataUrl('image/png', drawn),
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      message: 'A signature is already saved: update it instead.',
      code: 'SIGNATURE.EXISTS',
    });

    const shown = data(await post('borrower', '/signatures/get-user-signature'));
    expect(shown.SignatureMediaId).toBe(id);
    const link = await fetch(shown.URL as string);
    expect(link.status).toBe(200);
    expect(Buffer.from(await link.arrayBuffer()).equals(drawn)).toBe(true);

    const blob = await download('borrower');
    expect(blob.res.status).toBe(200);
    expect(blob.res.headers.get('content-type')).toBe('image/png');
    expect(blob.res.headers.get('content-disposition')).toContain('attachment; filename="signature.png"');
    expect(blob.bytes.equals(drawn)).toBe(true);

    // Replaced by an uploaded JPEG: same id, new image; the old link no longer shows the old one.
    const updated = await post('borrower', '/signatures/update-user-signature', {
      SignatureMediaId: id,
      SignatureFile: jpeg.toString('base64'),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Signature Saved');
    expect(data(updated)).toMatchObject({
      SignatureMediaId: id,
      ContentType: 'image/jpeg',
      FileName: 'signature.jpg',
    });
    expect((await fetch(shown.URL as string)).status).not.toBe(200);
    const newBlob = await download('borrower');
    expect(newBlob.res.headers.get('content-type')).toBe('image/jpeg');
    expect(newBlob.bytes.equals(jpeg)).toBe(true);

    const wrongId = await post('borrower', '/signatures/update-user-signature', {
      SignatureMediaId: 'SIG-nope',
      SignatureFile: jpeg.toString('base64'),
    });
    expect(wrongId.status).toBe(404);
    expect(wrongId.body).toEqual({ message: 'Signature not found', code: 'SIGNATURE.NOT_FOUND' });

    // Another borrower cannot see or delete it.
    expect((await post('company', '/signatures/get-user-signature')).body).toEqual({ Data: null });
    const theirs = await post('company', '/signatures/delete-user-signature', { SignatureMediaId: id });
    expect(theirs.status).toBe(404);

    const deleted = await post('borrower', '/signatures/delete-user-signature', { SignatureMediaId: id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Data: { SignatureMediaId: id }, message: 'Signature Deleted' });
    expect((await post('borrower', '/signatures/get-user-signature')).body).toEqual({ Data: null });
    expect((await download('borrower')).res.status).toBe(404);

    const history = await post('admin', '/customer/customers/get-activities', { CustomerId: 'CUST-000001' });
    const activities = (history.body.Data as Json[]).map((r) => r.Activity);
    expect(activities).toEqual(
      expect.arrayContaining(['Signature saved', 'Signature updated', 'Signature deleted']),
    );
  });

  it('refuses a renamed program, an image over 2 MB and what is not an image at all', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90), Buffer.from('PE\0\0')]);
    const renamed = await post('company', '/signatures/add-user-signature', {
      SignatureFile: dataUrl('image/png', program),
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toEqual({
      message: 'You can only upload Image (JPG, JPEG, and PNG)',
      code: 'SIGNATURE.TYPE_NOT_ALLOWED',
    });
    const inMalay = await post(
      'company',
      '/signatures/add-user-signature',
      { SignatureFile: program.toString('base64') },
      { 'accept-language': 'ms' },
    );
    expect(inMalay.body.message).toBe('Anda hanya boleh memuat naik Imej (JPG, JPEG dan PNG)');

    const oversize = await post('company', '/signatures/add-user-signature', {
      SignatureFile: dataUrl('image/png', png(2 * 1024 * 1024)),
    });
    expect(oversize.status).toBe(400);
    expect(oversize.body).toEqual({
      message: 'Document must smaller than 2MB!',
      code: 'SIGNATURE.TOO_LARGE',
    });

    const garbage = await post('company', '/signatures/add-user-signature', {
      SignatureFile: 'hello, world',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ message: 'Failed to upload signature', code: 'SIGNATURE.INVALID_FILE' });
    expect((await post('company', '/signatures/get-user-signature')).body).toEqual({ Data: null });
  });

  it('keeps a Company Signer’s own signature under their account, and refuses those without the right', async () => {
    const added = await post('signer', '/signatures/add-user-signature', {
      SignatureFile: dataUrl('image/png', png()),
    });
    expect(added.status).toBe(201);
    expect(data(added)).toMatchObject({ ObjectType: 'User', ObjectId: 'STF-0005' });
    expect(data(await post('signer', '/signatures/get-user-signature')).SignatureMediaId).toBe(
      data(added).SignatureMediaId,
    );
    expect((await post('finance', '/signatures/get-user-signature')).status).toBe(403);
  });
});
