import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accrueBetween,
  chargeSenOf,
  daysLate,
  type LateChargeRow,
  lateChargeIncrementSen,
} from './late-charges';

const fresh: LateChargeRow = { InstallmentNo: 2, AccruedNumerator: 0 };

describe('late charges, worked examples', () => {
  it('RM 983.33 overdue for 30 days: 8 × 98,333 × 30 / 36,500 = 646.57… sen, RM 6.47', () => {
    // Due 28 February 2026; 1 to 30 March are the 30 days after it.
    const row = accrueBetween(fresh, '2026-02-28', '2026-03-30', 98_333);
    expect(row).toEqual({ InstallmentNo: 2, AccruedNumerator: 23_599_920, LastAccruedDate: '2026-03-30' });
    expect(chargeSenOf(row.AccruedNumerator)).toBe(647);
  });

  it('accrues a day at 8 × S, unrounded: one day of RM 983.33 is 786,664, 21.55… sen', () => {
    const one = accrueBetween(fresh, '2026-02-28', '2026-03-01', 98_333);
    expect(one).toEqual({ InstallmentNo: 2, AccruedNumerator: 786_664, LastAccruedDate: '2026-03-01' });
    expect(chargeSenOf(one.AccruedNumerator)).toBe(22);
    // Two days: 1,573,328 / 36,500 = 43.10… → 43, not 22 + 22.
    const two = accrueBetween(one, '2026-02-28', '2026-03-02', 98_333);
    expect(chargeSenOf(two.AccruedNumerator)).toBe(43);
  });

  it('rounds the row once, half up', () => {
    expect(chargeSenOf(0)).toBe(0);
    expect(chargeSenOf(18_249)).toBe(0); // 0.49997…
    expect(chargeSenOf(18_250)).toBe(1); // 0.5
    expect(chargeSenOf(54_749)).toBe(1); // 1.49997…
    expect(chargeSenOf(54_750)).toBe(2); // 1.5
    expect(chargeSenOf(73_000)).toBe(2); // 2
  });

  it('accrues less once a partial payment lowers the overdue sum mid-way', () => {
    // Due 28 February; RM 500.00 paid on 10 March leaves RM 483.33 overdue from that day (a
    // payment counts on its day). 1–9 March: 9 × 8 × 98,333 = 7,079,976 (193.97… → 194 sen);
    // 10–30 March: 21 × 8 × 48,333 = 8,119,944; together 15,199,920, 416.43… → 416 sen.
    const beforePayment = accrueBetween(fresh, '2026-02-28', '2026-03-09', 98_333);
    expect(beforePayment.AccruedNumerator).toBe(7_079_976);
    expect(chargeSenOf(beforePayment.AccruedNumerator)).toBe(194);
    const after = accrueBetween(beforePayment, '2026-02-28', '2026-03-30', 48_333);
    expect(after).toEqual({ InstallmentNo: 2, AccruedNumerator: 15_199_920, LastAccruedDate: '2026-03-30' });
    expect(chargeSenOf(after.AccruedNumerator)).toBe(416);
    // The ledger is posted 194 then 416 − 194 = 222: the row's charge, to the sen.
    expect(lateChargeIncrementSen(fresh, beforePayment)).toBe(194);
    expect(lateChargeIncrementSen(beforePayment, after)).toBe(222);
  });

  it('adds nothing for a date already accrued, or not after the due date', () => {
    const row = accrueBetween(fresh, '2026-02-28', '2026-03-30', 98_333);
    expect(accrueBetween(row, '2026-02-28', '2026-03-30', 98_333)).toBe(row);
    expect(accrueBetween(row, '2026-02-28', '2026-03-15', 98_333)).toBe(row);
    expect(accrueBetween(fresh, '2026-02-28', '2026-02-28', 98_333)).toBe(fresh);
    expect(accrueBetween(fresh, '2026-02-28', '2026-02-01', 98_333)).toBe(fresh);
  });

  it('catches up missed days across a month end, in a leap year', () => {
    // Due 28 February 2028; the job missed 29 February and runs on 1 March: 2 days.
    const row = accrueBetween(fresh, '2028-02-28', '2028-03-01', 100_000);
    expect(row.AccruedNumerator).toBe(1_600_000); // 2 × 8 × 100,000
    expect(row.LastAccruedDate).toBe('2028-03-01');
    expect(chargeSenOf(row.AccruedNumerator)).toBe(44); // 43.83…
  });

  it('counts days late from the due date', () => {
    expect(daysLate('2026-02-28', '2026-02-28')).toBe(0);
    expect(daysLate('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysLate('2026-02-28', '2026-02-01')).toBe(0);
    expect(daysLate('2026-01-31', '2026-03-02')).toBe(30); // 28 days to 28 February, 2 more
    expect(daysLate('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('refuses what is not a date or not an overdue sum in whole sen', () => {
    const bad = (message: string) =>
      expect.objectContaining({ kind: 'validation', code: 'LATE_CHARGE.BAD_INPUT', message });
    expect(() => daysLate('2026-02-30', '2026-03-01')).toThrow(bad('Not a date (YYYY-MM-DD): 2026-02-30'));
    expect(() => accrueBetween(fresh, '28/02/2026', '2026-03-01', 100)).toThrow(
      bad('Not a date (YYYY-MM-DD): 28/02/2026'),
    );
    const sum = 'The overdue sum must be a whole number of sen, zero or more.';
    expect(() => accrueBetween(fresh, '2026-02-28', '2026-03-01', -1)).toThrow(bad(sum));
    expect(() => accrueBetween(fresh, '2026-02-28', '2026-03-01', 0.5)).toThrow(bad(sum));
    expect(() => chargeSenOf(1.5)).toThrow(bad('An accrued numerator is a whole number, zero or more.'));
  });
});

/** A date from 2000-01-01 to 2099-12-31. */
const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const overdueArb = fc.integer({ min: 0, max: 1_000_000_000 });

describe('late charge properties', () => {
  it('accrues a range of days as that many single days, each 8 × S', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 400 }), overdueArb, (due, days, overdue) => {
        let byDay = fresh;
        for (let k = 1; k <= days; k++) byDay = accrueBetween(byDay, due, plusDays(due, k), overdue);
        const caughtUp = accrueBetween(fresh, due, plusDays(due, days), overdue);
        expect(caughtUp.AccruedNumerator).toBe(byDay.AccruedNumerator);
        expect(caughtUp.AccruedNumerator).toBe(8 * overdue * days);
      }),
      { numRuns: 200 },
    );
  });

  it('is the same caught up at once or in steps, and a date accrued again adds nothing', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 10 }),
        overdueArb,
        (due, steps, overdue) => {
          let stepped = fresh;
          let offset = 0;
          for (const step of steps) {
            offset += step;
            stepped = accrueBetween(stepped, due, plusDays(due, offset), overdue);
            // Again for the same date, as a retried job would.
            expect(accrueBetween(stepped, due, plusDays(due, offset), overdue)).toEqual(stepped);
          }
          const atOnce = accrueBetween(fresh, due, plusDays(due, offset), overdue);
          expect(stepped.AccruedNumerator).toBe(atOnce.AccruedNumerator);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('charges within half a sen of the exact sum, a half rounding up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), (numerator) => {
        const charge = chargeSenOf(numerator);
        const gap = BigInt(numerator) - BigInt(charge) * 36_500n; // numerator − charge × 36,500
        expect(gap >= -18_250n && gap < 18_250n).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('posts increments that add up to the row’s charge', () => {
    fc.assert(
      fc.property(fc.array(overdueArb, { maxLength: 60 }), (sums) => {
        let row = fresh;
        let posted = 0;
        for (const [k, overdue] of sums.entries()) {
          const next = accrueBetween(row, '2026-02-28', plusDays('2026-02-28', k + 1), overdue);
          posted += lateChargeIncrementSen(row, next);
          row = next;
        }
        expect(posted).toBe(chargeSenOf(row.AccruedNumerator));
      }),
      { numRuns: 200 },
    );
  });
});
