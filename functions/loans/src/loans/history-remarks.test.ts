import { describe, expect, it } from 'vitest';
import { disbursedRemarks, displayDate, stampedRemarks } from './history-remarks';

describe("a loan history's remarks", () => {
  it('show dates as DD/MM/YYYY', () => {
    expect(displayDate('2026-12-13')).toBe('13/12/2026');
    expect(stampedRemarks('2026-03-01')).toBe('Stamping date 01/03/2026');
  });

  it('show money with thousands separators and two decimals', () => {
    expect(
      disbursedRemarks({
        Method: 'Bank Transfer',
        AmountSen: 800_000,
        RefNo: 'IBG-20260301-01',
        PaymentDate: '2026-03-02',
      }),
    ).toBe('Bank Transfer of RM 8,000.00, ref. IBG-20260301-01, paid 02/03/2026');
    expect(
      disbursedRemarks({ Method: 'Cash', AmountSen: 123_456_789, RefNo: 'C-1', PaymentDate: '2026-01-31' }),
    ).toBe('Cash of RM 1,234,567.89, ref. C-1, paid 31/01/2026');
  });
});
