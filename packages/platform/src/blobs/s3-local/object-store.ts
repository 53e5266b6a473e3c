import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open as openFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock } from '../../clock/clock';
import type { Clock } from '../../table/aggregate-store';
import { assertMasterKey, type Envelope, open, sealer } from '../envelope';
import { readIfExists, writeAtomically } from '../stored-files';
import { type ChecksumAlgorithm, newChecksum } from './checksums';
import { entityTooLarge } from './s3-errors';

/**
 * The local S3's objects on disk: versioned buckets (every write a new version, a delete a delete
 * marker), one file per version holding its bytes sealed with envelope encryption (AES-256-GCM
 * under a data key of its own, wrapped by the master key), beside it a JSON file with what S3
 * keeps of the version (content type, user metadata, encryption, ETag, checksum, size, time).
 * Every object is sealed, whatever encryption the write asked for, since S3 encrypts every object
 * at rest: no file here ever holds a document in clear.
 *
 * Layout: `<dir>/<bucket>/<sha256(key) 2 chars>/<sha256(key)>/` holds `history.json` (the key's
 * versions, oldest first) and `<version id>.bin` / `<version id>.json` per version. Keys are
 * hashed into the path, so no key (S3 allows nearly any) can reach outside the store.
 */
export interface S3LocalStoreOptions {
  dir: string;
  /** The buckets that exist; a request to any other is answered NoSuchBucket. */
  buckets: readonly string[];
  /** 32 bytes; wraps the data key of every version. */
  masterKey: Uint8Array;
  /**
   * Versions' LastModified and the time requests are checked against; real time by default. Keep
   * it near real time (not a business date): the SDK sets its clock by the Date this store answers
   * with, and retries every refusal while the two are minutes apart.
   */
  clock?: Clock;
}

/** Server-side encryption as asked and as answered. */
export interface Sse {
  algorithm: 'AES256' | 'aws:kms';
  kmsKeyId?: string;
  bucketKeyEnabled?: boolean;
}

/** The standard headers S3 keeps with an object and answers on a read. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  expires?: string;
}

export interface StoredObject {
  format: 1;
  bucket: string;
  key: string;
  versionId: string;
  /** ISO time, whole seconds (S3 keeps no finer). */
  lastModified: string;
  size: number;
  /** Quoted, as in the ETag header. */
  etag: string;
  headers: ObjectHeaders;
  /** User metadata, names lowercase without the x-amz-meta- prefix. */
  metadata: Record<string, string>;
  sse: Sse;
  checksum: { algorithm: ChecksumAlgorithm; value: string };
  envelope: Envelope;
}

/** What a body turned out to be once read in full, for the checks against what the client said. */
export interface BodyDigest {
  size: number;
  md5: Buffer;
  sha256Hex: string;
  /** Base64 of the checksum named in the write. */
  checksum: string;
}

export interface NewObject {
  bucket: string;
  key: string;
  headers: ObjectHeaders;
  metadata: Record<string, string>;
  sse: Sse;
  checksumAlgorithm: ChecksumAlgorithm;
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** Larger bodies are refused (EntityTooLarge) as soon as they pass this. */
  maxBytes: number;
  /** Throws to refuse the body once read, before it becomes a version. */
  verify?: (digest: BodyDigest) => void;
  /** Throws to refuse the write given the key's current object (a conditional write). */
  precondition?: (current: StoredObject | undefined) => void;
}

export type Lookup =
  | { kind: 'object'; object: StoredObject }
  | { kind: 'delete-marker'; versionId: string; lastModified: Date }
  | { kind: 'no-such-key' }
  | { kind: 'no-such-version' };

interface VersionEntry {
  versionId: string;
  deleteMarker: boolean;
  lastModified: string;
}

interface KeyHistory {
  key: string;
  versions: VersionEntry[];
}

/** Version ids are 32 URL-safe characters: anything else names no version (and no file). */
const VERSION_ID = /^[A-Za-z0-9_-]{32}$/;

export const isVersionId = (text: string) => VERSION_ID.test(text);
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export class S3LocalStore {
  readonly clock: Clock;
  private readonly buckets: ReadonlySet<string>;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly options: S3LocalStoreOptions) {
    assertMasterKey(options.masterKey);
    for (const bucket of options.buckets) {
      if (!BUCKET_NAME.test(bucket)) throw new Error(`Invalid bucket name: ${JSON.stringify(bucket)}`);
    }
    this.buckets = new Set(options.buckets);
    this.clock = options.clock ?? systemClock;
  }

  hasBucket(bucket: string): boolean {
    return this.buckets.has(bucket);
  }

  /**
   * Streams the body into a sealed file, counting and hashing it on the way, and makes it the
   * key's newest version only once it has passed the caller's checks: a refused or broken write
   * leaves nothing behind.
   */
  async put(input: NewObject): Promise<StoredObject> {
    this.assertBucket(input.bucket);
    const versionId = randomBytes(24).toString('base64url');
    const dir = this.keyDir(input.bucket, input.key);
    await mkdir(dir, { recursive: true });
    const seal = sealer(this.options.masterKey, binding(input.bucket, input.key, versionId));
    const md5 = createHash('md5');
    const sha256 = createHash('sha256');
    const checksum = newChecksum(input.checksumAlgorithm);
    const storedMd5 = createHash('md5');
    const tmp = join(dir, `${versionId}.${randomUUID()}.tmp`);
    const file = await openFile(tmp, 'wx', 0o600);
    try {
      let size = 0;
      for await (const part of input.body) {
        size += part.length;
        if (size > input.maxBytes) throw entityTooLarge(input.maxBytes);
        md5.update(part);
        sha256.update(part);
        checksum.update(part);
        const sealed = seal.update(part);
        storedMd5.update(sealed);
        await file.write(sealed);
      }
      const { last, envelope } = seal.final();
      storedMd5.update(last);
      await file.write(last);
      await file.close();
      const digest: BodyDigest = {
        size,
        md5: md5.digest(),
        sha256Hex: sha256.digest('hex'),
        checksum: checksum.digest().toString('base64'),
      };
      input.verify?.(digest);
      const object: StoredObject = {
        format: 1,
        bucket: input.bucket,
        key: input.key,
        versionId,
        lastModified: wholeSeconds(this.clock.now()).toISOString(),
        size,
        // S3's ETag is the MD5 of the object's bytes, except under SSE-KMS, where it is not: here
        // the MD5 of what is stored, so it tells nothing of an encrypted document's content.
        etag: `"${(input.sse.algorithm === 'aws:kms' ? storedMd5.digest() : digest.md5).toString('hex')}"`,
        headers: input.headers,
        metadata: input.metadata,
        sse: input.sse,
        checksum: { algorithm: input.checksumAlgorithm, value: digest.checksum },
        envelope,
      };
      await this.withLock(input.bucket, input.key, async () => {
        const history = (await this.history(input.bucket, input.key)) ?? { key: input.key, versions: [] };
        if (input.precondition) {
          const current = await this.lookup(input.bucket, input.key);
          input.precondition(current.kind === 'object' ? current.object : undefined);
        }
        await rename(tmp, join(dir, `${versionId}.bin`));
        await writeAtomically(join(dir, `${versionId}.json`), JSON.stringify(object));
        history.versions.push({ versionId, deleteMarker: false, lastModified: object.lastModified });
        await writeAtomically(join(dir, 'history.json'), JSON.stringify(history));
      });
      return object;
    } catch (e) {
      await file.close().catch(() => undefined);
      await rm(tmp, { force: true });
      throw e;
    }
  }

  /** The key's current object, or the version named. */
  async lookup(bucket: string, key: string, versionId?: string): Promise<Lookup> {
    this.assertBucket(bucket);
    if (versionId !== undefined && !VERSION_ID.test(versionId)) return { kind: 'no-such-version' };
    const history = await this.history(bucket, key);
    const entry =
      versionId === undefined
        ? history?.versions.at(-1)
        : history?.versions.find((v) => v.versionId === versionId);
    if (!entry) return { kind: versionId === undefined ? 'no-such-key' : 'no-such-version' };
    if (entry.deleteMarker) {
      return {
        kind: 'delete-marker',
        versionId: entry.versionId,
        lastModified: new Date(entry.lastModified),
      };
    }
    const text = await readIfExists(join(this.keyDir(bucket, key), `${entry.versionId}.json`));
    // Deleted since the history was read.
    if (text === undefined) return { kind: versionId === undefined ? 'no-such-key' : 'no-such-version' };
    return { kind: 'object', object: JSON.parse(text.toString('utf8')) as StoredObject };
  }

  /** The version's bytes, opened; throws when the file was damaged or altered (GCM tells). */
  async read(object: StoredObject): Promise<Buffer> {
    const path = join(this.keyDir(object.bucket, object.key), `${object.versionId}.bin`);
    const stored = await readIfExists(path);
    if (stored === undefined)
      throw new Error(`The stored bytes of ${object.bucket}/${object.key} are missing`);
    try {
      return open(
        this.options.masterKey,
        stored,
        object.envelope,
        binding(object.bucket, object.key, object.versionId),
      );
    } catch {
      throw new Error(`The stored bytes of ${object.bucket}/${object.key} are damaged or were altered`);
    }
  }

  /** A delete without a version: a delete marker becomes the key's newest version. */
  async addDeleteMarker(bucket: string, key: string): Promise<{ versionId: string }> {
    this.assertBucket(bucket);
    const versionId = randomBytes(24).toString('base64url');
    await this.withLock(bucket, key, async () => {
      const dir = this.keyDir(bucket, key);
      await mkdir(dir, { recursive: true });
      const history = (await this.history(bucket, key)) ?? { key, versions: [] };
      history.versions.push({
        versionId,
        deleteMarker: true,
        lastModified: wholeSeconds(this.clock.now()).toISOString(),
      });
      await writeAtomically(join(dir, 'history.json'), JSON.stringify(history));
    });
    return { versionId };
  }

  /** Removes one version (or delete marker) for good; says what it was, if it was there. */
  async deleteVersion(
    bucket: string,
    key: string,
    versionId: string,
  ): Promise<{ deleteMarker: boolean } | undefined> {
    this.assertBucket(bucket);
    if (!VERSION_ID.test(versionId)) return undefined;
    return this.withLock(bucket, key, async () => {
      const dir = this.keyDir(bucket, key);
      const history = await this.history(bucket, key);
      const entry = history?.versions.find((v) => v.versionId === versionId);
      if (!history || !entry) return undefined;
      history.versions = history.versions.filter((v) => v !== entry);
      if (history.versions.length > 0)
        await writeAtomically(join(dir, 'history.json'), JSON.stringify(history));
      else await rm(join(dir, 'history.json'), { force: true });
      await rm(join(dir, `${versionId}.json`), { force: true });
      await rm(join(dir, `${versionId}.bin`), { force: true });
      return { deleteMarker: entry.deleteMarker };
    });
  }

  private async history(bucket: string, key: string): Promise<KeyHistory | undefined> {
    const text = await readIfExists(join(this.keyDir(bucket, key), 'history.json'));
    return text === undefined ? undefined : (JSON.parse(text.toString('utf8')) as KeyHistory);
  }

  private keyDir(bucket: string, key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(this.options.dir, bucket, hash.slice(0, 2), hash);
  }

  private assertBucket(bucket: string) {
    if (!this.buckets.has(bucket)) throw new Error(`No such bucket: ${bucket}`);
  }

  /** Writes of one key one after another, so a version is never lost between two writers. */
  private async withLock<T>(bucket: string, key: string, fn: () => Promise<T>): Promise<T> {
    const id = `${bucket}/${key}`;
    const previous = this.locks.get(id) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const settled = run.catch(() => undefined);
    this.locks.set(id, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(id) === settled) this.locks.delete(id);
    }
  }
}

/** What a version's ciphertext is bound to: moved to another key or version, it does not open. */
function binding(bucket: string, key: string, versionId: string): string {
  return JSON.stringify(['s3-local.v1', bucket, key, versionId]);
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
