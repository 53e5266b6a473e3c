import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sealer } from '@ezc/platform/blobs/envelope';
import { createLogger } from '@ezc/platform/log';
import { storedKeys, testDocuments } from '@ezc/platform/testing/test-documents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveDocumentsFromFiles } from './documents-from-files';

let dataDir: string;
const masterKey = randomBytes(32);
const log = createLogger('silent', {});

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-old-documents-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** Writes a document as the earlier local store did: the file, and its metadata beside it. */
async function oldFile(key: string, text: string, contentType: string, sensitive: boolean) {
  const path = join(dataDir, 'blobs', ...key.split('/'));
  await mkdir(dirname(path), { recursive: true });
  let stored = Buffer.from(text);
  let encryption: unknown;
  if (sensitive) {
    const seal = sealer(masterKey, key);
    const first = seal.update(stored);
    const { last, envelope } = seal.final();
    stored = Buffer.concat([first, last]);
    encryption = envelope;
  }
  await writeFile(path, stored);
  const sha256 = createHash('sha256').update(stored).digest('hex');
  const meta = { version: 1, contentType, sensitive, size: text.length, sha256, encryption };
  await writeFile(`${path}.meta.json`, JSON.stringify(meta));
  return path;
}

describe('documents of an earlier data folder', () => {
  it('move into the store, opened and sealed again, and the old folder goes', async () => {
    await oldFile('media/11.pdf', '%PDF my NRIC', 'application/pdf', true);
    await oldFile('signing/recordings/s1.mp4', 'video bytes', 'video/mp4', false);
    const docs = testDocuments(join(dataDir, 's3'));
    expect(await moveDocumentsFromFiles({ dataDir, masterKey, blobs: docs.blobs, log })).toBe(2);
    expect(await storedKeys(docs)).toEqual(['media/11.pdf', 'signing/recordings/s1.mp4']);
    const nric = await docs.blobs.get('media/11.pdf');
    expect(Buffer.from(nric!.body).toString()).toBe('%PDF my NRIC');
    expect(nric!.contentType).toBe('application/pdf');
    expect(Buffer.from((await docs.blobs.get('signing/recordings/s1.mp4'))!.body).toString()).toBe(
      'video bytes',
    );
    expect(existsSync(join(dataDir, 'blobs'))).toBe(false);
    // Started again, there is nothing left to move.
    expect(await moveDocumentsFromFiles({ dataDir, masterKey, blobs: docs.blobs, log })).toBe(0);
  });

  it('leaves a damaged file where it is, with the folder, and moves the rest', async () => {
    const damaged = await oldFile('media/12.png', 'png bytes', 'image/png', true);
    await writeFile(damaged, 'altered');
    await oldFile('media/13.png', 'other png', 'image/png', false);
    const docs = testDocuments(join(dataDir, 's3'));
    expect(await moveDocumentsFromFiles({ dataDir, masterKey, blobs: docs.blobs, log })).toBe(1);
    expect(await storedKeys(docs)).toEqual(['media/13.png']);
    expect(existsSync(damaged)).toBe(true);
    expect(existsSync(`${damaged}.meta.json`)).toBe(true);
  });
});
