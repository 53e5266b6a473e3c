import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BlobStore } from '@ezc/platform/blobs/blob-store';
import { S3BlobStore } from '@ezc/platform/blobs/s3-blob-store';
import {
  LOCAL_ACCESS_KEY_ID,
  LOCAL_KMS_KEY_ID,
  localDocuments,
} from '@ezc/platform/blobs/s3-local/local-documents';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { round } from './in-process-load';

const REGION = 'ap-southeast-1';
const BUCKET = 'ezc-documents';
/** A scanned identity document or a page of a bank statement. */
const DOCUMENT_BYTES = 1024 * 1024;

interface Served {
  origin: string;
  close(): Promise<void>;
}

/** `app` is asked for at each request: a store needs its own address before its routes exist. */
async function served(app: () => Hono): Promise<Served> {
  const server = serve({ fetch: (req, env) => app().fetch(req, env), port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((res) => server.close(() => res())),
  };
}

/** p50 and p95 of `runs` calls made one after another, after a few unrecorded ones. */
async function timed(runs: number, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await call(-1 - i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0);
  return { p50ms: at(0.5), p95ms: at(0.95) };
}

/** What a browser does with an upload form: the fields, then the file as `file`, to the store. */
async function postForm(store: BlobStore, key: string, body: Uint8Array) {
  const form = await store.presignUpload(key, {
    contentType: 'application/pdf',
    sensitive: true,
    maxBytes: DOCUMENT_BYTES,
    expiresInSeconds: 300,
  });
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(body)], { type: 'application/pdf' }));
  const res = await fetch(form.url, { method: 'POST', body: data });
  if (!res.ok) throw new Error(`The store refused an upload form: ${res.status}`);
}

async function measure(name: string, store: BlobStore, runs: number) {
  const body = randomBytes(DOCUMENT_BYTES);
  const options = { contentType: 'application/pdf', sensitive: true };
  const put = await timed(runs, (i) => store.put(`media/bench-${i}.pdf`, [body], options));
  const get = await timed(runs, async (i) => {
    const got = await store.get(`media/bench-${Math.max(i, 0)}.pdf`);
    if (!got?.body.length) throw new Error('A document put was not read back');
  });
  const link = await timed(runs, async (i) => {
    const url = await store.presignGet(`media/bench-${Math.max(i, 0)}.pdf`, { expiresInSeconds: 60 });
    const res = await fetch(url);
    if ((await res.arrayBuffer()).byteLength !== DOCUMENT_BYTES) throw new Error('A link read short');
  });
  const form = await timed(runs, (i) => postForm(store, `uploads/media/bench-${i}.pdf`, body));
  return [
    { store: name, step: 'put (server, sensitive)', ...put },
    { store: name, step: 'get (server)', ...get },
    { store: name, step: 'download link (browser)', ...link },
    { store: name, step: 'upload form (browser)', ...form },
  ];
}

/**
 * A 1 MB sensitive document through the local document store, one call after another: the S3
 * adapter (the AWS SDK's client) reaching the S3-protocol store in process, as the local product
 * does, and the same adapter over a socket, as another process would (browsers always do: their
 * links and forms are timed once for both).
 */
export async function documentsBench(runs: number) {
  const dir = await mkdtemp(join(tmpdir(), 'ezc-bench-documents-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const secretKey = randomBytes(32).toString('base64url');
    let routes: Hono | undefined;
    const server = await served(() => routes!);
    stops.push(server.close);
    const documents = localDocuments({
      dir,
      masterKey: randomBytes(32),
      bucket: BUCKET,
      region: REGION,
      publicBaseUrl: server.origin,
      maxObjectBytes: DOCUMENT_BYTES,
      secretKey,
    });
    routes = documents.routes;
    const overSocket = new S3BlobStore(
      {
        region: REGION,
        endpoint: `${server.origin}/blobs`,
        credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: secretKey },
      },
      { bucket: BUCKET, kmsKeyId: LOCAL_KMS_KEY_ID },
    );
    const inProcess = await measure('in process', documents.blobs, runs);
    const socket = await measure('over a socket', overSocket, runs);
    const rows = [...inProcess, ...socket.filter((r) => !r.step.includes('browser'))];
    return { runs, documentBytes: DOCUMENT_BYTES, rows };
  } finally {
    for (const stop of stops) await stop();
    await rm(dir, { recursive: true, force: true });
  }
}
