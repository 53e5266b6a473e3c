import { documentRules } from '@ezc/domain';
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
  zipOf,
} from '@ezc/platform/uploads/sample-files';
import { describe, expect, it } from 'vitest';
import { checkContent, checkDeclared } from './content-check';

const IMAGE_OR_PDF = 'You can only upload JPG, JPEG, PNG and PDF';
const IMAGE_ONLY = 'You can only upload Image (JPG, JPEG, and PNG)';
const MP4_ONLY = 'You can only upload MP4';

const paySlip = documentRules['Pay Slip'];
const nricFront = documentRules['NRIC Front'];
const video = documentRules['Signing Video'];

/** The refusal's code, status, title and text, or 'ok'. */
async function verdictOf(
  rule: typeof paySlip | typeof nricFront | typeof video,
  ext: string,
  bytes: Uint8Array,
) {
  const v = await checkContent(rule, ext, bytes);
  if (v.ok) return { ok: v.contentType };
  const r = v.refusal;
  return { code: r.code, status: r.status, title: r.title, text: r.message };
}

describe('the content check: extension and bytes agree, and the document takes them', () => {
  it('accepts a real PNG, JPEG and PDF as a pay slip, with their content types', async () => {
    expect(await verdictOf(paySlip, 'png', samplePng())).toEqual({ ok: 'image/png' });
    expect(await verdictOf(paySlip, 'jpg', sampleJpeg())).toEqual({ ok: 'image/jpeg' });
    expect(await verdictOf(paySlip, 'jpeg', sampleJpeg())).toEqual({ ok: 'image/jpeg' });
    expect(await verdictOf(paySlip, 'pdf', samplePdf())).toEqual({ ok: 'application/pdf' });
  });

  it('accepts an MP4 video', async () => {
    expect(await verdictOf(video, 'mp4', sampleMp4())).toEqual({ ok: 'video/mp4' });
  });

  it('refuses a PDF as an identity image, with the image-only text', async () => {
    expect(await verdictOf(nricFront, 'pdf', samplePdf())).toEqual({
      code: 'MEDIA.TYPE_NOT_ALLOWED',
      status: 400,
      title: 'Upload Document Failed',
      text: IMAGE_ONLY,
    });
  });

  it('refuses a PDF renamed .jpg, and a JPEG renamed .pdf', async () => {
    expect(await verdictOf(paySlip, 'jpg', samplePdf())).toMatchObject({ text: IMAGE_OR_PDF });
    expect(await verdictOf(paySlip, 'pdf', sampleJpeg())).toMatchObject({ text: IMAGE_OR_PDF });
    expect(await verdictOf(nricFront, 'png', sampleJpeg())).toMatchObject({ text: IMAGE_ONLY });
  });

  it('refuses a renamed program, whatever extension it wears', async () => {
    for (const ext of ['jpg', 'png', 'pdf']) {
      expect(await verdictOf(paySlip, ext, sampleExecutable()), ext).toEqual({
        code: 'MEDIA.TYPE_NOT_ALLOWED',
        status: 400,
        title: 'Upload Document Failed',
        text: IMAGE_OR_PDF,
      });
    }
    expect(await verdictOf(video, 'mp4', sampleExecutable())).toEqual({
      code: 'MEDIA.TYPE_NOT_ALLOWED',
      status: 400,
      title: 'Upload Video Failed',
      text: MP4_ONLY,
    });
  });

  it('refuses a polyglot (PNG header, PDF body) under either name', async () => {
    expect(await verdictOf(paySlip, 'png', pngPdfPolyglot())).toMatchObject({ text: IMAGE_OR_PDF });
    expect(await verdictOf(paySlip, 'pdf', pngPdfPolyglot())).toMatchObject({ text: IMAGE_OR_PDF });
    expect(await verdictOf(nricFront, 'png', pngPdfPolyglot())).toMatchObject({ text: IMAGE_ONLY });
  });

  it('refuses a PNG with a PDF after its end, and a JPEG carrying a PDF', async () => {
    expect(await verdictOf(paySlip, 'png', pngWithTrailingPdf())).toMatchObject({ text: IMAGE_OR_PDF });
    const jpegWithPdf = Buffer.concat([sampleJpeg(), samplePdf()]);
    expect(await verdictOf(paySlip, 'jpg', jpegWithPdf)).toMatchObject({ text: IMAGE_OR_PDF });
  });

  it('keeps a JPEG with other data after its end (phones add it)', async () => {
    const motionPhoto = Buffer.concat([sampleJpeg(), Buffer.from('MotionPhoto_Data\0\0\0\u0001video')]);
    expect(await verdictOf(paySlip, 'jpg', motionPhoto)).toEqual({ ok: 'image/jpeg' });
  });

  it('refuses a file that is also a zip archive: a JPEG or a PNG with a JAR behind it, a PDF that opens as a zip', async () => {
    const jar = zipOf([{ name: 'META-INF/MANIFEST.MF', body: Buffer.from('Main-Class: Evil\n') }]);
    expect(await verdictOf(paySlip, 'jpg', Buffer.concat([sampleJpeg(), jar]))).toMatchObject({
      text: IMAGE_OR_PDF,
    });
    expect(await verdictOf(nricFront, 'png', Buffer.concat([samplePng(), jar]))).toMatchObject({
      text: IMAGE_ONLY,
    });
    expect(await verdictOf(paySlip, 'pdf', Buffer.concat([samplePdf(), jar]))).toMatchObject({
      code: 'MEDIA.TYPE_NOT_ALLOWED',
      text: IMAGE_OR_PDF,
    });
    // The zip's end record alone (a stray four bytes) is not an archive.
    const stray = Buffer.concat([sampleJpeg('PK\u0005\u0006 in a comment'), Buffer.from('tail')]);
    expect(await verdictOf(paySlip, 'jpg', stray)).toEqual({ ok: 'image/jpeg' });
  });

  it('refuses a PDF cut short (no end marker in its last kilobyte), and a bare header', async () => {
    const pdf = samplePdf();
    expect(await verdictOf(paySlip, 'pdf', pdf.subarray(0, pdf.length - 8))).toMatchObject({
      text: IMAGE_OR_PDF,
    });
    expect(await verdictOf(paySlip, 'pdf', Buffer.from('%PDF-1.7\n'))).toMatchObject({ text: IMAGE_OR_PDF });
    expect(await verdictOf(paySlip, 'pdf', Buffer.concat([pdf, Buffer.alloc(1100, 0x20)]))).toMatchObject({
      text: IMAGE_OR_PDF,
    });
    // Trailing line ends after the marker are usual.
    expect(await verdictOf(paySlip, 'pdf', Buffer.concat([pdf, Buffer.from('\r\n\0')]))).toEqual({
      ok: 'application/pdf',
    });
  });

  it('refuses a PDF with JavaScript, in the file or in a compressed object stream, even split across chunks', async () => {
    const js = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      ...onePage,
    ]);
    expect(await verdictOf(paySlip, 'pdf', js)).toEqual({
      code: 'MEDIA.TYPE_NOT_ALLOWED',
      status: 400,
      title: 'Upload Document Failed',
      text: IMAGE_OR_PDF,
    });
    const at = js.indexOf('/JavaScript') + 4;
    const chunks = [js.subarray(0, at), js.subarray(at)];
    const v = await checkContent(paySlip, 'pdf', chunks);
    expect(v.ok ? 'ok' : v.refusal.message).toBe(IMAGE_OR_PDF);
    const hidden = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
      ...onePage,
      objectStreamOf(['<< /S /J#61vaScript /JS (app.alert(1)) >>'], 5),
    ]);
    expect(await verdictOf(paySlip, 'pdf', hidden)).toMatchObject({ text: IMAGE_OR_PDF });
  });

  it('refuses an MP4 that a PDF reader would open (a PDF header in its first kilobyte)', async () => {
    const both = Buffer.concat([sampleMp4(), samplePdf()]);
    expect(await verdictOf(video, 'mp4', both)).toEqual({
      code: 'MEDIA.TYPE_NOT_ALLOWED',
      status: 400,
      title: 'Upload Video Failed',
      text: MP4_ONLY,
    });
  });

  it('refuses text, an unknown type and an extension the document does not take', async () => {
    expect(await verdictOf(paySlip, 'pdf', Buffer.from('just some text'))).toMatchObject({
      text: IMAGE_OR_PDF,
    });
    expect(await verdictOf(paySlip, 'gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'))).toMatchObject({
      text: IMAGE_OR_PDF,
    });
    expect(await verdictOf(video, 'mov', sampleMp4())).toMatchObject({ text: MP4_ONLY });
  });

  it('refuses an empty file', async () => {
    expect(await verdictOf(paySlip, 'pdf', new Uint8Array())).toEqual({
      code: 'MEDIA.EMPTY',
      status: 400,
      title: 'Upload Document Failed',
      text: 'The file is empty.',
    });
  });

  it('takes a file of exactly 5 MB and refuses one byte more with the size text (413)', async () => {
    expect(await verdictOf(paySlip, 'png', pngOfSize(5 * 1024 * 1024))).toEqual({ ok: 'image/png' });
    expect(await verdictOf(paySlip, 'png', pngOfSize(5 * 1024 * 1024 + 1))).toEqual({
      code: 'MEDIA.TOO_LARGE',
      status: 413,
      title: 'Upload Document Failed',
      text: 'Document must smaller than 5MB!',
    });
  });
});

describe('the declared check (an upload link, before the bytes)', () => {
  it('answers the content type of an accepted extension', () => {
    expect(checkDeclared(paySlip, 'pdf', 1000)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkDeclared(video, 'mp4', 100 * 1024 * 1024)).toEqual({ ok: true, contentType: 'video/mp4' });
  });

  it('refuses a wrong extension, and a declared size over the limit with 400', () => {
    const wrong = checkDeclared(nricFront, 'pdf', 1000);
    expect(wrong.ok ? undefined : wrong.refusal.message).toBe(IMAGE_ONLY);
    const big = checkDeclared(paySlip, 'pdf', 5 * 1024 * 1024 + 1);
    expect(big.ok ? undefined : [big.refusal.code, big.refusal.status, big.refusal.message]).toEqual([
      'MEDIA.TOO_LARGE',
      400,
      'Document must smaller than 5MB!',
    ]);
    const bigVideo = checkDeclared(video, 'mp4', 501 * 1024 * 1024);
    expect(bigVideo.ok ? undefined : [bigVideo.refusal.message, bigVideo.refusal.title]).toEqual([
      'Document must smaller than 500MB!',
      'Upload Video Failed',
    ]);
  });
});
