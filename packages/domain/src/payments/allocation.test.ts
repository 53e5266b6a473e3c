import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type InstallmentDue, overpaymentRefusal } from './allocation';

const due = (InstallmentNo: number, LateChargeSen: number, InterestSen: number, PrincipalSen: number) => ({
  InstallmentNo,
  LateChargeSen,
  InterestSen,
  PrincipalSen,
});

describe('allocatePayment, worked examples', () => {
  it('pays the oldest installment whole before the next: charge, interest, principal', () => {
    // Installment 1 takes 169 + 15,000 + 83,333 = 98,502 of RM 1,000.00; the 1,498 left goes to
    // installment 2's interest (it has no charge), none to its principal.
    expect(allocatePayment(100_000, [due(1, 169, 15_000, 83_333), due(2, 0, 15_000, 83_333)])).toEqual({
      installments: [due(1, 169, 15_000, 83_333), due(2, 0, 1_498, 0)],
      excessSen: 0,
    });
  });

  it('within one installment, the charge and the interest before any principal', () => {
    // RM 100.00: 300 of charge, then 9,700 of the 15,000 interest, nothing of the principal.
    expect(allocatePayment(10_000, [due(1, 300, 15_000, 83_333)])).toEqual({
      installments: [due(1, 300, 9_700, 0)],
      excessSen: 0,
    });
    // RM 1.00 does not clear the charge: all of it goes to the charge.
    expect(allocatePayment(100, [due(1, 300, 15_000, 83_333)]).installments).toEqual([due(1, 100, 0, 0)]);
  });

  it('answers what is left after every due as the excess', () => {
    // Dues 98,502 + 98,333 = 196,835; RM 2,000.00 leaves 3,165.
    expect(allocatePayment(200_000, [due(1, 169, 15_000, 83_333), due(2, 0, 15_000, 83_333)])).toEqual({
      installments: [due(1, 169, 15_000, 83_333), due(2, 0, 15_000, 83_333)],
      excessSen: 3_165,
    });
    expect(allocatePayment(5_000, [])).toEqual({ installments: [], excessSen: 5_000 });
  });

  it('takes installments by number whatever their order, and lists only those it touched', () => {
    const dues = [due(3, 0, 15_000, 83_333), due(1, 0, 0, 0), due(2, 0, 2_000, 1_000)];
    // Installment 1 owes nothing; 2 takes 3,000; 3 takes the 2,000 left of its interest.
    expect(allocatePayment(5_000, dues)).toEqual({
      installments: [due(2, 0, 2_000, 1_000), due(3, 0, 2_000, 0)],
      excessSen: 0,
    });
  });

  it('refuses an amount that is not whole sen more than zero, and dues that are not whole sen', () => {
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      expect(() => allocatePayment(amount, [])).toThrow(
        expect.objectContaining({
          kind: 'validation',
          code: 'PAYMENT.BAD_AMOUNT',
          message: 'The amount paid must be at least RM 0.01.',
        }),
      );
    }
    for (const dues of [
      [due(1, -1, 0, 0)],
      [due(1, 0, 0.5, 0)],
      [due(0, 0, 0, 1)],
      [due(1, 0, 0, 1), due(1, 0, 0, 2)],
    ]) {
      expect(() => allocatePayment(100, dues)).toThrow(
        expect.objectContaining({
          kind: 'validation',
          code: 'PAYMENT.BAD_DUES',
          message: 'Each installment is listed once, with its unpaid amounts in whole sen, zero or more.',
        }),
      );
    }
  });
});

describe('overpaymentRefusal', () => {
  it('refuses more than the outstanding balance, naming it in ringgit', () => {
    expect(overpaymentRefusal(983_335, 983_334)).toMatchObject({
      kind: 'rule',
      code: 'PAYMENT.OVERPAYMENT',
      message: 'The amount is more than the RM 9,833.34 outstanding on this loan.',
      details: { outstanding: 'RM 9,833.34' },
    });
    expect(overpaymentRefusal(200_000_000, 123_456_789)?.message).toBe(
      'The amount is more than the RM 1,234,567.89 outstanding on this loan.',
    );
    // Credit held beyond what is owed: nothing is outstanding.
    expect(overpaymentRefusal(1, -500)?.message).toBe(
      'The amount is more than the RM 0.00 outstanding on this loan.',
    );
  });

  it('takes up to the whole balance', () => {
    expect(overpaymentRefusal(983_334, 983_334)).toBeUndefined();
    expect(overpaymentRefusal(1, 983_334)).toBeUndefined();
  });
});

const duesArb = fc
  .uniqueArray(
    fc.record({
      InstallmentNo: fc.integer({ min: 1, max: 360 }),
      LateChargeSen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
      InterestSen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500_000 })),
      PrincipalSen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
    }),
    { selector: (d) => d.InstallmentNo, maxLength: 12 },
  )
  .map((dues) => dues as InstallmentDue[]);

const partsOf = (d: InstallmentDue) => [d.LateChargeSen, d.InterestSen, d.PrincipalSen];
const totalOf = (d: InstallmentDue) => d.LateChargeSen + d.InterestSen + d.PrincipalSen;

const run = (check: (amount: number, dues: InstallmentDue[]) => void) =>
  fc.assert(fc.property(fc.integer({ min: 1, max: 20_000_000 }), duesArb, check), { numRuns: 400 });

const oldestFirst = (dues: InstallmentDue[]) => [...dues].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
const paidOf = (allocation: ReturnType<typeof allocatePayment>, no: number) =>
  allocation.installments.find((p) => p.InstallmentNo === no) ?? {
    InstallmentNo: no,
    LateChargeSen: 0,
    InterestSen: 0,
    PrincipalSen: 0,
  };

describe('allocation properties', () => {
  it('shares the amount exactly: the split adds up to the amount less the excess, the excess being what no due takes', () => {
    run((amount, dues) => {
      const { installments, excessSen } = allocatePayment(amount, dues);
      expect(installments.reduce((s, p) => s + totalOf(p), 0)).toBe(amount - excessSen);
      expect(excessSen).toBe(Math.max(0, amount - dues.reduce((s, d) => s + totalOf(d), 0)));
    });
  });

  it('pays nothing beyond a due, lists only installments it touched, oldest first', () => {
    run((amount, dues) => {
      const allocation = allocatePayment(amount, dues);
      for (const d of dues) {
        const got = partsOf(paidOf(allocation, d.InstallmentNo));
        partsOf(d).forEach((owes, k) => {
          expect(got[k]).toBeGreaterThanOrEqual(0);
          expect(got[k]).toBeLessThanOrEqual(owes);
        });
      }
      expect(allocation.installments.every((p) => totalOf(p) > 0)).toBe(true);
      const numbers = allocation.installments.map((p) => p.InstallmentNo);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });
  });

  it('gives a later installment nothing while an earlier one is unpaid', () => {
    run((amount, dues) => {
      const allocation = allocatePayment(amount, dues);
      let earlierUnpaid = false;
      for (const d of oldestFirst(dues)) {
        const p = paidOf(allocation, d.InstallmentNo);
        if (earlierUnpaid) expect(totalOf(p)).toBe(0);
        if (totalOf(p) < totalOf(d)) earlierUnpaid = true;
      }
    });
  });

  it('within an installment, gives interest nothing while its charge is unpaid, principal nothing while either is', () => {
    run((amount, dues) => {
      const allocation = allocatePayment(amount, dues);
      for (const d of dues) {
        const p = paidOf(allocation, d.InstallmentNo);
        if (p.LateChargeSen < d.LateChargeSen) expect(p.InterestSen).toBe(0);
        if (p.LateChargeSen < d.LateChargeSen || p.InterestSen < d.InterestSen)
          expect(p.PrincipalSen).toBe(0);
      }
    });
  });
});
