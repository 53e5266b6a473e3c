import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a file whole or not at all: a reader never sees half of it, and a failed write leaves
 * the file as it was. Readable by this process's user only.
 */
export async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  const tmp = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** A file's content, or undefined when it is not there. */
export async function readIfExists(path: string): Promise<Buffer | undefined>;
export async function readIfExists(path: string, encoding: 'utf8'): Promise<string | undefined>;
export async function readIfExists(path: string, encoding?: 'utf8'): Promise<Buffer | string | undefined> {
  try {
    return encoding ? await readFile(path, encoding) : await readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // ENOTDIR: a folder on the way is a file (key `a` exists, `a/b` asked): the file is not there.
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}
