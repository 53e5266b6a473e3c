import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keysOnDisk, storedKeys, testDocuments } from '../../testing/test-documents';
import type { LocalDocuments } from './local-documents';

let dir: string;
let docs: LocalDocuments;
const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const text = (s: string) => new TextEncoder().encode(s);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ezc-local-documents-'));
  docs = testDocuments(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Every file the store keeps, read whole. */
async function filesOnDisk(): Promise<Buffer[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name))));
}

describe('the local documents, through the S3 adapter in process', () => {
  it('stores, reads and deletes a document, sealed on disk', async () => {
    await docs.blobs.put('media/a.pdf', text('%PDF-1.7 my pay slip'), { contentType: 'application/pdf' });
    const stored = await docs.blobs.get('media/a.pdf');
    expect(new TextDecoder().decode(stored?.body)).toBe('%PDF-1.7 my pay slip');
    expect(stored?.contentType).toBe('application/pdf');
    expect((await filesOnDisk()).some((f) => f.includes('my pay slip'))).toBe(false);
    await docs.blobs.delete('media/a.pdf');
    expect(await docs.blobs.get('media/a.pdf')).toBeUndefined();
    expect(await storedKeys(docs)).toEqual([]);
  });

  it('refuses a key outside the safe alphabet before anything is sent', async () => {
    await expect(
      docs.blobs.put("media/Slip gaji (Jan)+Feb 'ini'.pdf", text('%PDF'), { contentType: 'application/pdf' }),
    ).rejects.toThrow('Invalid blob key');
    expect(await keysOnDisk(docs)).toEqual([]);
  });

  it('signs a key with every character the safe alphabet has, as S3 reads it', async () => {
    const key = 'media/Slip_gaji-Jan.2026/A-z_0.9.pdf';
    await docs.blobs.put(key, text('%PDF slip'), { contentType: 'application/pdf' });
    expect(new TextDecoder().decode((await docs.blobs.get(key))?.body)).toBe('%PDF slip');
    expect(await storedKeys(docs)).toEqual([key]);
  });

  it('links to the store under the product address, signed', async () => {
    await docs.blobs.put('media/b.png', text('png'), { contentType: 'image/png' });
    const url = new URL(await docs.blobs.presignGet('media/b.png', { expiresInSeconds: 60 }));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:9/blobs/ezc-documents/media/b.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    const res = await docs.routes.fetch(new Request(url));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png');
  });
});

describe("the bucket's lifecycle", () => {
  it("keeps a deleted document's bytes a day, then removes them and the delete marker", async () => {
    await docs.blobs.put('media/c.pdf', text('%PDF c'), { contentType: 'application/pdf' });
    await docs.blobs.delete('media/c.pdf');
    expect(await docs.applyLifecycle(later(23))).toEqual({
      expired: 0,
      versionsRemoved: 0,
      markersRemoved: 0,
    });
    expect(await keysOnDisk(docs)).toEqual(['media/c.pdf']);
    // The version goes first; the delete marker, then alone, goes in the same pass.
    expect(await docs.applyLifecycle(later(25))).toEqual({
      expired: 0,
      versionsRemoved: 1,
      markersRemoved: 1,
    });
    expect(await keysOnDisk(docs)).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('keeps a document that was not deleted, and its replaced version a day', async () => {
    await docs.blobs.put('media/d.pdf', text('%PDF one'), { contentType: 'application/pdf' });
    await docs.blobs.put('media/d.pdf', text('%PDF two'), { contentType: 'application/pdf' });
    expect(await docs.applyLifecycle(later(30))).toEqual({
      expired: 0,
      versionsRemoved: 1,
      markersRemoved: 0,
    });
    expect(new TextDecoder().decode((await docs.blobs.get('media/d.pdf'))?.body)).toBe('%PDF two');
    expect(await docs.applyLifecycle(later(24 * 400))).toEqual({
      expired: 0,
      versionsRemoved: 0,
      markersRemoved: 0,
    });
    expect(await storedKeys(docs)).toEqual(['media/d.pdf']);
  });

  it('expires what is left under uploads/ and exports/ after a day, and nothing sooner', async () => {
    await docs.blobs.put('uploads/e.pdf', text('%PDF e'), { contentType: 'application/pdf' });
    await docs.blobs.put('exports/f.csv', text('a,b'), { contentType: 'text/csv' });
    expect(await docs.applyLifecycle(later(23))).toEqual({
      expired: 0,
      versionsRemoved: 0,
      markersRemoved: 0,
    });
    expect(await docs.applyLifecycle(later(25))).toEqual({
      expired: 2,
      versionsRemoved: 0,
      markersRemoved: 0,
    });
    expect(await storedKeys(docs)).toEqual([]);
    // A day after the delete markers came, the versions behind them go, then the markers.
    expect(await docs.applyLifecycle(later(50))).toEqual({
      expired: 0,
      versionsRemoved: 2,
      markersRemoved: 2,
    });
    expect(await filesOnDisk()).toEqual([]);
  });
});
