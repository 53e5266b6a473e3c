import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalRuntime } from '@ezc/local';
import { keysOnDisk, storedKeys } from '@ezc/platform/testing/test-documents';
import {
  pngOfSize,
  pngPdfPolyglot,
  sampleExecutable,
  sampleMp4,
  samplePdf,
  samplePng,
} from '@ezc/platform/uploads/sample-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';
import { businessNow } from '../support/test-clock';

/**
 * Documents and media through the whole product: the form upload and the upload link, every
 * refusal text of spec §5 and §8, who may list, open and delete, the latest document calls and the
 * checklist, and a sensitive document's bytes on disk. Expected values are written from the spec.
 */

const IMAGE_OR_PDF = 'You can only upload JPG, JPEG, PNG and PDF';
const IMAGE_ONLY = 'You can only upload Image (JPG, JPEG, and PNG)';
const MP4_ONLY = 'You can only upload MP4';
const TOO_LARGE = 'Document must smaller than 5MB!';
const DOCUMENT_FAILED = 'Upload Document Failed';
const VIDEO_FAILED = 'Upload Video Failed';
const BORROWER = 'CUST-000001';
const COMPANY = 'CUST-000002';
const MB = 1024 * 1024;

interface Media {
  MediaId: string;
  FileName: string;
  FileExtension: string;
  Type: string;
  Title: string;
  Description: string;
  ObjectId: string;
  ObjectType: string;
  CustomerId?: string;
  IsEncryptedYN: 'Y' | 'N';
  Size: number;
  ContentType: string;
  CreatedAt: string;
}
interface Problem {
  message: string;
  code: string;
  title?: string;
}
type Answer<T> = { status: number; body: T };

let rt: LocalRuntime;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await startTestServer({ web: false });
  call = api(rt.url);
  for (const who of ['borrower', 'company', 'admin', 'risk', 'signer', 'attorney']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  // Whatever documents the demo data holds, these journeys start from none.
  for (const [who, customerId] of [
    ['borrower', BORROWER],
    ['company', COMPANY],
  ] as const) {
    for (const m of (await list(who, { ObjectType: 'Customer', ObjectId: customerId })).body.Data) {
      expect((await remove(who, m.MediaId)).status).toBe(200);
    }
  }
}, 120_000);
afterAll(async () => rt?.stop());

/** POST /medias/internal as a form: the fields in the spec's order, then the file as FileStream. */
async function uploadForm(
  who: string,
  fields: Record<string, string>,
  file: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Answer<{ Data: Media } & Problem>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('FileStream', new Blob([new Uint8Array(file)]), fields.FileName ?? 'file');
  const res = await fetch(`${rt.url}/api/medias/internal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { Data: Media } & Problem };
}

const ownDocument = (title: string, fileName: string, extra: Record<string, string> = {}) => ({
  ObjectId: BORROWER,
  ObjectType: 'Customer',
  Type: title,
  FileName: fileName,
  Title: title,
  Description: `${title} for the application`,
  ...extra,
});

async function list(who: string, query: Record<string, string> = {}) {
  const q = new URLSearchParams({ rows: '999999', page: '1', ...query });
  return call.get<{ Data: Media[]; Count: number } & Problem>(`/medias?${q}`, tokens[who]);
}
const remove = (who: string, mediaId: string) =>
  call.call<{ Data: { MediaId: string } } & Problem>('DELETE', `/medias/${mediaId}`, { token: tokens[who] });
const downloadUrl = (who: string, mediaId: string) =>
  call.post<{ Data: { URL: string; ExpiresAt: string } } & Problem>(
    '/medias/download-url',
    { MediaId: mediaId },
    tokens[who],
  );

interface Ticket {
  UploadId: string;
  url: string;
  method: 'POST';
  fields: Record<string, string>;
}
const requestUpload = (who: string, body: Record<string, unknown>) =>
  call.post<{ Data: Ticket } & Problem>('/medias/upload-url', body, tokens[who]);
const confirm = (who: string, uploadId: string) =>
  call.post<{ Data: Media } & Problem>('/medias/confirm-upload', { UploadId: uploadId }, tokens[who]);

/**
 * What a browser does with an upload form: the fields, then the file as `file`, to the store.
 * Answers the status and, for a refusal, the code of S3's XML error.
 */
async function sendToStore(ticket: Ticket, file: Uint8Array): Promise<{ status: number; code?: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]));
  const res = await fetch(ticket.url, { method: ticket.method, body: form });
  const code = /<Code>([^<]*)<\/Code>/.exec(await res.text())?.[1];
  return { status: res.status, ...(code !== undefined ? { code } : {}) };
}
const postToStore = async (ticket: Ticket, file: Uint8Array) => (await sendToStore(ticket, file)).status;

/** The store's key of a media kept as a document (`media/<MediaId>.<extension>`). */
const keyOf = (mediaId: string, extension: string) => `media/${mediaId}.${extension}`;

/**
 * The files on disk of a key: its folder, named by the SHA-256 of the key under the bucket's
 * folder, holds its history and each version's sealed bytes (`.bin`) and what S3 keeps of it
 * (`.json`). Read from disk, not asked of the store, so what is checked is what lies there.
 */
async function filesOf(key: string): Promise<string[]> {
  const hash = createHash('sha256').update(key).digest('hex');
  const dir = join(rt.adapters.documents.dir, rt.adapters.documents.bucket, hash.slice(0, 2), hash);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.map((n) => join(dir, n)).sort();
}

/** The `.json` of a key's one version: its user metadata and encryption as S3 keeps them. */
async function versionOf(key: string): Promise<{ metadata: Record<string, string>; sse: unknown }> {
  const versions = (await filesOf(key)).filter((f) => f.endsWith('.json') && !f.endsWith('history.json'));
  expect(versions).toHaveLength(1);
  return JSON.parse(await readFile(versions[0]!, 'utf8'));
}

/** Every file under `root` whose bytes hold `text` anywhere. */
async function filesHolding(root: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, 'latin1');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const holding: string[] = [];
  for (const e of entries.filter((d) => d.isFile())) {
    const path = join(e.parentPath, e.name);
    if ((await readFile(path)).includes(needle)) holding.push(path);
  }
  return holding;
}

describe('uploading a document through the form', () => {
  it('stores a pay slip under its cleaned name and lists it for its owner', async () => {
    const res = await uploadForm(
      'borrower',
      ownDocument('Pay Slip', 'Pay Slip Jan/Feb 2026.pdf'),
      samplePdf(),
    );
    expect(res.status).toBe(201);
    const media = res.body.Data;
    expect(media).toMatchObject({
      FileName: 'Pay-Slip-JanorFeb-2026.pdf',
      FileExtension: 'pdf',
      Type: 'Pay Slip',
      Title: 'Pay Slip',
      Description: 'Pay Slip for the application',
      ObjectId: BORROWER,
      ObjectType: 'Customer',
      CustomerId: BORROWER,
      IsEncryptedYN: 'Y',
      Size: samplePdf().length,
      ContentType: 'application/pdf',
    });
    expect(media).not.toHaveProperty('StorageKey');
    expect(media.MediaId).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await list('borrower', { ObjectType: 'Customer', ObjectId: BORROWER, Title: 'Pay Slip' });
    expect(listed.status).toBe(200);
    expect(listed.body.Data.map((m) => m.MediaId)).toEqual([media.MediaId]);
    expect(listed.body.Count).toBe(1);
    // A borrower who names no object gets their own record's documents.
    expect((await list('borrower')).body.Data.map((m) => m.MediaId)).toContain(media.MediaId);
  });

  it('takes the extension from FileExtension when the name has none', async () => {
    const res = await uploadForm(
      'borrower',
      ownDocument('EPF Statement', 'KWSP 2025', { FileExtension: '.PDF' }),
      samplePdf(),
    );
    expect(res.status).toBe(201);
    expect(res.body.Data).toMatchObject({ FileName: 'KWSP-2025.pdf', FileExtension: 'pdf' });
  });

  it('streams a 5 MB file in, past the API’s 1 MB limit for JSON', async () => {
    const res = await uploadForm('borrower', ownDocument('Asset', 'land title.png'), pngOfSize(5 * MB));
    expect(res.status).toBe(201);
    expect(res.body.Data.Size).toBe(5 * MB);
  });
});

describe('refusals, with the spec’s titles and texts', () => {
  const refusal = (res: Answer<Problem>) => [res.status, res.body.code, res.body.title, res.body.message];

  it('refuses a PDF as an identity image, and a GIF as a pay slip', async () => {
    expect(refusal(await uploadForm('borrower', ownDocument('NRIC Front', 'ic.pdf'), samplePdf()))).toEqual([
      400,
      'MEDIA.TYPE_NOT_ALLOWED',
      DOCUMENT_FAILED,
      IMAGE_ONLY,
    ]);
    expect(
      refusal(
        await uploadForm('borrower', ownDocument('Pay Slip', 'slip.gif'), Buffer.from('GIF89a\x01\x00')),
      ),
    ).toEqual([400, 'MEDIA.TYPE_NOT_ALLOWED', DOCUMENT_FAILED, IMAGE_OR_PDF]);
  });

  it('refuses a polyglot (PNG header, PDF body) and a renamed program', async () => {
    for (const name of ['scan.png', 'scan.pdf']) {
      expect(
        refusal(await uploadForm('borrower', ownDocument('Bank Statement', name), pngPdfPolyglot())),
      ).toEqual([400, 'MEDIA.TYPE_NOT_ALLOWED', DOCUMENT_FAILED, IMAGE_OR_PDF]);
    }
    expect(refusal(await uploadForm('borrower', ownDocument('Photo', 'me.jpg'), sampleExecutable()))).toEqual(
      [400, 'MEDIA.TYPE_NOT_ALLOWED', DOCUMENT_FAILED, IMAGE_ONLY],
    );
    expect(
      refusal(await uploadForm('borrower', ownDocument('Bank Statement', 'stmt.pdf'), sampleExecutable())),
    ).toEqual([400, 'MEDIA.TYPE_NOT_ALLOWED', DOCUMENT_FAILED, IMAGE_OR_PDF]);
    // Nothing refused was kept.
    const kept = await list('borrower', {
      ObjectType: 'Customer',
      ObjectId: BORROWER,
      Title: 'Bank Statement',
    });
    expect(kept.body.Count).toBe(0);
  });

  it('refuses a file over 5 MB while it streams in (413), and an announced one (400)', async () => {
    expect(
      refusal(await uploadForm('borrower', ownDocument('Other Income', 'rent.png'), pngOfSize(5 * MB + 1))),
    ).toEqual([413, 'MEDIA.TOO_LARGE', DOCUMENT_FAILED, TOO_LARGE]);
    const announced = await requestUpload('borrower', {
      ...ownDocument('Other Income', 'rent.pdf'),
      Size: 5 * MB + 1,
    });
    expect(refusal(announced)).toEqual([400, 'MEDIA.TOO_LARGE', DOCUMENT_FAILED, TOO_LARGE]);
  });

  it('refuses a video that is not MP4, and a video sent through the form', async () => {
    const mov = await requestUpload('borrower', {
      ...ownDocument('Signing Video', 'session.mov'),
      Size: 1000,
    });
    expect(refusal(mov)).toEqual([400, 'MEDIA.TYPE_NOT_ALLOWED', VIDEO_FAILED, MP4_ONLY]);
    const viaForm = await uploadForm('borrower', ownDocument('Signing Video', 'session.mp4'), sampleMp4());
    expect(refusal(viaForm)).toEqual([
      400,
      'MEDIA.USE_PRESIGNED_UPLOAD',
      VIDEO_FAILED,
      'Videos are too large to send this way: upload them with an upload link.',
    ]);
  });

  it('refuses a file name without an extension', async () => {
    expect(refusal(await uploadForm('borrower', ownDocument('Pay Slip', 'payslip'), samplePdf()))).toEqual([
      400,
      'MEDIA.EXTENSION_REQUIRED',
      DOCUMENT_FAILED,
      'A document upload needs a file name with an extension, e.g. payslip.pdf.',
    ]);
  });

  it('refuses a second photo: the document keeps one file', async () => {
    expect((await uploadForm('borrower', ownDocument('Photo', 'me.png'), samplePng('first'))).status).toBe(
      201,
    );
    expect(
      refusal(await uploadForm('borrower', ownDocument('Photo', 'me2.png'), samplePng('second'))),
    ).toEqual([
      422,
      'MEDIA.TOO_MANY_FILES',
      DOCUMENT_FAILED,
      'No more files of Photo can be kept (at most 1). Delete one before uploading another.',
    ]);
  });

  it('refuses an unknown title, a title kept elsewhere, loan documents and a form without fields', async () => {
    expect(refusal(await uploadForm('borrower', ownDocument('Selfie', 'me.png'), samplePng()))).toEqual([
      400,
      'MEDIA.UNKNOWN_TITLE',
      DOCUMENT_FAILED,
      'Title: this is not a document the product takes.',
    ]);
    expect(refusal(await uploadForm('borrower', ownDocument('ID Front', 'id.png'), samplePng()))).toEqual([
      400,
      'MEDIA.TITLE_NOT_FOR_OBJECT',
      DOCUMENT_FAILED,
      'Title: ID Front cannot be kept under ObjectType Customer.',
    ]);
    const loan = await uploadForm(
      'borrower',
      ownDocument('Pay Slip', 'slip.pdf', { ObjectType: 'LoanNo', ObjectId: 'EZC0001' }),
      samplePdf(),
    );
    expect(refusal(loan)).toEqual([
      400,
      'MEDIA.OBJECT_TYPE_NOT_SUPPORTED',
      DOCUMENT_FAILED,
      'Loan documents cannot be uploaded here.',
    ]);
    const missing = await uploadForm('borrower', { FileName: 'slip.pdf' }, samplePdf());
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(missing.body.message).toMatch(/ObjectId/);
    const json = await call.post<Problem>('/medias/internal', { Title: 'Pay Slip' }, tokens.borrower);
    expect(refusal(json)).toEqual([
      400,
      'MEDIA.BAD_FORM',
      DOCUMENT_FAILED,
      'Send the upload as a form: the fields first, then the file as FileStream.',
    ]);
  });

  it('says it in Malay to a Malay caller', async () => {
    const res = await uploadForm('borrower', ownDocument('Pay Slip', 'slip.gif'), Buffer.from('GIF89a'), {
      'accept-language': 'ms',
    });
    expect(refusal(res)).toEqual([
      400,
      'MEDIA.TYPE_NOT_ALLOWED',
      'Muat Naik Dokumen Gagal',
      'Anda hanya boleh memuat naik JPG, JPEG, PNG dan PDF',
    ]);
    const big = await uploadForm('borrower', ownDocument('Other Income', 'a.png'), pngOfSize(5 * MB + 1), {
      'accept-language': 'ms',
    });
    expect(big.body.message).toBe('Dokumen mestilah lebih kecil daripada 5MB!');
  });
});

describe('the upload link (straight to the store, then confirmed)', () => {
  it('registers a file posted to the store once, for the caller who was granted it', async () => {
    const ticket = await requestUpload('borrower', {
      ...ownDocument('Bank Statement', 'Maybank Mac 2026.pdf'),
      Size: samplePdf('March').length,
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body.Data.method).toBe('POST');
    // The form goes to the bucket's address in the local S3 store (path style, the config's bucket).
    expect(ticket.body.Data.url).toBe(`${rt.url}/blobs/ezc-documents`);
    expect(ticket.body.Data.fields.key).toMatch(/^uploads\/media\/[0-9a-f-]{36}\.pdf$/);

    // Before the file arrives there is nothing to confirm.
    const early = await confirm('borrower', ticket.body.Data.UploadId);
    expect([early.status, early.body.code]).toEqual([409, 'MEDIA.UPLOAD_NOT_RECEIVED']);

    expect(await postToStore(ticket.body.Data, samplePdf('March'))).toBe(204);
    // Another person cannot confirm it.
    const stranger = await confirm('company', ticket.body.Data.UploadId);
    expect([stranger.status, stranger.body.code]).toEqual([404, 'MEDIA.UPLOAD_NOT_FOUND']);

    const confirmed = await confirm('borrower', ticket.body.Data.UploadId);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.Data).toMatchObject({
      FileName: 'Maybank-Mac-2026.pdf',
      Title: 'Bank Statement',
      IsEncryptedYN: 'Y',
      Size: samplePdf('March').length,
      ContentType: 'application/pdf',
      CustomerId: BORROWER,
    });
    const again = await confirm('borrower', ticket.body.Data.UploadId);
    expect([again.status, again.body.message]).toEqual([
      404,
      'This upload was not found or has expired. Please upload the file again.',
    ]);
    const listed = await list('borrower', {
      ObjectType: 'Customer',
      ObjectId: BORROWER,
      Title: 'Bank Statement',
    });
    expect(listed.body.Data.map((m) => m.MediaId)).toEqual([confirmed.body.Data.MediaId]);
  });

  it('deletes a polyglot posted to the store and answers the refusal', async () => {
    const ticket = await requestUpload('borrower', {
      ...ownDocument('Bank Statement', 'april.png'),
      Size: pngPdfPolyglot().length,
    });
    expect(await postToStore(ticket.body.Data, pngPdfPolyglot())).toBe(204);
    const refused = await confirm('borrower', ticket.body.Data.UploadId);
    expect([refused.status, refused.body.code, refused.body.title, refused.body.message]).toEqual([
      400,
      'MEDIA.TYPE_NOT_ALLOWED',
      DOCUMENT_FAILED,
      IMAGE_OR_PDF,
    ]);
    // The form wrote under uploads/; the refused file is gone from there, and was never kept.
    const uploadKey = ticket.body.Data.fields.key!;
    expect(uploadKey).toMatch(/^uploads\/media\/[0-9a-f-]{36}\.png$/);
    const mediaId = uploadKey.replace(/^uploads\/media\//, '').split('.')[0]!;
    expect(await storedKeys(rt.adapters.documents)).not.toContain(uploadKey);
    expect(await keysOnDisk(rt.adapters.documents)).not.toContain(keyOf(mediaId, 'png'));
    expect(await filesOf(keyOf(mediaId, 'png'))).toEqual([]);
    expect((await confirm('borrower', ticket.body.Data.UploadId)).status).toBe(404);
  });

  it('holds the store to the granted type and size', async () => {
    const ticket = await requestUpload('borrower', { ...ownDocument('Asset', 'car.pdf'), Size: 1000 });
    // S3's answers: a file over the policy's content-length-range, and a form whose type is not
    // the policy's (a condition failed).
    expect(await sendToStore(ticket.body.Data, new Uint8Array(1001))).toEqual({
      status: 400,
      code: 'EntityTooLarge',
    });
    expect(await sendToStore(ticket.body.Data, new Uint8Array(5 * MB + 1))).toEqual({
      status: 400,
      code: 'EntityTooLarge',
    });
    const changed = {
      ...ticket.body.Data,
      fields: { ...ticket.body.Data.fields, 'Content-Type': 'text/html' },
    };
    expect(await sendToStore(changed, samplePdf())).toEqual({ status: 403, code: 'AccessDenied' });
    // None of them was written, not even as a version behind a delete marker.
    expect(await keysOnDisk(rt.adapters.documents)).not.toContain(ticket.body.Data.fields.key);
  });
});

describe('who may list, open and delete', () => {
  let slip: Media;
  beforeAll(async () => {
    const res = await uploadForm('borrower', ownDocument('Pay Slip', 'slip feb.pdf'), samplePdf('February'));
    slip = res.body.Data;
  });

  it('answers another borrower exactly as for a missing document (404)', async () => {
    const listed = await list('company', { ObjectType: 'Customer', ObjectId: BORROWER });
    expect([listed.status, listed.body.code]).toEqual([404, 'MEDIA.OBJECT_NOT_FOUND']);
    const link = await downloadUrl('company', slip.MediaId);
    expect([link.status, link.body.message]).toEqual([404, 'Media not found']);
    const missing = await downloadUrl('company', '00000000-0000-0000-0000-000000000000');
    expect([missing.status, missing.body.message]).toEqual([404, 'Media not found']);
    const del = await remove('company', slip.MediaId);
    expect([del.status, del.body.message]).toEqual([404, 'Media not found']);
    const upload = await uploadForm('company', ownDocument('Pay Slip', 'x.pdf'), samplePdf());
    expect([upload.status, upload.body.code]).toEqual([404, 'MEDIA.OBJECT_NOT_FOUND']);
    const latest = await call.post<Problem>(
      '/customer-documents/get-latest-photo',
      { CustomerId: BORROWER },
      tokens.company,
    );
    expect([latest.status, latest.body.message]).toEqual([404, 'No file found']);
    // Still there for its owner.
    expect((await downloadUrl('borrower', slip.MediaId)).status).toBe(200);
  });

  it('lets staff who review customers list and open a borrower’s documents, not delete them', async () => {
    const listed = await list('risk', { ObjectType: 'Customer', ObjectId: BORROWER });
    expect(listed.status).toBe(200);
    expect(listed.body.Data.map((m) => m.MediaId)).toContain(slip.MediaId);
    expect((await downloadUrl('risk', slip.MediaId)).status).toBe(200);
    const del = await remove('risk', slip.MediaId);
    expect([del.status, del.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    const upload = await uploadForm('risk', ownDocument('Pay Slip', 'x.pdf'), samplePdf());
    expect([upload.status, upload.body.code]).toEqual([403, 'MEDIA.ONLY_OWNER_UPLOADS']);
  });

  it('refuses staff who do not review customers, and needs an object named by staff', async () => {
    expect((await list('attorney', { ObjectType: 'Customer', ObjectId: BORROWER })).status).toBe(403);
    expect((await downloadUrl('attorney', slip.MediaId)).status).toBe(403);
    const unnamed = await list('risk');
    expect([unnamed.status, unnamed.body.code]).toEqual([400, 'MEDIA.OBJECT_REQUIRED']);
  });

  it('keeps a staff member’s own documents to them and to an Admin', async () => {
    const own = await uploadForm(
      'signer',
      { ObjectId: 'STF-0005', ObjectType: 'User', Title: 'Signature', FileName: 'my signature.png' },
      samplePng('signature'),
    );
    expect(own.status).toBe(201);
    expect(own.body.Data).toMatchObject({ ObjectType: 'User', ObjectId: 'STF-0005', IsEncryptedYN: 'N' });
    expect(own.body.Data).not.toHaveProperty('CustomerId');
    expect((await list('signer', { ObjectType: 'User', ObjectId: 'STF-0005' })).body.Count).toBe(1);
    expect((await list('admin', { ObjectType: 'User', ObjectId: 'STF-0005' })).body.Count).toBe(1);
    expect((await list('attorney', { ObjectType: 'User', ObjectId: 'STF-0005' })).status).toBe(404);
    expect((await list('borrower', { ObjectType: 'User', ObjectId: 'STF-0005' })).status).toBe(404);
    expect((await downloadUrl('attorney', own.body.Data.MediaId)).status).toBe(404);
    expect((await remove('signer', own.body.Data.MediaId)).status).toBe(200);
  });

  it('keeps a company’s contact person’s ID images with the company', async () => {
    const { customersPorts } = await import('@ezc/fn-customers/ports');
    const company = await customersPorts(rt.platform).customers.load(COMPANY);
    const contact = company?.value.ContactPersons[0]?.ContactPersonId;
    expect(contact).toBeDefined();
    const id = { ObjectId: contact!, ObjectType: 'ContactPerson', FileName: 'director ic.png' };
    const front = await uploadForm('company', { ...id, Title: 'ID Front' }, samplePng('director'));
    expect(front.status).toBe(201);
    expect(front.body.Data).toMatchObject({
      ObjectType: 'ContactPerson',
      CustomerId: COMPANY,
      IsEncryptedYN: 'Y',
    });
    const slipThere = await uploadForm('company', { ...id, Title: 'Pay Slip' }, samplePdf());
    expect([slipThere.status, slipThere.body.code]).toEqual([400, 'MEDIA.TITLE_NOT_FOR_OBJECT']);
    expect((await list('borrower', { ObjectType: 'ContactPerson', ObjectId: contact! })).status).toBe(404);
    expect((await list('risk', { ObjectType: 'ContactPerson', ObjectId: contact! })).body.Count).toBe(1);
    expect((await remove('company', front.body.Data.MediaId)).status).toBe(200);
  });

  it('lets the owner delete, leaving nothing on disk and the upload, views and delete in the history', async () => {
    const documents = rt.adapters.documents;
    const key = keyOf(slip.MediaId, 'pdf');
    expect(await storedKeys(documents)).toContain(key);
    expect((await filesOf(key)).some((f) => f.endsWith('.bin'))).toBe(true);
    const del = await remove('borrower', slip.MediaId);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ Data: { MediaId: slip.MediaId } });
    // Gone from the store at once (a delete marker hides it)...
    expect(await storedKeys(documents)).not.toContain(key);
    expect(await documents.blobs.get(key)).toBeUndefined();
    expect((await downloadUrl('borrower', slip.MediaId)).status).toBe(404);
    expect((await remove('borrower', slip.MediaId)).status).toBe(404);
    // ...and from the disk once the bucket's lifecycle has run past its day of noncurrent versions.
    await documents.applyLifecycle(new Date(Date.now() + 25 * 3600_000));
    expect(await keysOnDisk(documents)).not.toContain(key);
    expect(await filesOf(key)).toEqual([]);

    const history = await rt.platform.store.history('Customer', BORROWER);
    const rows = history.filter((h) => String(h.Changes ?? '').includes(slip.MediaId));
    expect(rows.map((h) => [h.Activity, h.Remarks, h.ActorId, h.IpAddress])).toEqual([
      ['Document uploaded', 'Pay Slip: slip-feb.pdf', 'ACC-0001', '127.0.0.1'],
      // A pay slip is sensitive: who opened it is kept too (its owner, then the risk officer).
      ['Document opened', 'Pay Slip: slip-feb.pdf', 'ACC-0001', '127.0.0.1'],
      ['Document opened', 'Pay Slip: slip-feb.pdf', 'STF-0003', '127.0.0.1'],
      ['Document deleted', 'Pay Slip: slip-feb.pdf', 'ACC-0001', '127.0.0.1'],
    ]);
  });

  it('lets an Admin delete a borrower’s document', async () => {
    const res = await uploadForm('borrower', ownDocument('Pay Slip', 'march.pdf'), samplePdf('March'));
    expect((await remove('admin', res.body.Data.MediaId)).status).toBe(200);
    const history = await rt.platform.store.history('Customer', BORROWER);
    const deleted = history.find(
      (h) => h.Activity === 'Document deleted' && String(h.Changes).includes(res.body.Data.MediaId),
    );
    expect(deleted?.ActorId).toBe('STF-0001');
  });
});

describe('sensitive documents and downloads', () => {
  const secret = 'MyKad 900101-14-5678 AHMAD BIN ISMAIL';

  it('keeps a sensitive document encrypted on disk, and gives its owner the plain file by a short link', async () => {
    const res = await uploadForm('borrower', ownDocument('NRIC Front', 'ic front.png'), samplePng(secret));
    expect(res.status).toBe(201);
    expect(res.body.Data.IsEncryptedYN).toBe('Y');
    const key = keyOf(res.body.Data.MediaId, 'png');
    const files = await filesOf(key);
    const body = files.find((f) => f.endsWith('.bin'));
    expect(body).toBeDefined();
    expect((await readFile(body!)).subarray(1, 4).toString('latin1')).not.toBe('PNG');
    // No file of the store holds it in clear: not its bytes, its metadata nor its history.
    expect(await filesHolding(rt.adapters.documents.dir, '900101-14-5678')).toEqual([]);
    // Written as the product writes every document, SSE-KMS, and marked sensitive.
    const version = await versionOf(key);
    expect(version.sse).toEqual({
      algorithm: 'aws:kms',
      kmsKeyId: 'alias/ezc-documents-local',
      bucketKeyEnabled: true,
    });
    expect(version.metadata).toEqual({ sensitive: '1' });

    const link = await downloadUrl('borrower', res.body.Data.MediaId);
    expect(link.status).toBe(200);
    const expiresIn = Date.parse(link.body.Data.ExpiresAt) - businessNow(rt).getTime();
    expect(expiresIn).toBeGreaterThan(50_000);
    expect(expiresIn).toBeLessThanOrEqual(60_000);
    const file = await fetch(link.body.Data.URL);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('filename="ic-front.png"');
    expect(Buffer.from(await file.arrayBuffer()).equals(samplePng(secret))).toBe(true);

    // A link made to last longer than signed is refused as S3 refuses it.
    const tampered = new URL(link.body.Data.URL);
    expect(tampered.searchParams.get('X-Amz-Expires')).toBe('60');
    tampered.searchParams.set('X-Amz-Expires', '3660');
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const opened = (await rt.platform.store.history('Customer', BORROWER)).filter(
      (h) => h.Activity === 'Document opened' && String(h.Changes).includes(res.body.Data.MediaId),
    );
    expect(opened).toHaveLength(1);
  });

  it('would see a document kept in clear (the check above can fail), and marks none but sensitive ones', async () => {
    // The store seals every object, sensitive or not; so the check's own control is a folder
    // holding the same bytes in clear, where it must find them.
    const clear = await mkdtemp(join(tmpdir(), 'ezc-clear-'));
    try {
      await writeFile(join(clear, 'ic-front.png'), samplePng(secret));
      expect(await filesHolding(clear, '900101-14-5678')).toEqual([join(clear, 'ic-front.png')]);
    } finally {
      await rm(clear, { recursive: true, force: true });
    }

    const res = await uploadForm(
      'company',
      { ObjectId: COMPANY, ObjectType: 'Customer', Title: 'SSM Statutory Forms', FileName: 'form 9.pdf' },
      samplePdf('Form 9 SYARIKAT MAJU JAYA'),
    );
    expect(res.body.Data.IsEncryptedYN).toBe('N');
    const key = keyOf(res.body.Data.MediaId, 'pdf');
    // Kept, and sealed all the same: the sensitive mark is all that sets the two apart on disk.
    expect(await storedKeys(rt.adapters.documents)).toContain(key);
    expect(await filesHolding(rt.adapters.documents.dir, 'SYARIKAT MAJU JAYA')).toEqual([]);
    const { store, bucket } = rt.adapters.documents;
    const found = await store.lookup(bucket, key);
    expect(found.kind === 'object' && (await store.read(found.object)).toString('latin1')).toContain(
      'SYARIKAT MAJU JAYA',
    );
    const version = await versionOf(key);
    expect(version.sse).toMatchObject({ algorithm: 'aws:kms' });
    expect(version.metadata).toEqual({});
  });
});

describe('the latest of each document, and the checklist', () => {
  it('answers the latest photo and NRIC images with a link, and "No file found" when there is none', async () => {
    const back = await call.post<Problem>('/customer-documents/get-nric-back-photo', {}, tokens.borrower);
    expect([back.status, back.body]).toEqual([404, { message: 'No file found', code: 'MEDIA.NO_FILE' }]);

    const photo = await call.post<{ Data: Media & { URL: string } }>(
      '/customer-documents/get-latest-photo',
      {},
      tokens.borrower,
    );
    expect(photo.status).toBe(200);
    expect(photo.body.Data).toMatchObject({ Title: 'Photo', CustomerId: BORROWER, FileName: 'me.png' });
    expect((await fetch(photo.body.Data.URL)).status).toBe(200);

    const front = await call.post<{ Data: Media & { URL: string } }>(
      '/customer-documents/get-nric-front-photo',
      { CustomerId: BORROWER },
      tokens.risk,
    );
    expect(front.body.Data).toMatchObject({ Title: 'NRIC Front', FileName: 'ic-front.png' });
    const staffWithout = await call.post<Problem>('/customer-documents/get-latest-photo', {}, tokens.risk);
    expect(staffWithout.status).toBe(400);
  });

  it('answers the latest of several SSM forms', async () => {
    const second = await uploadForm(
      'company',
      { ObjectId: COMPANY, ObjectType: 'Customer', Title: 'SSM Statutory Forms', FileName: 'form 24.pdf' },
      samplePdf('Form 24'),
    );
    const latest = await call.post<{ Data: Media }>(
      '/customer-documents/get-ssm-statutory-forms',
      {},
      tokens.company,
    );
    expect(latest.body.Data.MediaId).toBe(second.body.Data.MediaId);
    expect(latest.body.Data.FileName).toBe('form-24.pdf');
  });

  it('lists what an individual has and still needs', async () => {
    const res = await call.post<{ Data: { AccountType: string; Items: unknown[]; Missing: string[] } }>(
      '/customer-documents/checklist',
      {},
      tokens.borrower,
    );
    expect(res.status).toBe(200);
    // Kept from above: the first pay slip, the EPF statement, the asset, the photo, the bank statement
    // confirmed through a link and the NRIC front.
    expect(res.body.Data).toEqual({
      AccountType: 'individual',
      Items: [
        { Title: 'Photo', Required: true, Uploaded: true },
        { Title: 'NRIC Front', Required: true, Uploaded: true },
        { Title: 'NRIC Back', Required: true, Uploaded: false },
        { Title: 'Pay Slip', Required: true, Uploaded: true },
        { Title: 'Bank Statement', Required: true, Uploaded: true },
        { Title: 'EPF Statement', Required: true, Uploaded: true },
        { Title: 'EA Form or Tax Return', Required: true, Uploaded: false },
        { Title: 'Other Income', Required: false, Uploaded: false },
        { Title: 'Asset', Required: false, Uploaded: true },
      ],
      Missing: ['NRIC Back', 'EA Form or Tax Return'],
    });
  });

  it('lists a company’s documents for the company and for staff, not for another borrower', async () => {
    const res = await call.post<{ Data: { AccountType: string; Missing: string[] } }>(
      '/customer-documents/checklist',
      { CustomerId: COMPANY },
      tokens.risk,
    );
    expect(res.body.Data.AccountType).toBe('corporate');
    expect(res.body.Data.Missing).toEqual([
      'Audited Accounts',
      'Company Bank Statement',
      'Management Account',
      'Tax Return',
    ]);
    // A borrower's own checklist needs no id; the company's answers them as a missing record would.
    const own = await call.post<{ Data: { AccountType: string } }>(
      '/customer-documents/checklist',
      {},
      tokens.borrower,
    );
    expect(own.body.Data.AccountType).toBe('individual');
    const companys = await call.post(
      '/customer-documents/checklist',
      { CustomerId: COMPANY },
      tokens.borrower,
    );
    expect(companys.status).toBe(404);
    expect(companys.body).toEqual({ message: 'Customer not found', code: 'CUSTOMER.NOT_FOUND' });
    expect(
      (await call.post('/customer-documents/checklist', { CustomerId: COMPANY }, tokens.attorney)).status,
    ).toBe(403);
  });
});
