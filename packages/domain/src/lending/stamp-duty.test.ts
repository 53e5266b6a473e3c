import { describe, expect, it } from 'vitest';
import { stampDutySen } from './stamp-duty';

describe('the stamp duty on a loan agreement', () => {
  it('is RM5 for every RM1,000 lent (0.5%)', () => {
    expect(stampDutySen(8_000_000)).toBe(40_000); // RM 80,000.00 → RM 400.00
    expect(stampDutySen(800_000)).toBe(4_000); // RM 8,000.00 → RM 40.00
    expect(stampDutySen(100_000)).toBe(500); // RM 1,000.00 → RM 5.00
  });

  it('counts a part of a thousand as a whole one', () => {
    expect(stampDutySen(100_001)).toBe(1_000); // RM 1,000.01 → RM 10.00
    expect(stampDutySen(1_250_050)).toBe(6_500); // RM 12,500.50 → RM 65.00
    expect(stampDutySen(1)).toBe(500);
    expect(stampDutySen(0)).toBe(0);
  });

  it('refuses an amount that is not whole sen', () => {
    expect(() => stampDutySen(10.5)).toThrow(RangeError);
    expect(() => stampDutySen(-100)).toThrow(RangeError);
  });
});
