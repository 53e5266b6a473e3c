import { randomBytes } from 'node:crypto';
import { type LocalDocuments, localDocuments } from '../blobs/s3-local/local-documents';

/**
 * A document store for a test: the product's S3 adapter over a local S3 store in `dir`, reached in
 * process (no server). Its links point at an address nothing listens on.
 */
export function testDocuments(dir: string): LocalDocuments {
  return localDocuments({
    dir,
    masterKey: randomBytes(32),
    bucket: 'ezc-documents',
    region: 'ap-southeast-1',
    publicBaseUrl: 'http://localhost:9',
    maxObjectBytes: 64 * 1024 * 1024,
    secretKey: randomBytes(32).toString('base64url'),
  });
}

/** The keys whose newest version is an object (what a listing of the bucket shows). */
export async function storedKeys(documents: LocalDocuments): Promise<string[]> {
  const versions = await documents.store.versions(documents.bucket);
  return versions.filter((v) => v.isLatest && !v.deleteMarker).map((v) => v.key);
}

/** Every key with any version or delete marker left on disk, as if S3 listed the bucket's versions. */
export async function keysOnDisk(documents: LocalDocuments): Promise<string[]> {
  const versions = await documents.store.versions(documents.bucket);
  return [...new Set(versions.map((v) => v.key))];
}
