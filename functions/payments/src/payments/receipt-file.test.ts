import {
  pdfOf,
  pngPdfPolyglot,
  sampleJpeg,
  samplePdf,
  samplePng,
  zipOf,
} from '@ezc/platform/uploads/sample-files';
import { describe, expect, it } from 'vitest';
import { decodeReceipt, MAX_RECEIPT_BYTES } from './receipt-file';

const b64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes).toString('base64');
const wrongType = expect.objectContaining({
  code: 'DOCUMENT.TYPE_NOT_ALLOWED',
  message: 'You can only upload JPG, JPEG, PNG and PDF',
});
const pdfWithScript = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]);
const jpegWithZip = () =>
  Buffer.concat([sampleJpeg(), zipOf([{ name: 'Evil.class', body: Buffer.alloc(64) }])]);

describe('a payment receipt, judged by its bytes', () => {
  it('takes a PDF, a PNG and a JPEG (as jpg or jpeg), bare or as a data URL', () => {
    expect(decodeReceipt(b64(samplePdf()), 'pdf').contentType).toBe('application/pdf');
    expect(decodeReceipt(`data:image/png;base64,${b64(samplePng())}`, 'png').contentType).toBe('image/png');
    expect(decodeReceipt(b64(sampleJpeg()), 'jpeg').extension).toBe('jpeg');
    expect(decodeReceipt(b64(sampleJpeg()), 'jpg').contentType).toBe('image/jpeg');
  });

  it('refuses a file whose bytes are not what it is declared to be', () => {
    expect(() => decodeReceipt(b64(samplePng()), 'pdf')).toThrow(wrongType);
    expect(() => decodeReceipt(b64('MZ\x90\x00 a program'), 'jpg')).toThrow(wrongType);
  });

  it('refuses a PDF with script, a PNG-headed PDF and a JPEG with a zip behind it', () => {
    expect(() => decodeReceipt(b64(pdfWithScript()), 'pdf')).toThrow(wrongType);
    expect(() => decodeReceipt(b64(pngPdfPolyglot()), 'png')).toThrow(wrongType);
    expect(() => decodeReceipt(b64(pngPdfPolyglot()), 'pdf')).toThrow(wrongType);
    expect(() => decodeReceipt(b64(jpegWithZip()), 'jpg')).toThrow(wrongType);
  });

  it('refuses what is not base64, an empty file and one over 3 MB, with the spec texts', () => {
    expect(() => decodeReceipt('not base64!', 'pdf')).toThrow(
      expect.objectContaining({ code: 'PAYMENT.RECEIPT_UNREADABLE' }),
    );
    expect(() => decodeReceipt('', 'pdf')).toThrow(expect.objectContaining({ code: 'MEDIA.EMPTY' }));
    const large = Buffer.alloc(MAX_RECEIPT_BYTES + 1, 0x20);
    large.write('%PDF-1.4');
    expect(() => decodeReceipt(large.toString('base64'), 'pdf')).toThrow(
      expect.objectContaining({ message: 'Document must smaller than 3MB!' }),
    );
  });
});
