import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open as openFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { systemClock } from '../clock/clock';
import type { Clock } from '../table/aggregate-store';
import { type BlobBody, bodyParts } from './blob-body';
import { assertBlobKey, assertUploadKey, META_SUFFIX } from './blob-key';
import {
  assertExpiry,
  assertUploadLimit,
  type BlobPutOptions,
  type BlobStore,
  type BlobUploadOptions,
  BlobVersionGoneError,
  type PresignedUpload,
  type StoredBlob,
  type StoredStart,
} from './blob-store';
import { type BlobGrant, type BlobGrantCheck, type BlobOp, BlobUrlSigner } from './blob-url-signer';
import { assertContentType } from './content-disposition';
import { assertMasterKey, type Envelope, open, sealer } from './envelope';
import { readIfExists, writeAtomically } from './stored-files';
import { type UploadGrant, UploadPolicySigner } from './upload-policy';

export interface FsBlobStoreOptions {
  /** The store lives in `<dataDir>/blobs`. */
  dataDir: string;
  /** 32 bytes; wraps the per-object data keys of sensitive objects. */
  masterKey: Uint8Array;
  /** HMAC key of presigned URLs and upload policies (at least 32 bytes). */
  signingKey: Uint8Array | string;
  /** Origin the browser reaches the local process at, e.g. http://localhost:4321. */
  publicBaseUrl: string;
  /** Expiry of presigned URLs is real time by default, not the business clock. */
  clock?: Clock;
}

/** What is kept beside each body file. */
interface BlobMeta {
  version: 1;
  contentType: string;
  sensitive: boolean;
  /** Size of the object as put (plaintext). */
  size: number;
  /**
   * SHA-256 of the bytes on disk (the ciphertext for sensitive objects): it detects a damaged or
   * replaced file, and unlike a plaintext hash it tells nothing about an encrypted document.
   */
  sha256: string;
  encryption?: Envelope;
}

export class BlobIntegrityError extends Error {
  constructor(key: string) {
    super(`Blob ${key} is damaged or was altered`);
    this.name = 'BlobIntegrityError';
  }
}

/** Why a local upload form was refused. */
export type UploadRefusal = 'invalid' | 'expired' | 'wrong-type';

/** The fields of a local upload form, all of them: any other field is refused, as S3 does. */
const UPLOAD_FIELDS = new Set(['key', 'Content-Type', 'policy', 'signature']);

/**
 * The local document store: files under DATA_DIR/blobs, sensitive ones sealed with AES-256-GCM
 * envelope encryption (as SSE-KMS does in AWS), and presigned download URLs and upload forms this
 * process signs and checks.
 */
export class FsBlobStore implements BlobStore {
  readonly root: string;
  private readonly signer: BlobUrlSigner;
  private readonly uploads: UploadPolicySigner;
  private readonly clock: Clock;
  private readonly baseUrl: string;

  constructor(private readonly options: FsBlobStoreOptions) {
    assertMasterKey(options.masterKey);
    this.root = join(options.dataDir, 'blobs');
    this.signer = new BlobUrlSigner(options.signingKey);
    this.uploads = new UploadPolicySigner(options.signingKey);
    this.clock = options.clock ?? systemClock;
    this.baseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  }

  /**
   * Writes the body chunk by chunk (encrypting each as it goes for a sensitive document), so no
   * second copy of the file is made in memory, then the metadata that makes the object exist.
   */
  async put(key: string, body: BlobBody, options: BlobPutOptions): Promise<void> {
    assertBlobKey(key);
    assertContentType(options.contentType);
    const sensitive = options.sensitive === true;
    const bodyPath = this.bodyPath(key);
    await mkdir(dirname(bodyPath), { recursive: true });
    const hash = createHash('sha256');
    const seal = sensitive ? sealer(this.options.masterKey, key) : undefined;
    let size = 0;
    let envelope: Envelope | undefined;
    // Write aside and rename, so a reader never sees half a file; the metadata goes last because
    // it is what makes the object exist.
    const tmp = `${bodyPath}.${randomUUID()}.tmp`;
    const file = await openFile(tmp, 'w', 0o600);
    try {
      for (const part of bodyParts(body)) {
        const stored = seal ? seal.update(part) : part;
        hash.update(stored);
        await file.write(stored);
        size += part.length;
      }
      if (seal) {
        const { last, envelope: sealed } = seal.final();
        hash.update(last);
        await file.write(last);
        envelope = sealed;
      }
      await file.close();
      await rename(tmp, bodyPath);
    } catch (e) {
      await file.close().catch(() => undefined);
      await rm(tmp, { force: true });
      throw e;
    }
    const meta: BlobMeta = {
      version: 1,
      contentType: options.contentType,
      sensitive,
      size,
      sha256: hash.digest('hex'),
      ...(envelope ? { encryption: envelope } : {}),
    };
    await writeAtomically(this.metaPath(key), JSON.stringify(meta));
  }

  async get(key: string): Promise<StoredBlob | undefined> {
    assertBlobKey(key);
    const metaText = await readIfExists(this.metaPath(key), 'utf8');
    if (metaText === undefined) return undefined;
    const meta = JSON.parse(metaText) as BlobMeta;
    const stored = await readIfExists(this.bodyPath(key));
    if (stored === undefined || sha256(stored) !== meta.sha256) throw new BlobIntegrityError(key);
    // The hash of the bytes on disk names the write: a sensitive object's is of its ciphertext,
    // sealed with a fresh data key each time, so even the same file written again differs.
    const version = meta.sha256;
    if (!meta.sensitive) return { body: new Uint8Array(stored), contentType: meta.contentType, version };
    if (!meta.encryption) throw new BlobIntegrityError(key);
    try {
      const plain = open(this.options.masterKey, stored, meta.encryption, key);
      return { body: new Uint8Array(plain), contentType: meta.contentType, version };
    } catch {
      throw new BlobIntegrityError(key);
    }
  }

  async readStart(key: string, bytes: number): Promise<StoredStart | undefined> {
    const blob = await this.get(key);
    if (!blob) return undefined;
    const { body, contentType, version } = blob;
    return { head: body.subarray(0, bytes), size: body.length, contentType, version };
  }

  /**
   * Keeps no history of a key, so only the current write can be copied: one written since the
   * version was read is refused. A sensitive object is opened and sealed again under its new key
   * (its data key is bound to the key it was written under).
   */
  async copy(from: string, version: string, to: string, options: BlobPutOptions): Promise<void> {
    const blob = await this.get(from);
    if (!blob || blob.version !== version) throw new BlobVersionGoneError(from);
    await this.put(to, blob.body, options);
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await rm(this.metaPath(key), { force: true });
    await rm(this.bodyPath(key), { force: true });
  }

  /** A form posted to `<base>/blobs`; the policy in it is what the blob routes enforce. */
  async presignUpload(key: string, options: BlobUploadOptions): Promise<PresignedUpload> {
    assertUploadKey(key);
    assertContentType(options.contentType);
    assertUploadLimit(options.maxBytes);
    const { policy, signature } = this.uploads.sign({
      key,
      contentType: options.contentType,
      maxBytes: options.maxBytes,
      sensitive: options.sensitive === true,
      exp: this.expiry(options.expiresInSeconds),
    });
    return {
      url: `${this.baseUrl}/blobs`,
      method: 'POST',
      fields: { key, 'Content-Type': options.contentType, policy, signature },
    };
  }

  async presignGet(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertBlobKey(key);
    return this.url({
      op: 'get',
      key,
      exp: this.expiry(options.expiresInSeconds),
      ...(options.fileName !== undefined ? { fileName: options.fileName } : {}),
    });
  }

  /** Checks a presigned URL's query for `op` on `key` (used by the blob routes). */
  verify(op: BlobOp, key: string, query: URLSearchParams): BlobGrantCheck {
    return this.signer.verify(op, key, query, this.clock.now().getTime());
  }

  /**
   * Checks an upload form's fields against its signed policy (used by the blob routes): the policy
   * intact and unexpired, the key and the content type the ones it grants, no other field.
   */
  verifyUpload(
    fields: Record<string, string>,
  ): { ok: true; grant: UploadGrant } | { ok: false; reason: UploadRefusal } {
    const check = this.uploads.verify(fields.policy, fields.signature, this.clock.now().getTime());
    if (!check.ok) return check;
    if (fields.key !== check.grant.key || Object.keys(fields).some((f) => !UPLOAD_FIELDS.has(f))) {
      return { ok: false, reason: 'invalid' };
    }
    if (fields['Content-Type'] !== check.grant.contentType) return { ok: false, reason: 'wrong-type' };
    return check;
  }

  private url(grant: BlobGrant): string {
    return `${this.baseUrl}/blobs/${grant.key}?${this.signer.query(grant).toString()}`;
  }

  private expiry(seconds: number): number {
    assertExpiry(seconds);
    return Math.floor(this.clock.now().getTime() / 1000) + seconds;
  }

  private bodyPath(key: string) {
    return join(this.root, ...key.split('/'));
  }

  private metaPath(key: string) {
    return `${this.bodyPath(key)}${META_SUFFIX}`;
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
