import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestTypes } from './product';
import { addMonthsClamped, buildSchedule, daysBetween, simpleInterestSen } from './schedule';

/** [due date, principal sen, interest sen, total sen] of each row, as worked by hand. */
type Row = [string, number, number, number];
const rowsOf = (input: Parameters<typeof buildSchedule>[0]): Row[] =>
  buildSchedule(input).rows.map((r) => [r.DueDate, r.PrincipalSen, r.InterestSen, r.TotalSen]);

const dueDates2026 = [
  '2026-02-28',
  '2026-03-31',
  '2026-04-30',
  '2026-05-31',
  '2026-06-30',
  '2026-07-31',
  '2026-08-31',
  '2026-09-30',
  '2026-10-31',
  '2026-11-30',
  '2026-12-31',
  '2027-01-31',
];

describe('due dates', () => {
  it('falls on the agreement day each month, or the month end when the month is shorter', () => {
    const rows = buildSchedule({
      principalSen: 1_000_000,
      annualRatePercent: 18,
      interestType: 'Simple',
      installments: 12,
      agreementDate: '2026-01-31',
    }).rows;
    expect(rows.map((r) => r.DueDate)).toEqual(dueDates2026);
  });

  it('knows leap years: 31 January 2028 is followed by 29 February', () => {
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2028-01-31', 2)).toBe('2028-03-31');
    expect(addMonthsClamped('2027-02-28', 12)).toBe('2028-02-28');
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsClamped('2100-01-29', 1)).toBe('2100-02-28'); // 2100 is not a leap year
  });

  it('keeps ordinary days and crosses years', () => {
    expect(addMonthsClamped('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsClamped('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonthsClamped('2026-01-15', 360)).toBe('2056-01-15');
  });

  it('counts the days between dates', () => {
    expect(daysBetween('2026-01-31', '2026-02-28')).toBe(28);
    expect(daysBetween('2028-01-31', '2028-02-29')).toBe(29);
    expect(daysBetween('2026-12-31', '2027-01-31')).toBe(31);
  });

  it('refuses a date that is not one', () => {
    const input = {
      principalSen: 100_000,
      annualRatePercent: 18,
      interestType: 'Simple' as const,
      installments: 12,
    };
    for (const agreementDate of ['2026-02-30', '2026-13-01', '31/01/2026', '']) {
      expect(() => buildSchedule({ ...input, agreementDate })).toThrow(
        expect.objectContaining({ code: 'SCHEDULE.BAD_TERMS', kind: 'validation' }),
      );
    }
  });
});

describe('Simple interest, worked examples', () => {
  it('RM 10,000 at 18% for 12 months: RM 1,800.00 interest, 11 × RM 983.33 and a last RM 983.37', () => {
    // 10,000 × 18% × 1 year = 1,800.00. Principal 10,000 / 12 = 833.33 (last 833.37),
    // interest 1,800 / 12 = 150.00.
    const s = buildSchedule({
      principalSen: 1_000_000,
      annualRatePercent: 18,
      interestType: 'Simple',
      installments: 12,
      agreementDate: '2026-01-31',
    });
    expect(s.totalInterestSen).toBe(180_000);
    expect(s.totalRepaymentSen).toBe(1_180_000);
    expect(s.monthlyInstallmentSen).toBe(98_333);
    expect(s.rows.map((r) => r.InstallmentNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(s.rows.slice(0, 11).every((r) => r.PrincipalSen === 83_333 && r.InterestSen === 15_000)).toBe(
      true,
    );
    expect(s.rows.slice(0, 11).every((r) => r.TotalSen === 98_333)).toBe(true);
    expect(s.rows[11]).toEqual({
      InstallmentNo: 12,
      DueDate: '2027-01-31',
      PrincipalSen: 83_337,
      InterestSen: 15_000,
      TotalSen: 98_337,
    });
  });

  it('RM 5,000 at 12.5% for 7 months: remainders of principal and interest on the last row', () => {
    // 5,000 × 12.5% × 7/12 = 364.5833… → RM 364.58. 500,000 sen / 7 = 71,428 (last 71,432);
    // 36,458 sen / 7 = 5,208 (last 5,210).
    const rows = rowsOf({
      principalSen: 500_000,
      annualRatePercent: 12.5,
      interestType: 'Simple',
      installments: 7,
      agreementDate: '2026-03-10',
    });
    expect(rows).toEqual([
      ['2026-04-10', 71_428, 5_208, 76_636],
      ['2026-05-10', 71_428, 5_208, 76_636],
      ['2026-06-10', 71_428, 5_208, 76_636],
      ['2026-07-10', 71_428, 5_208, 76_636],
      ['2026-08-10', 71_428, 5_208, 76_636],
      ['2026-09-10', 71_428, 5_208, 76_636],
      ['2026-10-10', 71_432, 5_210, 76_642],
    ]);
  });

  it('rounds the total interest half up to the sen', () => {
    // RM 1,234.50 × 18% × 6/12 = 111.105 → RM 111.11.
    expect(simpleInterestSen(123_450, 18, 6)).toBe(11_111);
    // RM 1,000 × 18% × 24/12 = 360.00.
    expect(simpleInterestSen(100_000, 18, 24)).toBe(36_000);
  });

  it('charges nothing at 0%', () => {
    const s = buildSchedule({
      principalSen: 100_000,
      annualRatePercent: 0,
      interestType: 'Compound Monthly',
      installments: 3,
      agreementDate: '2026-01-01',
    });
    expect(s.totalInterestSen).toBe(0);
    expect(s.rows.map((r) => r.TotalSen)).toEqual([33_333, 33_333, 33_334]);
  });
});

describe('Compound Monthly, worked example', () => {
  it('RM 10,000 at 12% for 12 months: installment RM 888.49, interest RM 661.86', () => {
    // r = 1% a month; A = 10,000 × 0.01 / (1 − 1.01^−12) = 888.4879 → RM 888.49.
    // Month 1: interest 10,000 × 1% = 100.00, principal 788.49, balance 9,211.51;
    // month 2: interest 92.1151 → 92.12, principal 796.37, balance 8,415.14; and so on.
    const s = buildSchedule({
      principalSen: 1_000_000,
      annualRatePercent: 12,
      interestType: 'Compound Monthly',
      installments: 12,
      agreementDate: '2026-01-31',
    });
    expect(s.monthlyInstallmentSen).toBe(88_849);
    expect(s.rows.map((r) => [r.DueDate, r.PrincipalSen, r.InterestSen, r.TotalSen])).toEqual([
      ['2026-02-28', 78_849, 10_000, 88_849],
      ['2026-03-31', 79_637, 9_212, 88_849],
      ['2026-04-30', 80_434, 8_415, 88_849],
      ['2026-05-31', 81_238, 7_611, 88_849],
      ['2026-06-30', 82_051, 6_798, 88_849],
      ['2026-07-31', 82_871, 5_978, 88_849],
      ['2026-08-31', 83_700, 5_149, 88_849],
      ['2026-09-30', 84_537, 4_312, 88_849],
      ['2026-10-31', 85_382, 3_467, 88_849],
      ['2026-11-30', 86_236, 2_613, 88_849],
      ['2026-12-31', 87_098, 1_751, 88_849],
      ['2027-01-31', 87_967, 880, 88_847],
    ]);
    expect(s.totalInterestSen).toBe(66_186);
    expect(s.totalRepaymentSen).toBe(1_066_186);
  });
});

describe('Compound Daily, worked example', () => {
  it('RM 10,000 at 12% for 12 months from 31 January 2026: daily compounding over the actual days', () => {
    // Daily rate 0.12 / 365. Period factors (1 + 0.12/365)^days for 28, 31, 30, 31, 30, 31, 31, 30,
    // 31, 30, 31, 31 days; the installment P / Σ(1 / Π factors) = 888.3522 → RM 888.35.
    // Month 1: 10,000 × ((1 + 0.12/365)^28 − 1) = 92.464 → RM 92.46, principal 795.89.
    const rows = rowsOf({
      principalSen: 1_000_000,
      annualRatePercent: 12,
      interestType: 'Compound Daily',
      installments: 12,
      agreementDate: '2026-01-31',
    });
    expect(rows).toEqual([
      ['2026-02-28', 79_589, 9_246, 88_835],
      ['2026-03-31', 79_408, 9_427, 88_835],
      ['2026-04-30', 80_501, 8_334, 88_835],
      ['2026-05-31', 81_046, 7_789, 88_835],
      ['2026-06-30', 82_101, 6_734, 88_835],
      ['2026-07-31', 82_717, 6_118, 88_835],
      ['2026-08-31', 83_564, 5_271, 88_835],
      ['2026-09-30', 84_563, 4_272, 88_835],
      ['2026-10-31', 85_286, 3_549, 88_835],
      ['2026-11-30', 86_246, 2_589, 88_835],
      ['2026-12-31', 87_043, 1_792, 88_835],
      ['2027-01-31', 87_936, 901, 88_837],
    ]);
    expect(rows.reduce((sum, r) => sum + r[2], 0)).toBe(66_022);
  });
});

describe('schedule terms', () => {
  it('refuses terms no schedule can be made from', () => {
    const ok = {
      principalSen: 100_000,
      annualRatePercent: 18,
      interestType: 'Simple' as const,
      installments: 12,
      agreementDate: '2026-01-01',
    };
    for (const bad of [
      { principalSen: 0 },
      { principalSen: 10.5 },
      { installments: 0 },
      { installments: 361 },
      { installments: 1.5 },
      { annualRatePercent: -1 },
      { annualRatePercent: 100.01 },
      { annualRatePercent: Number.NaN },
      { interestType: 'Flat' as never },
    ]) {
      expect(() => buildSchedule({ ...ok, ...bad })).toThrow(
        expect.objectContaining({ code: 'SCHEDULE.BAD_TERMS' }),
      );
    }
  });
});

/** A date from 2000-01-01 to 2099-12-31. */
const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const termsArb = fc.record({
  principalSen: fc.integer({ min: 1, max: 1_000_000_000 }),
  annualRatePercent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  interestType: fc.constantFrom(...interestTypes),
  installments: fc.integer({ min: 1, max: 360 }),
  agreementDate: dateArb,
});

describe('schedule properties', () => {
  it('repays the principal exactly, and its rows add up to the totals, in whole non-negative sen', () => {
    fc.assert(
      fc.property(termsArb, (terms) => {
        const s = buildSchedule(terms);
        expect(s.rows).toHaveLength(terms.installments);
        expect(s.rows.reduce((sum, r) => sum + r.PrincipalSen, 0)).toBe(terms.principalSen);
        expect(s.rows.reduce((sum, r) => sum + r.InterestSen, 0)).toBe(s.totalInterestSen);
        expect(s.totalRepaymentSen).toBe(terms.principalSen + s.totalInterestSen);
        for (const r of s.rows) {
          expect(Number.isInteger(r.PrincipalSen) && r.PrincipalSen >= 0).toBe(true);
          expect(Number.isInteger(r.InterestSen) && r.InterestSen >= 0).toBe(true);
          expect(r.TotalSen).toBe(r.PrincipalSen + r.InterestSen);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('falls due each month on the agreement day or the month end, strictly later each time', () => {
    fc.assert(
      fc.property(termsArb, (terms) => {
        const rows = buildSchedule(terms).rows;
        const [y, m, d] = terms.agreementDate.split('-').map(Number) as [number, number, number];
        rows.forEach((r, k) => {
          const monthIndex = m - 1 + k + 1;
          const year = y + Math.floor(monthIndex / 12);
          const month = (monthIndex % 12) + 1;
          const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const expected = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
          expect(r.DueDate).toBe(expected);
          expect(r.DueDate > (k === 0 ? terms.agreementDate : rows[k - 1]!.DueDate)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('charges simple interest of principal × rate × years, rounded half up to the sen', () => {
    fc.assert(
      fc.property(termsArb, (terms) => {
        const s = buildSchedule({ ...terms, interestType: 'Simple' });
        // Exact: principal sen × rate (hundredths of a percent) × months / (100 × 100 × 12).
        const numerator =
          BigInt(terms.principalSen) *
          BigInt(Math.round(terms.annualRatePercent * 100)) *
          BigInt(terms.installments);
        const whole = numerator / 120_000n;
        const expected = Number(numerator % 120_000n >= 60_000n ? whole + 1n : whole);
        expect(s.totalInterestSen).toBe(expected);
        // Every row but the last is the same; the last carries the remainders.
        const first = s.rows[0]!;
        expect(s.rows.slice(0, -1).every((r) => r.TotalSen === first.TotalSen)).toBe(true);
        expect(s.rows.at(-1)!.TotalSen).toBeGreaterThanOrEqual(first.TotalSen);
      }),
      { numRuns: 300 },
    );
  });

  it('charges equal compound installments but for the last, for amounts from RM 1,000 up to 18% a year', () => {
    // Daily compounding over 30 years leaves a long month's interest above the installment (the
    // row then pays that interest), so its terms here are up to 10 years.
    const realistic = termsArb.filter((t) => t.principalSen >= 100_000 && t.annualRatePercent <= 18);
    fc.assert(
      fc.property(
        fc.oneof(
          realistic.map((t) => ({ ...t, interestType: 'Compound Monthly' as const })),
          realistic
            .filter((t) => t.installments <= 120)
            .map((t) => ({ ...t, interestType: 'Compound Daily' as const })),
        ),
        (terms) => {
          const s = buildSchedule(terms);
          const first = s.rows[0]!.TotalSen;
          expect(s.rows.slice(0, -1).every((r) => r.TotalSen === first)).toBe(true);
          // The last row differs from the others only by the roundings carried to it: at most a
          // sen a month, grown by the interest on it (a longest month's rate, 31 days of 365).
          const r = (terms.annualRatePercent / 100) * (31 / 365);
          const carried = r === 0 ? terms.installments : ((1 + r) ** terms.installments - 1) / r;
          expect(Math.abs(s.rows.at(-1)!.TotalSen - first)).toBeLessThanOrEqual(Math.ceil(carried) + 1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
