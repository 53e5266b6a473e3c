import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { BlobStore } from '@ezc/platform/blobs/blob-store';
import { open } from '@ezc/platform/blobs/envelope';
import type { Logger } from '@ezc/platform/log';
import { z } from 'zod';

/** What the earlier local store kept beside each document. */
const fileMeta = z.object({
  contentType: z.string(),
  sensitive: z.boolean(),
  sha256: z.string(),
  encryption: z
    .object({
      alg: z.literal('AES-256-GCM'),
      iv: z.string(),
      tag: z.string(),
      wrappedKey: z.string(),
      wrapIv: z.string(),
      wrapTag: z.string(),
    })
    .optional(),
});

const META = '.meta.json';

/**
 * Moves the documents of a data folder made by an earlier version of the product (files under
 * `<dataDir>/blobs`, one beside its metadata, sensitive ones sealed under the same master key)
 * into the document store, then removes the folder. A document whose file is damaged is left in
 * the folder, named in the log, rather than lost. Returns how many moved.
 */
export async function moveDocumentsFromFiles(input: {
  dataDir: string;
  masterKey: Uint8Array;
  blobs: BlobStore;
  log: Logger;
}): Promise<number> {
  const root = join(input.dataDir, 'blobs');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const metas = entries.filter((e) => e.isFile() && e.name.endsWith(META));
  let moved = 0;
  let left = 0;
  for (const entry of metas) {
    const metaPath = join(entry.parentPath, entry.name);
    const key = relative(root, metaPath).slice(0, -META.length).split(sep).join('/');
    try {
      const meta = fileMeta.parse(JSON.parse(await readFile(metaPath, 'utf8')));
      const stored = await readFile(join(root, ...key.split('/')));
      if (createHash('sha256').update(stored).digest('hex') !== meta.sha256) throw new Error('damaged');
      if (meta.sensitive && !meta.encryption) throw new Error('sealed without its envelope');
      const body = meta.encryption ? open(input.masterKey, stored, meta.encryption, key) : stored;
      await input.blobs.put(key, body, { contentType: meta.contentType, sensitive: meta.sensitive });
      await rm(metaPath);
      moved++;
    } catch (e) {
      left++;
      input.log.warn('documents.not-moved', { key, error: String(e) });
    }
  }
  if (entries.length > 0 && left === 0) await rm(root, { recursive: true, force: true });
  if (moved > 0) input.log.info('documents.moved', { moved, left });
  return moved;
}
