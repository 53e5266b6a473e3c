import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessClock } from '../clock/clock';
import { fsBlobRoutes } from './fs-blob-routes';
import { FsBlobStore } from './fs-blob-store';

let dataDir: string;
let store: FsBlobStore;
let app: ReturnType<typeof fsBlobRoutes>;
const clock = new BusinessClock();
const MAX = 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-blob-routes-'));
  store = new FsBlobStore({
    dataDir,
    masterKey: randomBytes(32),
    signingKey: randomBytes(32),
    publicBaseUrl: 'http://localhost:4321',
    clock,
  });
  app = fsBlobRoutes(store, { maxUploadBytes: MAX });
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const put = (url: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
  app.request(url, { method: 'PUT', body, headers, duplex: 'half' } as RequestInit);

describe('local presigned blob routes', () => {
  it('uploads through a presigned PUT and downloads through a presigned GET with a file name', async () => {
    const key = 'loans/EZC2/agreement.pdf';
    const upload = await store.presignPut(key, { contentType: 'application/pdf', expiresInSeconds: 300 });
    const res = await put(upload, '%PDF agreement', { 'content-type': 'application/pdf' });
    expect(res.status).toBe(200);

    const download = await store.presignGet(key, {
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

  it('stores with the signed content type and encrypts when the URL says sensitive', async () => {
    const key = 'customers/c9/ic.jpg';
    const upload = await store.presignPut(key, {
      contentType: 'image/jpeg',
      sensitive: true,
      expiresInSeconds: 60,
    });
    expect((await put(upload, 'IC 880808-08-8888', { 'content-type': 'text/html' })).status).toBe(200);
    expect((await readFile(join(dataDir, 'blobs', key), 'latin1')).includes('880808')).toBe(false);
    expect((await store.get(key))?.contentType).toBe('image/jpeg');
  });

  it('answers 403 for a tampered, re-targeted or wrong-operation URL', async () => {
    const upload = await store.presignPut('a/b.txt', { contentType: 'text/plain', expiresInSeconds: 60 });
    const u = new URL(upload);
    const cases: string[] = [];
    const sig = u.searchParams.get('sig') ?? '';
    const flipped = new URL(u);
    flipped.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    cases.push(flipped.toString());
    const otherType = new URL(u);
    otherType.searchParams.set('ct', 'text/html');
    cases.push(otherType.toString());
    cases.push(upload.replace('/blobs/a/b.txt', '/blobs/a/c.txt'));
    const longer = new URL(u);
    longer.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600));
    cases.push(longer.toString());
    const unsigned = new URL(u);
    unsigned.searchParams.delete('sig');
    cases.push(unsigned.toString());
    for (const url of cases) {
      const res = await put(url, 'x');
      expect(res.status, url).toBe(403);
      expect(await res.json()).toEqual({ message: 'This link is not valid', code: 'BLOB.URL_INVALID' });
    }
    // A PUT grant does not allow reading.
    expect((await app.request(upload)).status).toBe(403);
  });

  it('answers 403 for an expired URL', async () => {
    const download = await store.presignGet('a/b.txt', { expiresInSeconds: 60 });
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

  it('answers 413 for an upload over the limit, declared or streamed', async () => {
    const upload = await store.presignPut('big/file.bin', {
      contentType: 'application/octet-stream',
      expiresInSeconds: 60,
    });
    const declared = await put(upload, new Uint8Array(MAX + 1));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'BLOB.TOO_LARGE' });

    const chunks = [new Uint8Array(600), new Uint8Array(600)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    expect((await put(upload, stream)).status).toBe(413);
    expect(await store.get('big/file.bin')).toBeUndefined();

    expect((await put(upload, new Uint8Array(MAX))).status).toBe(200);
    expect((await store.get('big/file.bin'))?.body.length).toBe(MAX);
  });
});
