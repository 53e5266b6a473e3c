import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobVersionGoneError } from './blob-store';
import { BlobIntegrityError, FsBlobStore } from './fs-blob-store';

let dataDir: string;
let store: FsBlobStore;
const masterKey = randomBytes(32);
const options = () => ({
  dataDir,
  masterKey,
  signingKey: randomBytes(32),
  publicBaseUrl: 'http://localhost:4321/',
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-blobs-'));
  store = new FsBlobStore(options());
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const text = (s: string) => new TextEncoder().encode(s);
const metaOf = async (key: string) =>
  JSON.parse(await readFile(join(dataDir, 'blobs', `${key}.meta.json`), 'utf8'));

describe('filesystem blob store', () => {
  it('stores an ordinary object as its body file plus metadata, and reads it back', async () => {
    await store.put('loans/EZC1/agreement.pdf', text('%PDF-1.7 agreement'), {
      contentType: 'application/pdf',
    });
    expect(await readFile(join(dataDir, 'blobs/loans/EZC1/agreement.pdf'), 'utf8')).toBe(
      '%PDF-1.7 agreement',
    );
    const meta = await metaOf('loans/EZC1/agreement.pdf');
    expect(meta).toMatchObject({ contentType: 'application/pdf', sensitive: false, size: 18 });
    expect(meta.sha256).toMatch(/^[0-9a-f]{64}$/);
    const got = await store.get('loans/EZC1/agreement.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(got?.body)).toBe('%PDF-1.7 agreement');
  });

  it('answers undefined for a missing object and forgets a deleted one', async () => {
    expect(await store.get('nothing/here.pdf')).toBeUndefined();
    await store.put('tmp/x.txt', text('x'), { contentType: 'text/plain' });
    await store.delete('tmp/x.txt');
    expect(await store.get('tmp/x.txt')).toBeUndefined();
    await store.delete('tmp/x.txt'); // deleting twice is fine, as in S3
  });

  it('encrypts a sensitive object: the file on disk does not hold the plaintext', async () => {
    const secret = 'MyKad 900101-14-5678 SITI BINTI ABDULLAH';
    await store.put('customers/c1/ic-front.jpg', text(secret), {
      contentType: 'image/jpeg',
      sensitive: true,
    });
    const raw = await readFile(join(dataDir, 'blobs/customers/c1/ic-front.jpg'));
    expect(raw.toString('latin1')).not.toContain('900101');
    expect(raw.length).toBe(secret.length); // GCM: same length, no padding
    const metaText = await readFile(join(dataDir, 'blobs/customers/c1/ic-front.jpg.meta.json'), 'utf8');
    expect(metaText).not.toContain('900101');
    expect(JSON.parse(metaText)).toMatchObject({ sensitive: true, encryption: { alg: 'AES-256-GCM' } });
    const got = await store.get('customers/c1/ic-front.jpg');
    expect(new TextDecoder().decode(got?.body)).toBe(secret);
  });

  it('refuses to read tampered ciphertext, even when the recorded hash is forged to match', async () => {
    const key = 'customers/c2/payslip.pdf';
    await store.put(key, text('gross salary RM 4,200.00'), {
      contentType: 'application/pdf',
      sensitive: true,
    });
    const path = join(dataDir, 'blobs', key);
    const raw = await readFile(path);
    raw[3] = (raw[3] ?? 0) ^ 0x01;
    await writeFile(path, raw);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobIntegrityError);

    const { createHash } = await import('node:crypto');
    const meta = await metaOf(key);
    meta.sha256 = createHash('sha256').update(raw).digest('hex');
    await writeFile(`${path}.meta.json`, JSON.stringify(meta));
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobIntegrityError);
  });

  it('binds the ciphertext to its key and to the master key', async () => {
    await store.put('customers/c3/a.pdf', text('bank statement'), {
      contentType: 'application/pdf',
      sensitive: true,
    });
    const blobs = join(dataDir, 'blobs/customers/c3');
    await writeFile(join(blobs, 'b.pdf'), await readFile(join(blobs, 'a.pdf')));
    await writeFile(join(blobs, 'b.pdf.meta.json'), await readFile(join(blobs, 'a.pdf.meta.json')));
    await expect(store.get('customers/c3/b.pdf')).rejects.toBeInstanceOf(BlobIntegrityError);

    const otherMaster = new FsBlobStore({ ...options(), masterKey: randomBytes(32) });
    await expect(otherMaster.get('customers/c3/a.pdf')).rejects.toBeInstanceOf(BlobIntegrityError);
  });

  it('copies exactly the version read, and refuses one written over since', async () => {
    await store.put('uploads/v/a.pdf', text('%PDF checked'), {
      contentType: 'application/pdf',
      sensitive: true,
    });
    const read = await store.get('uploads/v/a.pdf');
    expect(read?.version).toMatch(/^[0-9a-f]{64}$/);
    await store.copy('uploads/v/a.pdf', read!.version, 'kept/a.pdf', {
      contentType: 'application/pdf',
      sensitive: true,
    });
    expect(new TextDecoder().decode((await store.get('kept/a.pdf'))?.body)).toBe('%PDF checked');

    // The same bytes written again are another version (a sensitive file is sealed afresh).
    await store.put('uploads/v/a.pdf', text('%PDF checked'), {
      contentType: 'application/pdf',
      sensitive: true,
    });
    const again = await store.get('uploads/v/a.pdf');
    expect(again?.version).not.toBe(read?.version);
    await store.put('uploads/v/a.pdf', text('%PDF swapped'), { contentType: 'application/pdf' });
    await expect(
      store.copy('uploads/v/a.pdf', read!.version, 'kept/b.pdf', { contentType: 'application/pdf' }),
    ).rejects.toBeInstanceOf(BlobVersionGoneError);
    expect(await store.get('kept/b.pdf')).toBeUndefined();
    await expect(
      store.copy('uploads/v/none.pdf', read!.version, 'kept/c.pdf', { contentType: 'application/pdf' }),
    ).rejects.toBeInstanceOf(BlobVersionGoneError);
  });

  it('reads the start of an object with its whole size and version', async () => {
    await store.put('v/video.mp4', text('0123456789'), { contentType: 'video/mp4' });
    const start = await store.readStart('v/video.mp4', 4);
    expect(start).toMatchObject({
      size: 10,
      contentType: 'video/mp4',
      version: (await store.get('v/video.mp4'))?.version,
    });
    expect(new TextDecoder().decode(start?.head)).toBe('0123');
    expect(await store.readStart('v/none.mp4', 4)).toBeUndefined();
  });

  it('refuses keys that could leave the store or need escaping', async () => {
    const bad = [
      '../etc/passwd',
      '/abs/path',
      'a/../../b',
      'a//b',
      'a/./b',
      'a b',
      'a\\b',
      '',
      'x.meta.json',
      'ü.pdf',
    ];
    for (const key of bad) {
      await expect(store.put(key, text('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        /Invalid blob key/,
      );
      await expect(store.get(key), key).rejects.toThrow(/Invalid blob key/);
    }
  });

  it('refuses a master key that is not 32 bytes', () => {
    expect(() => new FsBlobStore({ ...options(), masterKey: randomBytes(16) })).toThrow(/32 bytes/);
  });

  it('presigns upload forms and download URLs of the documented form', async () => {
    const form = await store.presignUpload('uploads/customers/c1/ic.jpg', {
      contentType: 'image/jpeg',
      sensitive: true,
      maxBytes: 5000,
      expiresInSeconds: 60,
    });
    expect(form.url).toBe('http://localhost:4321/blobs');
    expect(form.method).toBe('POST');
    expect(Object.keys(form.fields)).toEqual(['key', 'Content-Type', 'policy', 'signature']);
    expect(form.fields.key).toBe('uploads/customers/c1/ic.jpg');
    expect(form.fields['Content-Type']).toBe('image/jpeg');
    expect(form.fields.signature).toMatch(/^[0-9a-f]{64}$/);
    const { exp, ...grant } = JSON.parse(Buffer.from(form.fields.policy!, 'base64url').toString('utf8'));
    expect(grant).toEqual({
      key: 'uploads/customers/c1/ic.jpg',
      contentType: 'image/jpeg',
      maxBytes: 5000,
      sensitive: true,
    });
    expect(exp - Date.now() / 1000).toBeGreaterThan(55);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(60);
    expect(store.verifyUpload(form.fields)).toMatchObject({ ok: true, grant: { maxBytes: 5000 } });

    const get = new URL(await store.presignGet('customers/c1/ic.jpg', { expiresInSeconds: 60 }));
    expect(get.origin + get.pathname).toBe('http://localhost:4321/blobs/customers/c1/ic.jpg');
    expect(get.searchParams.get('op')).toBe('get');
    expect(get.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(store.verify('get', 'customers/c1/ic.jpg', get.searchParams)).toMatchObject({ ok: true });
    expect(store.verify('get', 'customers/c1/other.jpg', get.searchParams)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses to presign an upload without a sensible limit or lifetime', async () => {
    const base = { contentType: 'image/jpeg', maxBytes: 100, expiresInSeconds: 60 };
    await expect(store.presignUpload('uploads/a/b.jpg', { ...base, maxBytes: 0 })).rejects.toThrow(
      /upload limit/,
    );
    await expect(store.presignUpload('uploads/a/b.jpg', { ...base, maxBytes: 1.5 })).rejects.toThrow(
      /upload limit/,
    );
    await expect(store.presignUpload('uploads/a/b.jpg', { ...base, expiresInSeconds: 0 })).rejects.toThrow(
      /expire/,
    );
    await expect(store.presignUpload('../b.jpg', base)).rejects.toThrow(/Invalid blob key/);
    await expect(store.presignUpload('uploads/../b.jpg', base)).rejects.toThrow(/Invalid blob key/);
    // Only uploads/ is ever granted: no form writes where checked files are kept.
    await expect(store.presignUpload('media/b.jpg', base)).rejects.toThrow(/Invalid blob key/);
  });
});
