import { describe, expect, it } from 'vitest';
import { fileNameOf } from './client';

describe('the name a downloaded file is saved under', () => {
  it('is the one the answer gives, encoded or plain', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''Stamp-Receipt-EZC000005.pdf", 'x')).toBe(
      'Stamp-Receipt-EZC000005.pdf',
    );
    expect(fileNameOf('attachment; filename="receipt.png"', 'x')).toBe('receipt.png');
  });

  it('falls back when the answer names none', () => {
    expect(fileNameOf(null, 'EZC000005-stamp-receipt')).toBe('EZC000005-stamp-receipt');
  });
});
