import { describe, expect, it } from 'vitest';
import { decodeReceipt, MAX_RECEIPT_BYTES } from './receipt-file';

const b64 = (bytes: number[] | string) =>
  Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');
const PDF = b64('%PDF-1.7\n%%EOF\n');
const PNG = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const wrongType = expect.objectContaining({ message: 'You can only upload JPG, JPEG, PNG and PDF' });

describe('a payment receipt, judged by its bytes', () => {
  it('takes a PDF, a PNG and a JPEG (as jpg or jpeg), bare or as a data URL', () => {
    expect(decodeReceipt(PDF, 'pdf').contentType).toBe('application/pdf');
    expect(decodeReceipt(`data:image/png;base64,${PNG}`, 'png').contentType).toBe('image/png');
    expect(decodeReceipt(JPEG, 'jpeg').extension).toBe('jpeg');
    expect(decodeReceipt(JPEG, 'jpg').contentType).toBe('image/jpeg');
  });

  it('refuses a file whose bytes are not what it is declared to be', () => {
    expect(() => decodeReceipt(PNG, 'pdf')).toThrow(wrongType);
    expect(() => decodeReceipt(b64('MZ\x90\x00 a program'), 'jpg')).toThrow(wrongType);
    // A picture with a PDF inside it (a polyglot).
    expect(() =>
      decodeReceipt(b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from('%PDF-1.4')]), 'png'),
    ).toThrow(wrongType);
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
