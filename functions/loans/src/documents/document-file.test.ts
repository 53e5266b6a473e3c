import { isDomainError } from '@ezc/domain';
import { describe, expect, it } from 'vitest';
import { checkFile, decodeReceipt, detectType } from './document-file';

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return isDomainError(e) ? e.code : String(e);
  }
  return 'accepted';
};

describe('document files', () => {
  it('are judged by their bytes', () => {
    expect([detectType(pdf), detectType(png), detectType(jpeg), detectType(Buffer.from('GIF89a'))]).toEqual([
      'pdf',
      'png',
      'jpg',
      undefined,
    ]);
    expect(checkFile(jpeg, 1000, 'jpeg')).toMatchObject({ extension: 'jpeg', contentType: 'image/jpeg' });
    expect(refusal(() => checkFile(pdf, 1000, 'png'))).toBe('DOCUMENT.TYPE_NOT_ALLOWED');
    expect(refusal(() => checkFile(pdf, 5))).toBe('MEDIA.TOO_LARGE');
    expect(refusal(() => checkFile(new Uint8Array(), 5))).toBe('MEDIA.EMPTY');
  });

  it('take receipts as base64 or data URLs, and refuse what is neither', () => {
    expect(decodeReceipt(pdf.toString('base64'), 'pdf')).toMatchObject({
      extension: 'pdf',
      size: pdf.length,
    });
    expect(decodeReceipt(`data:image/png;base64,${png.toString('base64')}`, 'png').extension).toBe('png');
    expect(refusal(() => decodeReceipt('not base64!', 'pdf'))).toBe('LOAN.RECEIPT_UNREADABLE');
    expect(refusal(() => decodeReceipt(png.toString('base64'), 'pdf'))).toBe('LOAN.RECEIPT_FILE_TYPE');
  });
});
