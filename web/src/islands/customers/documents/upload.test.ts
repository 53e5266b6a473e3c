import { documentRules } from '@ezc/domain/customers/documents';
import { describe, expect, it } from 'vitest';
import { acceptFor, formatSize, preCheck } from './upload';

const MB = 1024 * 1024;

describe('the checks before an upload (spec §5)', () => {
  it('takes a PDF pay slip within 5 MB', () => {
    expect(preCheck({ name: 'May 2026.PDF', size: 5 * MB }, documentRules['Pay Slip'])).toEqual({
      ok: true,
      extension: 'pdf',
    });
  });

  it('refuses a PDF where only images go, and a Word file where PDFs go', () => {
    expect(preCheck({ name: 'front.pdf', size: 1000 }, documentRules['NRIC Front'])).toEqual({
      ok: false,
      reason: 'type',
      kind: 'image',
    });
    expect(preCheck({ name: 'slip.docx', size: 1000 }, documentRules['Pay Slip'])).toEqual({
      ok: false,
      reason: 'type',
      kind: 'imageOrPdf',
    });
  });

  it('refuses a name without an extension like a wrong type', () => {
    expect(preCheck({ name: 'scan', size: 1000 }, documentRules.Photo)).toMatchObject({
      ok: false,
      reason: 'type',
    });
    expect(preCheck({ name: 'scan.', size: 1000 }, documentRules.Photo)).toMatchObject({
      ok: false,
      reason: 'type',
    });
  });

  it('refuses a file one byte over the limit, naming the limit', () => {
    expect(preCheck({ name: 'statement.pdf', size: 5 * MB + 1 }, documentRules['Bank Statement'])).toEqual({
      ok: false,
      reason: 'size',
      kind: 'imageOrPdf',
      maxMb: 5,
    });
  });

  it('offers only the allowed types in the file chooser', () => {
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(acceptFor('imageOrPdf')).toBe('.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
  });

  it('says sizes as people read them', () => {
    expect(formatSize(512, 'en-MY')).toBe('512 B');
    expect(formatSize(850 * 1024, 'en-MY')).toBe('850 KB');
    expect(formatSize(1.25 * MB, 'en-MY')).toBe('1.3 MB');
    expect(formatSize(1.25 * MB, 'ms-MY')).toBe('1.3 MB');
  });
});
