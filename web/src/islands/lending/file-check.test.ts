import { describe, expect, it } from 'vitest';
import { checkReceipt } from './file-check';
import { freeTextError } from './texts';

const MB = 1024 * 1024;

describe('receipts and application documents', () => {
  it('takes PDF, JPG, JPEG and PNG up to 5 MB', () => {
    expect(checkReceipt({ name: 'stamp.PDF', size: 5 * MB })).toEqual({ ok: true, type: 'pdf' });
    expect(checkReceipt({ name: 'receipt.jpeg', size: 10 })).toEqual({ ok: true, type: 'jpeg' });
  });

  it('refuses other types, names without an extension and files over 5 MB', () => {
    expect(checkReceipt({ name: 'receipt.docx', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkReceipt({ name: 'receipt', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkReceipt({ name: 'big.png', size: 5 * MB + 1 })).toEqual({ ok: false, reason: 'size' });
  });
});

describe('reasons and remarks (spec §5)', () => {
  const c = {
    required: 'required',
    tooLong: 'at most {max}',
    forbiddenCharacters: 'forbidden',
  } as Parameters<typeof freeTextError>[1];

  it('must be given, at most 500 characters, without { } * < > /', () => {
    expect(freeTextError('   ', c)).toBe('required');
    expect(freeTextError('x'.repeat(501), c)).toBe('at most 500');
    expect(freeTextError('see <b>', c)).toBe('forbidden');
    expect(freeTextError('a/b', c)).toBe('forbidden');
    expect(freeTextError('Income verified with the employer.', c)).toBe('');
  });
});
