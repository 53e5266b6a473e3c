import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessClock } from '../clock/clock';
import type { PresignedUpload } from './blob-store';
import { fsBlobRoutes } from './fs-blob-routes';
import { FsBlobStore } from './fs-blob-store';

let dataDir: string;
let store: FsBlobStore;
let app: ReturnType<typeof fsBlobRoutes>;
const clock = new BusinessClock();
const SERVER_MAX = 4096;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-blob-routes-'));
  store = new FsBlobStore({
    dataDir,
    masterKey: randomBytes(32),
    signingKey: randomBytes(32),
    publicBaseUrl: 'http://localhost:4321',
    clock,
  });
  app = fsBlobRoutes(store, { maxUploadBytes: SERVER_MAX });
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

/** Posts the form as a browser does: the fields in order, the file last. */
const post = (
  form: PresignedUpload,
  file: Uint8Array<ArrayBuffer> | string,
  fields: Record<string, string> = form.fields,
) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([file]), 'upload.bin');
  return app.request(form.url, { method: 'POST', body });
};
const exists = (key: string) =>
  stat(join(dataDir, 'blobs', key)).then(
    () => true,
    () => false,
  );
const upload = (key: string, maxBytes = 1024, contentType = 'application/pdf') =>
  store.presignUpload(key, { contentType, maxBytes, expiresInSeconds: 300 });

describe('local upload forms', () => {
  it('stores a file within the limit with the granted type, and serves it through a presigned GET', async () => {
    const form = await upload('uploads/loans/EZC2/agreement.pdf');
    expect(form.url).toBe('http://localhost:4321/blobs');
    expect(form.method).toBe('POST');
    const res = await post(form, '%PDF agreement');
    expect(res.status).toBe(204);

    const download = await store.presignGet('uploads/loans/EZC2/agreement.pdf', {
      expiresInSeconds: 300,
      fileName: 'Perjanjian – EZC2.pdf',
    });
    const got = await app.request(download);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Perjanjian _ EZC2.pdf"; filename*=UTF-8''Perjanjian%20%E2%80%93%20EZC2.pdf`,
    );
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(await got.text()).toBe('%PDF agreement');
  });

  it('grants a form only under uploads/, where nothing checked is kept', async () => {
    await expect(upload('media/m1.pdf')).rejects.toThrow(/Invalid blob key/);
    await expect(upload('uploads')).rejects.toThrow(/Invalid blob key/);
  });

  it('takes exactly the limit, and encrypts what the form says is sensitive', async () => {
    const form = await store.presignUpload('uploads/customers/c9/ic.jpg', {
      contentType: 'image/jpeg',
      sensitive: true,
      maxBytes: 17,
      expiresInSeconds: 60,
    });
    expect((await post(form, 'IC 880808-08-8888')).status).toBe(204);
    expect(
      (await readFile(join(dataDir, 'blobs/uploads/customers/c9/ic.jpg'), 'latin1')).includes('880808'),
    ).toBe(false);
    const got = await store.get('uploads/customers/c9/ic.jpg');
    expect(got?.contentType).toBe('image/jpeg');
    expect(new TextDecoder().decode(got?.body)).toBe('IC 880808-08-8888');
  });

  it('answers 413 for a file one byte over the limit and stores nothing', async () => {
    const form = await upload('uploads/big/one-over.bin', 1000);
    const res = await post(form, new Uint8Array(1001));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'The file is larger than 1000 bytes',
      code: 'BLOB.TOO_LARGE',
    });
    expect(await exists('uploads/big/one-over.bin')).toBe(false);
  });

  it('stops reading a long upload at the limit, whatever its length says', async () => {
    const form = await upload('uploads/big/long.bin', 1000);
    const encoder = new TextEncoder();
    const boundary = 'xYzBoundary';
    const head = Object.entries(form.fields)
      .map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
      .join('');
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\n`,
          ),
        );
      },
      pull(controller) {
        // A megabyte, far past the limit: only a reader that stops at the limit leaves most unsent.
        if (sent >= 1024 * 1024) return controller.close();
        sent += 512;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const res = await app.request(form.url, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '20' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(4 * 1024);
    expect(await exists('uploads/big/long.bin')).toBe(false);
  });

  it('holds a policy above the server limit to the server limit', async () => {
    const form = await upload('uploads/big/server-cap.bin', 1_000_000);
    expect((await post(form, new Uint8Array(SERVER_MAX + 1))).status).toBe(413);
    expect((await post(form, new Uint8Array(SERVER_MAX))).status).toBe(204);
  });

  it('answers 403 when the policy, its signature, the key or the field set was changed', async () => {
    const form = await upload('uploads/a/b.pdf', 100);
    const { policy, signature } = form.fields as { policy: string; signature: string };
    const raised = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')),
        maxBytes: 10_000_000,
      }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const cases: Record<string, string>[] = [
      { ...form.fields, policy: raised },
      { ...form.fields, signature: flipped },
      { ...form.fields, key: 'uploads/a/c.pdf' },
      { ...form.fields, 'x-extra': '1' },
      { key: 'uploads/a/b.pdf', 'Content-Type': 'application/pdf', policy },
    ];
    for (const fields of cases) {
      const res = await post(form, 'x', fields);
      expect(res.status, JSON.stringify(fields)).toBe(403);
      expect(await res.json()).toEqual({ message: 'This link is not valid', code: 'BLOB.URL_INVALID' });
    }
    expect(await exists('uploads/a/b.pdf')).toBe(false);
    expect(await exists('uploads/a/c.pdf')).toBe(false);
  });

  it('answers 415 for a content type other than the one granted, and stores nothing', async () => {
    const form = await upload('uploads/a/type.pdf', 100);
    const res = await post(form, '<script>', { ...form.fields, 'Content-Type': 'text/html' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'BLOB.WRONG_TYPE' });
    expect(await exists('uploads/a/type.pdf')).toBe(false);
  });

  it('answers 403 for an expired form', async () => {
    const form = await store.presignUpload('uploads/a/late.pdf', {
      contentType: 'application/pdf',
      maxBytes: 100,
      expiresInSeconds: 60,
    });
    clock.set(new Date(Date.now() + 61_000));
    try {
      const res = await post(form, 'x');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'This link has expired', code: 'BLOB.URL_EXPIRED' });
    } finally {
      clock.reset();
    }
    expect(await exists('uploads/a/late.pdf')).toBe(false);
  });

  it('refuses what is not a complete form: no form, no file, an empty file', async () => {
    const form = await upload('uploads/a/forms.pdf', 100);
    const notForm = await app.request(form.url, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notForm.status).toBe(415);
    const fieldsOnly = new FormData();
    for (const [name, value] of Object.entries(form.fields)) fieldsOnly.append(name, value);
    expect((await app.request(form.url, { method: 'POST', body: fieldsOnly })).status).toBe(400);
    const empty = await post(form, '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'BLOB.EMPTY' });
    expect(await exists('uploads/a/forms.pdf')).toBe(false);
  });
});

describe('local presigned downloads', () => {
  it('answers 403 for a tampered, re-targeted or unsigned URL', async () => {
    await store.put('d/b.txt', new TextEncoder().encode('x'), { contentType: 'text/plain' });
    const url = new URL(await store.presignGet('d/b.txt', { expiresInSeconds: 60 }));
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = new URL(url);
    flipped.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    const longer = new URL(url);
    longer.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');
    const named = new URL(url);
    named.searchParams.set('fn', 'evil.html');
    for (const u of [
      flipped,
      longer,
      unsigned,
      named,
      new URL(url.toString().replace('/d/b.txt', '/d/c.txt')),
    ]) {
      const res = await app.request(u.toString());
      expect(res.status, u.toString()).toBe(403);
      expect(await res.json()).toEqual({ message: 'This link is not valid', code: 'BLOB.URL_INVALID' });
    }
    expect((await app.request(url.toString())).status).toBe(200);
  });

  it('answers 403 for an expired URL', async () => {
    const download = await store.presignGet('d/b.txt', { expiresInSeconds: 60 });
    clock.set(new Date(Date.now() + 61_000));
    try {
      const res = await app.request(download);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'This link has expired', code: 'BLOB.URL_EXPIRED' });
    } finally {
      clock.reset();
    }
  });

  it('answers 404 JSON for a missing object behind a valid URL', async () => {
    const res = await app.request(await store.presignGet('no/such.pdf', { expiresInSeconds: 60 }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'BLOB.NOT_FOUND' });
  });
});
