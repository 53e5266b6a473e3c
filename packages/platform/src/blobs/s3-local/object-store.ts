import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open as openFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock } from '../../clock/clock';
import type { Clock } from '../../table/aggregate-store';
import type { LifecycleRule } from '../document-lifecycle';
import { assertMasterKey, type Envelope, open, sealer } from '../envelope';
import { readIfExists, writeAtomically } from '../stored-files';
import { type ChecksumAlgorithm, newChecksum } from './checksums';
import { entityTooLarge } from './s3-errors';

/**
 * The local S3's objects on disk: versioned buckets (every write a new version, a delete a delete
 * marker), one file per version holding its bytes sealed with envelope encryption (AES-256-GCM
 * under a data key of its own, wrapped by the master key), beside it a JSON file with what S3
 * keeps of the version (content type, user metadata, encryption, ETag, size, time, and the
 * checksum, sealed since it is of the plain bytes).
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

/** A version as written on disk: its checksum sealed (see S3LocalStore.recordOf). */
type VersionRecord = Omit<StoredObject, 'checksum'> & {
  checksum: { algorithm: ChecksumAlgorithm; sealed: string; envelope: Envelope };
};

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

/** One version or delete marker of a key, as ListObjectVersions tells it. */
export interface ListedVersion extends VersionEntry {
  key: string;
  isLatest: boolean;
}

/** What one pass of the lifecycle did. */
export interface LifecycleOutcome {
  /** Current objects given a delete marker. */
  expired: number;
  /** Noncurrent versions removed with their bytes. */
  versionsRemoved: number;
  markersRemoved: number;
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
        await writeAtomically(join(dir, `${versionId}.json`), JSON.stringify(this.recordOf(object)));
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
    return { kind: 'object', object: this.objectOf(JSON.parse(text.toString('utf8')) as VersionRecord) };
  }

  /**
   * What is written of a version: its checksum is of the document's plain bytes, so it is sealed
   * like them (kept clear, it would let anyone who reads the folder confirm a guess of a document).
   */
  private recordOf(object: StoredObject): VersionRecord {
    const seal = sealer(this.options.masterKey, checksumBinding(object));
    const first = seal.update(Buffer.from(object.checksum.value, 'utf8'));
    const { last, envelope } = seal.final();
    const sealed = Buffer.concat([first, last]).toString('base64');
    return { ...object, checksum: { algorithm: object.checksum.algorithm, sealed, envelope } };
  }

  private objectOf(record: VersionRecord): StoredObject {
    const { algorithm, sealed, envelope } = record.checksum;
    const value = open(
      this.options.masterKey,
      Buffer.from(sealed, 'base64'),
      envelope,
      checksumBinding(record),
    ).toString('utf8');
    return { ...record, checksum: { algorithm, value } };
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

  /** A delete without a version: a delete marker (made `at`, now by default) becomes the key's newest version. */
  async addDeleteMarker(bucket: string, key: string, at = this.clock.now()): Promise<{ versionId: string }> {
    this.assertBucket(bucket);
    const versionId = randomBytes(24).toString('base64url');
    await this.withLock(bucket, key, async () => {
      const dir = this.keyDir(bucket, key);
      await mkdir(dir, { recursive: true });
      const history = (await this.history(bucket, key)) ?? { key, versions: [] };
      history.versions.push({
        versionId,
        deleteMarker: true,
        lastModified: wholeSeconds(at).toISOString(),
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

  /** Every version and delete marker in the bucket, each key's newest last (ListObjectVersions). */
  async versions(bucket: string): Promise<ListedVersion[]> {
    this.assertBucket(bucket);
    const out: ListedVersion[] = [];
    for (const history of await this.histories(bucket)) {
      const last = history.versions.length - 1;
      out.push(...history.versions.map((v, i) => ({ key: history.key, ...v, isLatest: i === last })));
    }
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * What S3's lifecycle does to the bucket as of `now`, for rules as the bucket's configuration
   * gives them: a current object past its rule's expiration gets a delete marker; a version
   * noncurrent for its rule's days (counted from the write that replaced it) goes for good, and
   * with it its bytes; a delete marker left with no version behind it goes. S3 runs this once a
   * day, in its own time; locally the product runs it when it starts and every hour.
   */
  async applyLifecycle(
    bucket: string,
    rules: readonly LifecycleRule[],
    now: Date,
  ): Promise<LifecycleOutcome> {
    const outcome: LifecycleOutcome = { expired: 0, versionsRemoved: 0, markersRemoved: 0 };
    const daysSince = (iso: string) => (now.getTime() - Date.parse(iso)) / 86_400_000;
    for (const { key, versions: read } of await this.histories(bucket)) {
      const applying = rules.filter((r) => key.startsWith(r.prefix));
      if (applying.length === 0) continue;
      const expireAfter = least(applying.map((r) => r.expireAfterDays));
      const noncurrentAfter = least(applying.map((r) => r.noncurrentAfterDays));
      const dropLoneMarkers = applying.some((r) => r.expiredDeleteMarkers);
      // As just read; the history is read again only after this pass has changed it.
      const reread = async () => (await this.history(bucket, key))?.versions ?? [];
      let versions = read;
      const latest = versions.at(-1);
      if (
        latest &&
        !latest.deleteMarker &&
        expireAfter !== undefined &&
        daysSince(latest.lastModified) >= expireAfter
      ) {
        await this.addDeleteMarker(bucket, key, now);
        outcome.expired++;
        versions = await reread();
      }
      const lapsed =
        noncurrentAfter === undefined
          ? []
          : versions.filter(
              (v, i) =>
                i < versions.length - 1 && daysSince(versions[i + 1]!.lastModified) >= noncurrentAfter,
            );
      for (const v of lapsed) {
        const gone = await this.deleteVersion(bucket, key, v.versionId);
        if (gone?.deleteMarker) outcome.markersRemoved++;
        else if (gone) outcome.versionsRemoved++;
      }
      const left = lapsed.length > 0 ? await reread() : versions;
      if (dropLoneMarkers && left.length === 1 && left[0]!.deleteMarker) {
        if (await this.deleteVersion(bucket, key, left[0]!.versionId)) outcome.markersRemoved++;
      }
    }
    return outcome;
  }

  /** Every key's history in the bucket, read from its folders. */
  private async histories(bucket: string): Promise<KeyHistory[]> {
    const root = join(this.options.dir, bucket);
    const out: KeyHistory[] = [];
    for (const prefix of await readdir(root).catch(() => [] as string[])) {
      for (const hash of await readdir(join(root, prefix)).catch(() => [] as string[])) {
        const text = await readIfExists(join(root, prefix, hash, 'history.json'));
        if (text !== undefined) out.push(JSON.parse(text.toString('utf8')) as KeyHistory);
      }
    }
    return out;
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

/** A version's checksum, sealed, is bound to the version as its bytes are. */
function checksumBinding(o: Pick<StoredObject, 'bucket' | 'key' | 'versionId'>): string {
  return `${binding(o.bucket, o.key, o.versionId)}#checksum`;
}

/** What a version's ciphertext is bound to: moved to another key or version, it does not open. */
function binding(bucket: string, key: string, versionId: string): string {
  return JSON.stringify(['s3-local.v1', bucket, key, versionId]);
}

/** The smallest of the numbers given, if any. */
function least(values: readonly (number | undefined)[]): number | undefined {
  const given = values.filter((v): v is number => v !== undefined);
  return given.length > 0 ? Math.min(...given) : undefined;
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
