import { isDomainError } from '@ezc/domain';
import {
  pdfOf,
  pngPdfPolyglot,
  sampleJpeg,
  samplePdf,
  samplePng,
  zipOf,
} from '@ezc/platform/uploads/sample-files';
import { describe, expect, it } from 'vitest';
import { checkFile, decodeReceipt } from './document-file';

const pdf = samplePdf();
const png = samplePng();
const jpeg = sampleJpeg();
const pdfWithScript = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript 4 0 R >> >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  '<< /Names [(x) << /S /JavaScript /JS (app.alert(1)) >>] >>',
]);
const jpegWithZip = Buffer.concat([jpeg, zipOf([{ name: 'Evil.class', body: Buffer.alloc(64) }])]);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return isDomainError(e) ? `${e.code}: ${e.message}` : String(e);
  }
  return 'accepted';
};
const WRONG_TYPE = 'DOCUMENT.TYPE_NOT_ALLOWED: You can only upload JPG, JPEG, PNG and PDF';

describe('document files', () => {
  it('are judged by their bytes', () => {
    expect(checkFile(pdf, 10_000)).toMatchObject({ extension: 'pdf', contentType: 'application/pdf' });
    expect(checkFile(png, 10_000)).toMatchObject({ extension: 'png', contentType: 'image/png' });
    expect(checkFile(jpeg, 10_000)).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(checkFile(jpeg, 10_000, 'jpeg')).toMatchObject({ extension: 'jpeg', contentType: 'image/jpeg' });
    expect(refusal(() => checkFile(Buffer.from('GIF89a'), 1000))).toBe(WRONG_TYPE);
    expect(refusal(() => checkFile(pdf, 10_000, 'png'))).toBe(WRONG_TYPE);
    expect(refusal(() => checkFile(pdf, 5))).toMatch(/^MEDIA\.TOO_LARGE/);
    expect(refusal(() => checkFile(new Uint8Array(), 5))).toBe('MEDIA.EMPTY: The file is empty.');
  });

  it('refuse a PDF with script, a PNG-headed PDF and a JPEG with a zip behind it', () => {
    expect(refusal(() => checkFile(pdfWithScript, 10_000))).toBe(WRONG_TYPE);
    expect(refusal(() => checkFile(pngPdfPolyglot(), 10_000))).toBe(WRONG_TYPE);
    expect(refusal(() => checkFile(pngPdfPolyglot(), 10_000, 'pdf'))).toBe(WRONG_TYPE);
    expect(refusal(() => checkFile(jpegWithZip, 10_000))).toBe(WRONG_TYPE);
  });

  it('take receipts as base64 or data URLs, and refuse what is neither', () => {
    expect(decodeReceipt(pdf.toString('base64'), 'pdf')).toMatchObject({
      extension: 'pdf',
      size: pdf.length,
    });
    expect(decodeReceipt(`data:image/png;base64,${png.toString('base64')}`, 'png').extension).toBe('png');
    expect(refusal(() => decodeReceipt('not base64!', 'pdf'))).toMatch(/^LOAN\.RECEIPT_UNREADABLE/);
    expect(refusal(() => decodeReceipt(png.toString('base64'), 'pdf'))).toBe(WRONG_TYPE);
    expect(refusal(() => decodeReceipt(jpegWithZip.toString('base64'), 'jpg'))).toBe(WRONG_TYPE);
  });
});
