import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../lending/schedule';
import {
  productSettlementPenalty,
  type SettlementInput,
  type SettlementInstallment,
  settlementPenaltySen,
  settlementQuote,
} from './settlement';

/**
 * RM 10,000 at 18% simple over 12 months from 31 January 2026: RM 833.33 principal (RM 833.37
 * the last) and RM 150.00 interest each month.
 */
const dueDates = [
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

/** The loan's installments, those numbered in `paid` paid in full and `partly` as given. */
function installments(
  paid: number[],
  partly: Record<number, Partial<SettlementInstallment>> = {},
): SettlementInstallment[] {
  return dueDates.map((DueDate, k) => {
    const no = k + 1;
    const principal = no === 12 ? 83_337 : 83_333;
    const full = paid.includes(no);
    return {
      InstallmentNo: no,
      DueDate,
      InterestSen: 15_000,
      UnpaidPrincipalSen: full ? 0 : principal,
      UnpaidInterestSen: full ? 0 : 15_000,
      ...partly[no],
    };
  });
}

const input = (over: Partial<SettlementInput>): SettlementInput => ({
  AsOf: '2026-04-15',
  AgreementDate: '2026-01-31',
  Installments: installments([]),
  LateChargesSen: 0,
  BorrowerCreditSen: 0,
  Penalty: { Type: 'None' },
  ...over,
});

describe('settlement quote, worked examples', () => {
  it('mid-period, two installments paid, a 2% penalty', () => {
    // Principal 1,000,000 − 2 × 83,333 = 833,334. Installment 3's period, 31 March → 30 April,
    // is 30 days, 15 of them passed: 15,000 × 15 / 30 = 7,500. Penalty 2% × 833,334 =
    // 16,666.68 → 16,667. Total 833,334 + 7,500 + 16,667 = 857,501. Rebate: installments 3–12's
    // 150,000 of interest less the 7,500 charged = 142,500.
    expect(
      settlementQuote(
        input({ Installments: installments([1, 2]), Penalty: { Type: 'Percentage', Percent: 2 } }),
      ),
    ).toEqual({
      AsOf: '2026-04-15',
      PrincipalSen: 833_334,
      DueInterestSen: 0,
      ProRataInterestSen: 7_500,
      LateChargesSen: 0,
      PenaltySen: 16_667,
      BorrowerCreditSen: 0,
      TotalSen: 857_501,
      RebateSen: 142_500,
      CurrentPeriod: {
        InstallmentNo: 3,
        FromDate: '2026-03-31',
        DueDate: '2026-04-30',
        DaysElapsed: 15,
        DaysInPeriod: 30,
      },
    });
  });

  it('in arrears: due interest unpaid, late charges, an amount penalty', () => {
    // 10 May 2026. Installment 1 paid; 2 unpaid; 3 paid RM 500.00 (its 15,000 interest and
    // 35,000 of principal). Principal 1,000,000 − 83,333 − 35,000 = 881,667; due interest 15,000
    // (installment 2's). Installment 4's period, 30 April → 31 May, is 31 days, 10 passed:
    // 15,000 × 10 / 31 = 4,838.70… → 4,839. Total 881,667 + 15,000 + 4,839 + 1,234 + 10,000 =
    // 912,740. Rebate 9 × 15,000 − 4,839 = 130,161.
    const q = settlementQuote(
      input({
        AsOf: '2026-05-10',
        Installments: installments([1], { 3: { UnpaidPrincipalSen: 48_333, UnpaidInterestSen: 0 } }),
        LateChargesSen: 1_234,
        Penalty: { Type: 'Amount', AmountSen: 10_000 },
      }),
    );
    expect(q).toMatchObject({
      PrincipalSen: 881_667,
      DueInterestSen: 15_000,
      ProRataInterestSen: 4_839,
      LateChargesSen: 1_234,
      PenaltySen: 10_000,
      TotalSen: 912_740,
      RebateSen: 130_161,
    });
    expect(q.CurrentPeriod).toMatchObject({
      InstallmentNo: 4,
      FromDate: '2026-04-30',
      DaysElapsed: 10,
      DaysInPeriod: 31,
    });
  });

  it('in the first period counts from the agreement date, and takes off the credit held', () => {
    // 10 February 2026: 31 January → 28 February is 28 days, 10 passed: 15,000 × 10 / 28 =
    // 5,357.14… → 5,357. Total 1,000,000 + 5,357 − 20,000 credit = 985,357; rebate 180,000 − 5,357.
    const q = settlementQuote(input({ AsOf: '2026-02-10', BorrowerCreditSen: 20_000 }));
    expect(q).toMatchObject({
      PrincipalSen: 1_000_000,
      DueInterestSen: 0,
      ProRataInterestSen: 5_357,
      BorrowerCreditSen: 20_000,
      TotalSen: 985_357,
      RebateSen: 174_643,
    });
    expect(q.CurrentPeriod).toMatchObject({ InstallmentNo: 1, FromDate: '2026-01-31', DaysInPeriod: 28 });
    // More credit than is owed: the lender gives back 1,100,000 − 1,005,357 = 94,643.
    expect(settlementQuote(input({ AsOf: '2026-02-10', BorrowerCreditSen: 1_100_000 })).TotalSen).toBe(
      -94_643,
    );
  });

  it('on a due date: that installment is due in full and the next period has not begun', () => {
    // 30 April 2026, installments 1–2 paid: 833,334 + 15,000 of installment 3's interest.
    const q = settlementQuote(input({ AsOf: '2026-04-30', Installments: installments([1, 2]) }));
    expect(q).toMatchObject({
      PrincipalSen: 833_334,
      DueInterestSen: 15_000,
      ProRataInterestSen: 0,
      TotalSen: 848_334,
    });
    expect(q.RebateSen).toBe(135_000);
    expect(q.CurrentPeriod).toMatchObject({ InstallmentNo: 4, DaysElapsed: 0, DaysInPeriod: 31 });
  });

  it('counts an installment activated before its due date as due, and its period as not begun', () => {
    // 10 February 2026, installment 1 activated early (its interest recognised) and RM 100.00 of its
    // interest paid: principal 1,000,000; due interest 15,000 − 10,000 = 5,000; installment 2's
    // period (28 February → 31 March) has not begun: no pro rata. Total 1,005,000; rebate 11 × 15,000.
    const q = settlementQuote(
      input({
        AsOf: '2026-02-10',
        Installments: installments([], { 1: { Recognised: true, UnpaidInterestSen: 5_000 } }),
      }),
    );
    expect(q).toMatchObject({
      PrincipalSen: 1_000_000,
      DueInterestSen: 5_000,
      ProRataInterestSen: 0,
      TotalSen: 1_005_000,
      RebateSen: 165_000,
    });
    expect(q.CurrentPeriod).toMatchObject({ InstallmentNo: 2, FromDate: '2026-02-28', DaysElapsed: 0 });
  });

  it('on the agreement date: the principal and the penalty only', () => {
    const q = settlementQuote(input({ AsOf: '2026-01-31', Penalty: { Type: 'Amount', AmountSen: 5_000 } }));
    expect(q).toMatchObject({
      ProRataInterestSen: 0,
      PenaltySen: 5_000,
      TotalSen: 1_005_000,
      RebateSen: 180_000,
    });
  });

  it('after the last due date: no current period, nothing to rebate', () => {
    const q = settlementQuote(
      input({
        AsOf: '2027-02-15',
        Installments: installments([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        LateChargesSen: 2_000,
      }),
    );
    expect(q).toEqual({
      AsOf: '2027-02-15',
      PrincipalSen: 83_337,
      DueInterestSen: 15_000,
      ProRataInterestSen: 0,
      LateChargesSen: 2_000,
      PenaltySen: 0,
      BorrowerCreditSen: 0,
      TotalSen: 100_337,
      RebateSen: 0,
    });
  });

  it('rounds the pro-rata interest half up, once', () => {
    const single = (AgreementDate: string, DueDate: string, AsOf: string, InterestSen: number) =>
      settlementQuote({
        AsOf,
        AgreementDate,
        Installments: [
          {
            InstallmentNo: 1,
            DueDate,
            InterestSen,
            UnpaidPrincipalSen: 10_000,
            UnpaidInterestSen: InterestSen,
          },
        ],
        LateChargesSen: 0,
        BorrowerCreditSen: 0,
        Penalty: { Type: 'None' },
      });
    // 1,001 × 15 / 30 = 500.5 → 501; total 10,501; rebate 500.
    expect(single('2026-04-01', '2026-05-01', '2026-04-16', 1_001)).toMatchObject({
      ProRataInterestSen: 501,
      TotalSen: 10_501,
      RebateSen: 500,
    });
    // 1,000 × 15 / 31 = 483.87… → 484.
    expect(single('2026-01-01', '2026-02-01', '2026-01-16', 1_000).ProRataInterestSen).toBe(484);
  });

  it('takes the installments in order whatever order they come in', () => {
    const ordered = input({ Installments: installments([1, 2]) });
    expect(settlementQuote({ ...ordered, Installments: [...ordered.Installments].reverse() })).toEqual(
      settlementQuote(ordered),
    );
  });

  it('refuses what no quote can be made from', () => {
    const refused = (over: Partial<SettlementInput>, message: string) =>
      expect(() => settlementQuote(input(over))).toThrow(
        expect.objectContaining({ kind: 'validation', code: 'SETTLEMENT.BAD_INPUT', message }),
      );
    refused({ AsOf: '2026-01-30' }, 'A loan cannot be settled before its agreement date.');
    refused(
      { Installments: installments([]).slice(1) },
      'A settlement quote needs every installment of the schedule, numbered from 1.',
    );
    refused(
      { AgreementDate: '2026-02-28' },
      'The installments must fall due one after another, after the agreement date.',
    );
    refused(
      { Installments: installments([], { 2: { UnpaidInterestSen: 15_001 } }) },
      'Installment 2 has more interest unpaid than it has interest.',
    );
    refused(
      { Installments: installments([1, 2, 5]) },
      'Installment 5 is not yet due, so none of its interest can have been paid.',
    );
    const shape =
      'A settlement quote needs dates as YYYY-MM-DD, amounts in whole sen (zero or more) and a penalty of None, an amount or a percentage from 0 to 100.';
    refused({ AsOf: '2026-02-30' }, shape);
    refused({ BorrowerCreditSen: -1 }, shape);
    refused({ LateChargesSen: 10.5 }, shape);
    refused({ Penalty: { Type: 'Percentage', Percent: 100.01 } }, shape);
    refused({ Penalty: { Type: 'Percentage', Percent: 1.234 } }, shape);
    refused({ Installments: [] }, shape);
  });
});

describe('the early-settlement penalty', () => {
  it('is nothing, an amount, or a percent of the outstanding principal rounded half up', () => {
    expect(settlementPenaltySen({ Type: 'None' }, 833_334)).toBe(0);
    expect(settlementPenaltySen({ Type: 'Amount', AmountSen: 10_000 }, 833_334)).toBe(10_000);
    expect(settlementPenaltySen({ Type: 'Percentage', Percent: 1.5 }, 100_100)).toBe(1_502); // 1,501.5
    expect(settlementPenaltySen({ Type: 'Percentage', Percent: 2.25 }, 833_334)).toBe(18_750); // 18,750.015
    expect(settlementPenaltySen({ Type: 'Percentage', Percent: 0.01 }, 4_999)).toBe(0); // 0.4999
    expect(settlementPenaltySen({ Type: 'Percentage', Percent: 0.01 }, 5_000)).toBe(1); // 0.5
  });

  it("reads a product's penalty: ringgit for an amount, percent for a percentage", () => {
    expect(
      productSettlementPenalty({ EarlySettlementPenaltyType: 'Amount', EarlySettlementPenalty: 100 }),
    ).toEqual({
      Type: 'Amount',
      AmountSen: 10_000,
    });
    expect(
      productSettlementPenalty({ EarlySettlementPenaltyType: 'Amount', EarlySettlementPenalty: 1.15 }),
    ).toEqual({
      Type: 'Amount',
      AmountSen: 115,
    });
    expect(
      productSettlementPenalty({ EarlySettlementPenaltyType: 'Percentage', EarlySettlementPenalty: 2 }),
    ).toEqual({ Type: 'Percentage', Percent: 2 });
    expect(productSettlementPenalty({ EarlySettlementPenaltyType: 'None' })).toEqual({ Type: 'None' });
  });
});

/** A date from 2000-01-01 to 2079-12-31. */
const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2079, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A loan, a date from its agreement to two months after its end, and what was paid by then. */
const caseArb = fc
  .record({
    principalSen: fc.integer({ min: 1, max: 100_000_000 }),
    annualRatePercent: fc.integer({ min: 0, max: 3_600 }).map((h) => h / 100),
    interestType: fc.constantFrom('Simple' as const, 'Compound Monthly' as const, 'Compound Daily' as const),
    installments: fc.integer({ min: 1, max: 60 }),
    agreementDate: dateArb,
  })
  .chain((terms) => {
    const rows = buildSchedule(terms).rows;
    const lastDay = Math.round(
      (Date.parse(rows.at(-1)!.DueDate) - Date.parse(terms.agreementDate)) / 86_400_000,
    );
    return fc.record({
      terms: fc.constant(terms),
      asOf: fc.integer({ min: 0, max: lastDay + 60 }).map((d) => plusDays(terms.agreementDate, d)),
      // Per installment: the share of principal and (for a due one) of interest still unpaid.
      unpaid: fc.array(
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        {
          minLength: rows.length,
          maxLength: rows.length,
        },
      ),
      penalty: fc.oneof(
        fc.constant({ Type: 'None' as const }),
        fc.integer({ min: 0, max: 1_000_000 }).map((AmountSen) => ({ Type: 'Amount' as const, AmountSen })),
        fc.integer({ min: 0, max: 10_000 }).map((h) => ({ Type: 'Percentage' as const, Percent: h / 100 })),
      ),
      lateCharges: fc.integer({ min: 0, max: 1_000_000 }),
      credit: fc.integer({ min: 0, max: 1_000_000 }),
    });
  })
  .map(({ terms, asOf, unpaid, penalty, lateCharges, credit }) => {
    const rows = buildSchedule(terms).rows;
    const Installments = rows.map((r, k) => {
      const [p, i] = unpaid[k]!;
      return {
        InstallmentNo: r.InstallmentNo,
        DueDate: r.DueDate,
        InterestSen: r.InterestSen,
        UnpaidPrincipalSen: Math.floor(r.PrincipalSen * p),
        UnpaidInterestSen: r.DueDate <= asOf ? Math.floor(r.InterestSen * i) : r.InterestSen,
      };
    });
    return {
      AsOf: asOf,
      AgreementDate: terms.agreementDate,
      Installments,
      LateChargesSen: lateCharges,
      BorrowerCreditSen: credit,
      Penalty: penalty,
    } satisfies SettlementInput;
  });

describe('settlement properties', () => {
  it('totals its parts, and spares exactly the interest it does not charge', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const q = settlementQuote(c);
        expect(q.TotalSen).toBe(
          q.PrincipalSen +
            q.DueInterestSen +
            q.ProRataInterestSen +
            q.LateChargesSen +
            q.PenaltySen -
            q.BorrowerCreditSen,
        );
        expect(q.PrincipalSen).toBe(c.Installments.reduce((s, r) => s + r.UnpaidPrincipalSen, 0));
        const due = c.Installments.filter((r) => r.DueDate <= c.AsOf);
        const notDue = c.Installments.filter((r) => r.DueDate > c.AsOf);
        expect(q.DueInterestSen).toBe(due.reduce((s, r) => s + r.UnpaidInterestSen, 0));
        expect(q.RebateSen + q.ProRataInterestSen).toBe(notDue.reduce((s, r) => s + r.InterestSen, 0));
        expect(q.RebateSen).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('charges the current period pro rata within half a sen, from the previous due date', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const q = settlementQuote(c);
        const current = c.Installments.find((r) => r.DueDate > c.AsOf);
        if (!current) {
          expect(q.ProRataInterestSen).toBe(0);
          expect(q.CurrentPeriod).toBeUndefined();
          return;
        }
        const from =
          current.InstallmentNo === 1 ? c.AgreementDate : c.Installments[current.InstallmentNo - 2]!.DueDate;
        const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
        const d = days(from, c.AsOf);
        const D = days(from, current.DueDate);
        expect(q.CurrentPeriod).toEqual({
          InstallmentNo: current.InstallmentNo,
          FromDate: from,
          DueDate: current.DueDate,
          DaysElapsed: d,
          DaysInPeriod: D,
        });
        expect(d >= 0 && d < D).toBe(true);
        // Within half a sen of I × d / D, a half rounding up: −D < 2 × (charge × D − I × d) ≤ D.
        const gap = 2 * (q.ProRataInterestSen * D - current.InterestSen * d);
        expect(gap > -D && gap <= D).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
