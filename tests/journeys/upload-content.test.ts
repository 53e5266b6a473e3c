import type { LocalRuntime } from '@ezc/local';
import { keysOnDisk, storedKeys } from '@ezc/platform/testing/test-documents';
import {
  onePage,
  pdfOf,
  pngPdfPolyglot,
  sampleJpeg,
  sampleMp4,
  samplePdf,
  samplePng,
  zipOf,
} from '@ezc/platform/uploads/sample-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { setClock } from '../support/booking';
import { type Json, journey } from '../support/journey';
import { startTestServer } from '../support/server';

/**
 * Every path that takes a file runs the one content check: a PDF with JavaScript, a PNG-headed PDF
 * (a polyglot) and a zip appended to a JPEG are refused on each with the spec's texts (§5, §8),
 * and nothing is kept: no file in the document store, no row naming one, no status moved. Paths
 * that take images only are also sent a PNG carrying a PDF inside it; paths that take videos an
 * MP4 a PDF reader opens. Expected texts are written from the spec, not read from the code.
 */

// spec §5, word for word.
const IMAGE_OR_PDF = 'You can only upload JPG, JPEG, PNG and PDF';
const IMAGE_ONLY = 'You can only upload Image (JPG, JPEG, and PNG)';
const MP4_ONLY = 'You can only upload MP4';
const DOCUMENT_FAILED = 'Upload Document Failed';

const BORROWER = 'CUST-000001';
/** The demo loans and application each path acts on (functions/loans/src/seed/stories.ts). */
const PENDING_COMPANY_SIGNING = 'EZC000001';
const SIGNED = 'EZC000005';
const STAMPED = 'EZC000006';
const IN_ARREARS = 'EZC000008';
const LIVE_SESSION_LOAN = 'EZC000003';
const NEW_APPLICATION = 'APP-000014';

/** The three hostile files of every path, each with the type it claims to be. */
const pdfWithScript = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    ...onePage,
  ]);
const jpegWithZip = () =>
  Buffer.concat([
    sampleJpeg(),
    zipOf([
      { name: 'META-INF/MANIFEST.MF', body: Buffer.from('Main-Class: Evil\n') },
      { name: 'Evil.class', body: Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52]) },
    ]),
  ]);
const hostile = [
  { name: 'a PDF with JavaScript', bytes: pdfWithScript, ext: 'pdf' },
  { name: 'a PNG-headed PDF', bytes: pngPdfPolyglot, ext: 'png' },
  { name: 'a zip appended to a JPEG', bytes: jpegWithZip, ext: 'jpg' },
] as const;
/** A whole PNG, ending as a PNG does, with a PDF inside a text chunk. */
const pngCarryingPdf = () => samplePng(samplePdf('Hidden').toString('latin1'));
const imageHostile = [
  ...hostile,
  { name: 'a PNG carrying a PDF', bytes: pngCarryingPdf, ext: 'png' },
] as const;
/** An MP4 with a PDF in its first kilobyte. */
const mp4WithPdf = () => Buffer.concat([sampleMp4(), samplePdf('Hidden')]);
const videoHostile = [...hostile, { name: 'an MP4 carrying a PDF', bytes: mp4WithPdf, ext: 'mp4' }] as const;

let rt: LocalRuntime;
const tokens: Record<string, string> = {};
const { post, data } = journey(() => rt.url, tokens);
const b64 = (bytes: Buffer) => bytes.toString('base64');

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  // A fixed business moment after every demo story, so stamping and payment dates are in its past.
  await setClock(rt, '2026-12-08T10:00:00+08:00');
  for (const who of ['borrower', 'company', 'admin', 'finance', 'signer', 'attorney']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 120_000);
afterAll(async () => rt?.stop());

/**
 * Every key the document store has anything of: an object, an older version or a delete marker.
 * The bucket keeps versions, so a key written once stays here (its bytes for a day after a
 * delete, until the lifecycle runs; documents.test.ts sees them go).
 */
const keysInStore = async () => (await keysOnDisk(rt.adapters.documents)).sort();

/** The keys this file posted upload forms for: the test, not the product, wrote them. */
const posted = new Set<string>();

/**
 * Sends each file and answers what came back and the keys it left in the store: every answer
 * must be the refusal, and the store must hold exactly what it held before. The product may
 * write no key of its own, not even one deleted since; a key the test posted a form to is on disk
 * from then on, and must no longer be an object (the refusal deleted it).
 */
async function refusedAll(
  files: readonly { name: string; bytes: () => Buffer; ext: string }[],
  send: (file: { bytes: Buffer; ext: string }) => Promise<{ status: number; body: Json }>,
) {
  const out: {
    name: string;
    status: number;
    code: unknown;
    message: unknown;
    title?: unknown;
    left: string[];
  }[] = [];
  for (const f of files) {
    const before = await keysInStore();
    const r = await send({ bytes: f.bytes(), ext: f.ext });
    const objects = await storedKeys(rt.adapters.documents);
    const left = (await keysInStore()).filter(
      (k) => !before.includes(k) && (!posted.has(k) || objects.includes(k)),
    );
    out.push({
      name: f.name,
      status: r.status,
      code: r.body.code,
      message: r.body.message,
      ...('title' in r.body ? { title: r.body.title } : {}),
      left,
    });
  }
  return out;
}
const each = (
  files: readonly { name: string }[],
  answer: { status: number; code: string; message: string; title?: string },
) => files.map((f) => ({ name: f.name, ...answer, left: [] }));

async function sendForm(path: string, token: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('FileStream', new Blob([new Uint8Array(file)]), fields.FileName ?? 'file');
  const res = await fetch(`${rt.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/**
 * Posts an upload form's fields, then the file, to the store; answers the store's status and, for
 * a refusal, the code of S3's XML error.
 */
async function sendToStore(form: { url: string; fields: Record<string, string> }, file: Buffer) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file)]));
  if (form.fields.key !== undefined) posted.add(form.fields.key);
  const res = await fetch(form.url, { method: 'POST', body });
  const code = /<Code>([^<]*)<\/Code>/.exec(await res.text())?.[1];
  return { status: res.status, ...(code !== undefined ? { code } : {}) };
}
const postToStore = async (form: { url: string; fields: Record<string, string> }, file: Buffer) =>
  (await sendToStore(form, file)).status;

describe('documents: the form upload and the upload link', () => {
  /** The borrower's documents, as their listing counts them. */
  const listed = async () =>
    (
      await api(rt.url).get<{ Count: number }>(
        `/medias?ObjectType=Customer&ObjectId=${BORROWER}`,
        tokens.borrower,
      )
    ).body.Count;

  it('refuses each hostile file sent as a form, with the document’s text and title', async () => {
    // The identity image kept now makes room for another: only the content can refuse these.
    const kept = await api(rt.url).get<{ Data: Json[] }>(
      `/medias?ObjectType=Customer&ObjectId=${BORROWER}&Title=NRIC%20Front`,
      tokens.borrower,
    );
    for (const m of kept.body.Data) {
      await api(rt.url).call('DELETE', `/medias/${m.MediaId}`, { token: tokens.borrower! });
    }
    const before = await listed();
    const paySlip = await refusedAll(hostile, ({ bytes, ext }) =>
      sendForm(
        '/medias/internal',
        tokens.borrower!,
        { ObjectId: BORROWER, ObjectType: 'Customer', Title: 'Pay Slip', FileName: `slip.${ext}` },
        bytes,
      ),
    );
    expect(paySlip).toEqual(
      each(hostile, {
        status: 400,
        code: 'MEDIA.TYPE_NOT_ALLOWED',
        message: IMAGE_OR_PDF,
        title: DOCUMENT_FAILED,
      }),
    );
    const images = imageHostile.filter((f) => f.ext !== 'pdf');
    const ekyc = await refusedAll(images, ({ bytes, ext }) =>
      sendForm(
        '/medias/internal',
        tokens.borrower!,
        { ObjectId: BORROWER, ObjectType: 'Customer', Title: 'NRIC Front', FileName: `ic.${ext}` },
        bytes,
      ),
    );
    expect(ekyc).toEqual(
      each(images, {
        status: 400,
        code: 'MEDIA.TYPE_NOT_ALLOWED',
        message: IMAGE_ONLY,
        title: DOCUMENT_FAILED,
      }),
    );
    expect(await listed()).toBe(before);
  });

  it('refuses each hostile file posted with an upload link, and deletes it from the store', async () => {
    const out = await refusedAll(hostile, async ({ bytes, ext }) => {
      const ticket = await data('borrower', '/medias/upload-url', {
        ObjectId: BORROWER,
        ObjectType: 'Customer',
        Title: 'Bank Statement',
        FileName: `statement.${ext}`,
        Size: bytes.length,
      });
      expect(await postToStore(ticket as { url: string; fields: Record<string, string> }, bytes)).toBe(204);
      return post('borrower', '/medias/confirm-upload', { UploadId: ticket.UploadId });
    });
    expect(out).toEqual(
      each(hostile, {
        status: 400,
        code: 'MEDIA.TYPE_NOT_ALLOWED',
        message: IMAGE_OR_PDF,
        title: DOCUMENT_FAILED,
      }),
    );
  });
});

describe('payment receipts', () => {
  it('refuses each hostile receipt, and the payment keeps no file', async () => {
    const received = await data('finance', '/payments/received', {
      Search: { LoanNo: IN_ARREARS, Status: 'Pending' },
    });
    const pending = (received as unknown as Json[]).find((p) => p.HasUploadedReceipt === false) as Json;
    expect(pending).toBeDefined();
    const out = await refusedAll(hostile, ({ bytes, ext }) =>
      post('borrower', '/payments/upload-receipt', {
        PaymentId: pending.PaymentId,
        FileStream: b64(bytes),
        FileType: ext,
      }),
    );
    expect(out).toEqual(
      each(hostile, { status: 400, code: 'DOCUMENT.TYPE_NOT_ALLOWED', message: IMAGE_OR_PDF }),
    );
    const after = (await data('finance', '/payments/received', {
      Search: { LoanNo: IN_ARREARS, Status: 'Pending' },
    })) as unknown as Json[];
    expect(after.find((p) => p.PaymentId === pending.PaymentId)?.HasUploadedReceipt).toBe(false);
  });
});

describe('application documents', () => {
  it('refuses each hostile document, and the application keeps none', async () => {
    const documents = async () =>
      (await post('borrower', '/applications/get-documents', { ApplicationId: NEW_APPLICATION })).body.Count;
    const before = await documents();
    const out = await refusedAll(hostile, ({ bytes, ext }) =>
      sendForm(
        '/applications/add-document',
        tokens.borrower!,
        { ApplicationId: NEW_APPLICATION, Title: 'Offer Letter', FileName: `offer.${ext}` },
        bytes,
      ),
    );
    expect(out).toEqual(
      each(hostile, { status: 400, code: 'DOCUMENT.TYPE_NOT_ALLOWED', message: IMAGE_OR_PDF }),
    );
    expect(await documents()).toBe(before);
  });
});

describe('stamp and disbursement receipts', () => {
  const status = async (loanNo: string) =>
    (await data('finance', '/loans/find-one', { LoanNo: loanNo })).Status;

  it('refuses each hostile stamp receipt: the loan stays signed', async () => {
    const out = await refusedAll(hostile, ({ bytes, ext }) =>
      post('finance', '/loans/stamp', {
        LoanNo: SIGNED,
        StampingDate: '2026-12-07',
        StampReceiptFileStream: b64(bytes),
        StampReceiptFileType: ext,
      }),
    );
    expect(out).toEqual(
      each(hostile, { status: 400, code: 'DOCUMENT.TYPE_NOT_ALLOWED', message: IMAGE_OR_PDF }),
    );
    expect(await status(SIGNED)).toBe('Signed');
  });

  it('refuses each hostile disbursement receipt: the loan stays stamped', async () => {
    let n = 0;
    const out = await refusedAll(hostile, ({ bytes, ext }) =>
      post(
        'finance',
        '/loans/disburse',
        {
          LoanNo: STAMPED,
          Method: 'Bank Transfer',
          Amount: 80000,
          RefNo: 'IBG-20261208-01',
          Bank: 'Maybank',
          AccountNo: '514012345678',
          AccountName: 'EZC Demo Company',
          Currency: 'MYR',
          OffsetDocNo: [],
          DisbursementReceiptFileStream: b64(bytes),
          DisbursementReceiptFileType: ext,
          PaymentDate: '2026-12-08',
        },
        { 'Idempotency-Key': `upload-content-${++n}` },
      ),
    );
    expect(out).toEqual(
      each(hostile, { status: 400, code: 'DOCUMENT.TYPE_NOT_ALLOWED', message: IMAGE_OR_PDF }),
    );
    expect(await status(STAMPED)).toBe('Stamped');
  });
});

describe('signatures', () => {
  it('refuses each hostile saved signature: none is saved', async () => {
    const out = await refusedAll(imageHostile, ({ bytes, ext }) =>
      post('borrower', '/signatures/add-user-signature', {
        SignatureFile: `data:image/${ext === 'jpg' ? 'jpeg' : ext};base64,${b64(bytes)}`,
      }),
    );
    expect(out).toEqual(
      each(imageHostile, { status: 400, code: 'SIGNATURE.TYPE_NOT_ALLOWED', message: IMAGE_ONLY }),
    );
    expect((await post('borrower', '/signatures/get-user-signature')).body).toEqual({ Data: null });
  });

  it('refuses each hostile signature drawn while signing: the agreement is not signed', async () => {
    const out = await refusedAll(imageHostile, ({ bytes }) =>
      post('signer', '/loans/sign-as-company', {
        LoanNo: PENDING_COMPANY_SIGNING,
        SignatureFile: b64(bytes),
      }),
    );
    expect(out).toEqual(
      each(imageHostile, { status: 400, code: 'SIGNATURE.TYPE_NOT_ALLOWED', message: IMAGE_ONLY }),
    );
    const signing = await data('signer', '/agreements/find-one', { LoanNo: PENDING_COMPANY_SIGNING });
    expect(signing.Status).toBe('Pending Signing Company');
  });
});

describe('videos and recordings', () => {
  it('refuses each hostile explanation video: the product keeps its video', async () => {
    const out = await refusedAll(videoHostile, async ({ bytes }) => {
      const form = await data('admin', '/signing-videos/upload', {
        SKU: 'PL-SIMPLE-18',
        FileName: 'intro.mp4',
      });
      expect(await postToStore({ url: form.Url, fields: form.Fields }, bytes)).toBe(204);
      return post('admin', '/signing-videos/confirm', {
        SKU: 'PL-SIMPLE-18',
        FileName: 'intro.mp4',
        UploadKey: form.UploadKey,
      });
    });
    expect(out).toEqual(
      each(videoHostile, { status: 422, code: 'SIGNING.VIDEO_NOT_MP4', message: MP4_ONLY }),
    );
    const video = await data('borrower', '/signing-videos/find-one', { LoanNo: 'EZC000001' });
    expect(video.IsDefault).toBe(true);
  });

  it('refuses each hostile session recording when the session ends: it stays in progress', async () => {
    const sessions = (await data('attorney', '/loans/get-signing-sessions', {
      LoanNo: LIVE_SESSION_LOAN,
    })) as unknown as Json[];
    const id = { SigningSessionId: sessions[0]!.SigningSessionId as string };
    expect((await data('attorney', '/signing-sessions/start', id)).Status).toBe('In Progress');
    const out = await refusedAll(videoHostile, async ({ bytes }) => {
      const form = await data('attorney', '/signing-sessions/recording-upload', {
        ...id,
        ContentType: 'video/mp4',
      });
      expect(await postToStore({ url: form.Url, fields: form.Fields }, bytes)).toBe(204);
      return post('attorney', '/signing-sessions/end', { ...id, RecordingMediaId: form.RecordingMediaId });
    });
    expect(out).toEqual(
      each(videoHostile, { status: 422, code: 'SESSION.RECORDING_NOT_MP4', message: MP4_ONLY }),
    );
    expect((await data('attorney', '/signing-sessions/join', id)).Status).toBe('In Progress');
  });
});

/** A file as a link serves it (a local link may be relative to the site). */
async function fetched(url: string): Promise<Buffer> {
  const res = await fetch(url.startsWith('http') ? url : `${rt.url}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('what was checked is what is kept: an upload form used again after the check changes nothing', () => {
  /** A good statement larger than the hostile PDF, so the form's size still lets that one in. */
  const statement = () => samplePdf(`March statement ${'RM 1,000.00 '.repeat(200)}`);

  it('keeps and serves the checked document, whatever is posted with its form afterwards', async () => {
    expect(pdfWithScript().length).toBeLessThan(statement().length);
    const ticket = await data('borrower', '/medias/upload-url', {
      ObjectId: BORROWER,
      ObjectType: 'Customer',
      Title: 'Bank Statement',
      FileName: 'march.pdf',
      Size: statement().length,
    });
    const form = ticket as { url: string; fields: Record<string, string> };
    expect(await postToStore(form, statement())).toBe(204);
    const media = await data('borrower', '/medias/confirm-upload', { UploadId: ticket.UploadId });

    // The same form again, with a file the check refuses: the store takes it where forms write...
    expect(await postToStore(form, pdfWithScript())).toBe(204);
    // ...but it is never confirmed, and the document served is the one checked.
    const again = await post('borrower', '/medias/confirm-upload', { UploadId: ticket.UploadId });
    expect([again.status, again.body.code]).toEqual([404, 'MEDIA.UPLOAD_NOT_FOUND']);
    const link = await data('borrower', '/medias/download-url', { MediaId: media.MediaId });
    expect((await fetched(link.URL)).equals(statement())).toBe(true);
    const listed = await api(rt.url).get<{ Data: Json[] }>(
      `/medias?ObjectType=Customer&ObjectId=${BORROWER}&Title=Bank%20Statement`,
      tokens.borrower,
    );
    expect(listed.body.Data.find((m) => m.MediaId === media.MediaId)?.Size).toBe(statement().length);
  });

  it('grants a form for the size the browser declared: one byte more is refused by the store', async () => {
    const size = statement().length;
    const ticket = await data('borrower', '/medias/upload-url', {
      ObjectId: BORROWER,
      ObjectType: 'Customer',
      Title: 'Bank Statement',
      FileName: 'april.pdf',
      Size: size,
    });
    const form = ticket as { url: string; fields: Record<string, string> };
    const longer = Buffer.concat([statement(), Buffer.from('\n')]);
    const before = await keysInStore();
    // S3's answer to a file over the policy's content-length-range; nothing of it is written.
    expect(await sendToStore(form, longer)).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect((await keysInStore()).filter((k) => !before.includes(k))).toEqual([]);
    expect(await postToStore(form, statement())).toBe(204);
    expect((await post('borrower', '/medias/confirm-upload', { UploadId: ticket.UploadId })).status).toBe(
      201,
    );
  });

  it('keeps and shows the checked explanation video, whatever is posted with its form afterwards', async () => {
    const video = Buffer.concat([sampleMp4(), Buffer.alloc(4096, 0x20)]);
    const form = await data('admin', '/signing-videos/upload', {
      SKU: 'PL-SIMPLE-18',
      FileName: 'intro.mp4',
    });
    expect(await postToStore({ url: form.Url, fields: form.Fields }, video)).toBe(204);
    await data('admin', '/signing-videos/confirm', {
      SKU: 'PL-SIMPLE-18',
      FileName: 'intro.mp4',
      UploadKey: form.UploadKey,
    });
    expect(await postToStore({ url: form.Url, fields: form.Fields }, mp4WithPdf())).toBe(204);
    const shown = await data('borrower', '/signing-videos/find-one', { LoanNo: 'EZC000001' });
    expect(shown.IsDefault).not.toBe(true);
    expect((await fetched(shown.Url)).equals(video)).toBe(true);
  });

  it('keeps and gives staff the checked session recording, whatever is posted with its form afterwards', async () => {
    const sessions = (await data('attorney', '/loans/get-signing-sessions', {
      LoanNo: LIVE_SESSION_LOAN,
    })) as unknown as Json[];
    const id = { SigningSessionId: sessions[0]!.SigningSessionId as string };
    const recording = Buffer.concat([sampleMp4(), Buffer.alloc(4096, 0x20)]);
    const form = await data('attorney', '/signing-sessions/recording-upload', {
      ...id,
      ContentType: 'video/mp4',
    });
    expect(await postToStore({ url: form.Url, fields: form.Fields }, recording)).toBe(204);
    const ended = await data('attorney', '/signing-sessions/end', {
      ...id,
      RecordingMediaId: form.RecordingMediaId,
    });
    expect(ended.Status).toBe('Completed');
    expect(await postToStore({ url: form.Url, fields: form.Fields }, mp4WithPdf())).toBe(204);
    const res = await fetch(`${rt.url}/api/signing-sessions/download-recording`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ LoanNo: LIVE_SESSION_LOAN }),
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(recording)).toBe(true);
  });
});
