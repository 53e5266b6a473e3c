import type { Hono } from 'hono';
import type { Logger } from '../../log';
import { DOCUMENT_LIFECYCLE } from '../document-lifecycle';
import { S3BlobStore } from '../s3-blob-store';
import { inProcessHandler } from './in-process-handler';
import { type LifecycleOutcome, S3LocalStore } from './object-store';
import { s3LocalRoutes } from './s3-local-routes';

/** Where the local S3 store answers, under the product's own address. */
export const LOCAL_S3_PATH = '/blobs';

/** The local store's one access key id (its secret is the data folder's). */
export const LOCAL_ACCESS_KEY_ID = 'EZCLOCALDOCUMENTS';

/** The KMS key named on every local write, as the function's KMS_KEY_ID is in AWS. */
export const LOCAL_KMS_KEY_ID = 'alias/ezc-documents-local';

export interface LocalDocuments {
  /** The product's document store: the AWS adapter, talking S3 to the local store. */
  blobs: S3BlobStore;
  /** The local S3 store itself, on disk under `dir`. */
  store: S3LocalStore;
  dir: string;
  bucket: string;
  /** S3's REST API for browsers' links and forms, to mount at LOCAL_S3_PATH. */
  routes: Hono;
  /** Runs the bucket's lifecycle as of `now` (real time by default), as S3 does once a day. */
  applyLifecycle(now?: Date): Promise<LifecycleOutcome>;
}

/**
 * The documents of a local product: the same S3 adapter as in AWS (the SDK's S3 client, SSE-KMS,
 * presigned links and forms) over an S3-protocol store on disk that checks every signature, link
 * and form. The product's own calls reach the store in process; browsers reach it at
 * `<publicBaseUrl>/blobs`, where the links and forms point.
 */
export function localDocuments(input: {
  dir: string;
  masterKey: Uint8Array;
  bucket: string;
  region: string;
  publicBaseUrl: string;
  /** Largest object a PUT or a browser's form may carry. */
  maxObjectBytes: number;
  /**
   * The store's secret key (the data folder's own): links and forms are signed with it, so no one
   * without it can read or write a document, as in AWS without the function's role.
   */
  secretKey: string;
  log?: Logger;
}): LocalDocuments {
  const store = new S3LocalStore({ dir: input.dir, buckets: [input.bucket], masterKey: input.masterKey });
  const credentials = { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: input.secretKey };
  const routes = s3LocalRoutes(store, {
    prefix: LOCAL_S3_PATH,
    credentials,
    region: input.region,
    maxObjectBytes: input.maxObjectBytes,
    defaultKmsKeyId: LOCAL_KMS_KEY_ID,
    ...(input.log ? { logger: input.log } : {}),
  });
  const blobs = new S3BlobStore(
    {
      region: input.region,
      endpoint: `${input.publicBaseUrl}${LOCAL_S3_PATH}`,
      handler: inProcessHandler((request) => routes.fetch(request)),
      credentials,
    },
    { bucket: input.bucket, kmsKeyId: LOCAL_KMS_KEY_ID },
  );
  return {
    blobs,
    store,
    dir: input.dir,
    bucket: input.bucket,
    routes,
    applyLifecycle: (now = new Date()) => store.applyLifecycle(input.bucket, DOCUMENT_LIFECYCLE, now),
  };
}
