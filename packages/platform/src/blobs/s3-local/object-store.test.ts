import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewObject, S3LocalStore } from './object-store';

let dir: string;
let store: S3LocalStore;
const clock = { now: () => new Date('2026-03-02T03:04:05.678Z') };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ezc-s3-store-'));
  store = new S3LocalStore({ dir, buckets: ['docs'], masterKey: randomBytes(32), clock });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const write = (key: string, body: string, extra: Partial<NewObject> = {}) =>
  store.put({
    bucket: 'docs',
    key,
    headers: { contentType: 'text/plain' },
    metadata: {},
    sse: { algorithm: 'AES256' },
    checksumAlgorithm: 'CRC32',
    body: [Buffer.from(body)],
    maxBytes: 1024,
    ...extra,
  });
const files = async () => (await readdir(dir, { recursive: true })).map(String);
const textOf = async (key: string, versionId?: string) => {
  const found = await store.lookup('docs', key, versionId);
  return found.kind === 'object' ? (await store.read(found.object)).toString('utf8') : found.kind;
};

describe('the local S3 store', () => {
  it('keeps a version per write, the newest current, each readable by its id', async () => {
    const first = await write('a/b.txt', 'first');
    const second = await write('a/b.txt', 'second');
    expect(await textOf('a/b.txt')).toBe('second');
    expect(await textOf('a/b.txt', first.versionId)).toBe('first');
    expect(second.lastModified).toBe('2026-03-02T03:04:05.000Z');
    // The published MD5 and CRC-32 of "123456789".
    const check = await write('check.txt', '123456789');
    expect(check.etag).toBe('"25f9e794323b453885f5181f1b624d0b"');
    expect(check.checksum).toEqual({ algorithm: 'CRC32', value: 'y/Q5Jg==' });
    expect(check.size).toBe(9);
  });

  it('hides a key behind a delete marker until the marker is removed', async () => {
    await write('marked.txt', 'kept');
    const marker = await store.addDeleteMarker('docs', 'marked.txt');
    expect((await store.lookup('docs', 'marked.txt')).kind).toBe('delete-marker');
    expect(await store.deleteVersion('docs', 'marked.txt', marker.versionId)).toEqual({ deleteMarker: true });
    expect(await textOf('marked.txt')).toBe('kept');
    expect(await store.deleteVersion('docs', 'marked.txt', marker.versionId)).toBeUndefined();
  });

  it('answers no such version for an id it never gave, whatever it looks like', async () => {
    await write('versioned.txt', 'x');
    expect((await store.lookup('docs', 'versioned.txt', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).kind).toBe(
      'no-such-version',
    );
    expect((await store.lookup('docs', 'versioned.txt', '../../history')).kind).toBe('no-such-version');
    expect((await store.lookup('docs', 'never.txt')).kind).toBe('no-such-key');
  });

  it('keeps nothing of a body refused once read, or larger than allowed', async () => {
    const before = await files();
    await expect(
      write('refused.txt', 'body', {
        verify: () => {
          throw new Error('refused');
        },
      }),
    ).rejects.toThrow('refused');
    await expect(write('large.txt', 'x'.repeat(11), { maxBytes: 10 })).rejects.toMatchObject({
      code: 'EntityTooLarge',
    });
    expect(
      (await files()).filter((f) => !before.includes(f) && !f.endsWith('/') && /\.(bin|json|tmp)$/.test(f)),
    ).toEqual([]);
    expect((await store.lookup('docs', 'refused.txt')).kind).toBe('no-such-key');
  });

  it('keeps both of two writes to one key made at once', async () => {
    const [a, b] = await Promise.all([write('raced.txt', 'a'), write('raced.txt', 'b')]);
    expect(await textOf('raced.txt', a.versionId)).toBe('a');
    expect(await textOf('raced.txt', b.versionId)).toBe('b');
  });

  it('seals every version, and will not open one moved to another key', async () => {
    const object = await write('sealed.txt', 'IC 880808-08-8888');
    for (const file of await files()) {
      const path = join(dir, file);
      if (/\.(bin|json)$/.test(file)) expect((await readFile(path)).includes('880808')).toBe(false);
    }
    await expect(store.read({ ...object, key: 'other.txt' })).rejects.toThrow();
  });

  it('refuses a write that its precondition refuses, given the current object', async () => {
    const current = await write('conditional.txt', 'one');
    let seen: string | undefined;
    await expect(
      write('conditional.txt', 'two', {
        precondition: (object) => {
          seen = object?.versionId;
          throw new Error('exists');
        },
      }),
    ).rejects.toThrow('exists');
    expect(seen).toBe(current.versionId);
    expect(await textOf('conditional.txt')).toBe('one');
  });
});
