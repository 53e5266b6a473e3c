import { describe, expect, it } from 'vitest';
import { describeEntry } from './entry-description';

const dmy = (d: string) => d.split('-').reverse().join('/');

describe("a ledger line's description in the reader's language", () => {
  it('tells the forms the product posts in Malay, dates as the product shows them', () => {
    expect(describeEntry('Installment 2 due 2026-11-09', 'ms', dmy)).toBe(
      'Ansuran 2 perlu dibayar 09/11/2026',
    );
    expect(describeEntry('Late payment charge, installment 2, to 2026-11-26', 'ms', dmy)).toBe(
      'Caj bayaran lewat, ansuran 2, hingga 26/11/2026',
    );
    expect(describeEntry('Payment received (Cash)', 'ms', dmy)).toBe('Bayaran diterima (Tunai)');
    expect(describeEntry('Payment received (Some Wallet)', 'ms', dmy)).toBe('Bayaran diterima (Some Wallet)');
    expect(describeEntry('Disbursement', 'ms', dmy)).toBe('Pengeluaran pinjaman');
    expect(describeEntry('Full settlement', 'ms', dmy)).toBe('Penyelesaian penuh');
  });

  it('keeps the English words, with the date as shown', () => {
    expect(describeEntry('Installment 1 due 2026-10-09', 'en', dmy)).toBe('Installment 1 due 09/10/2026');
  });

  it("leaves staff's own words as written", () => {
    expect(describeEntry('Charge waived after the borrower called', 'ms', dmy)).toBe(
      'Charge waived after the borrower called',
    );
  });
});
