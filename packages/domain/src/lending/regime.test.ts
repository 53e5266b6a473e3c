import { describe, expect, it } from 'vitest';
import { type QuotedProduct, quoteLoan } from './quote';
import { checkLoanTerms, checkProductTerms, type ProductTerms, regimeLimits } from './regime';

const act = (over: Partial<ProductTerms> = {}): ProductTerms => ({
  Regime: 'Moneylenders Act 1951',
  InterestType: 'Simple',
  InterestRate: 18,
  WithCollateralYN: 'N',
  ...over,
});

describe('Moneylenders Act 1951 checks', () => {
  it('caps the rate at 18% without collateral and 12% with', () => {
    expect(regimeLimits).toEqual({ withCollateral: 12, withoutCollateral: 18 });
    expect(() => checkProductTerms(act({ InterestRate: 18 }))).not.toThrow();
    expect(() => checkProductTerms(act({ InterestRate: 18.01 }))).toThrow(
      expect.objectContaining({
        kind: 'rule',
        code: 'LENDING.RATE_ABOVE_CAP',
        message:
          'Under the Moneylenders Act 1951 the interest rate may be at most 18% a year for a loan without collateral.',
        details: { limit: 18 },
      }),
    );
    expect(() => checkProductTerms(act({ WithCollateralYN: 'Y', InterestRate: 12 }))).not.toThrow();
    expect(() => checkProductTerms(act({ WithCollateralYN: 'Y', InterestRate: 12.5 }))).toThrow(
      expect.objectContaining({
        code: 'LENDING.RATE_ABOVE_CAP',
        message:
          'Under the Moneylenders Act 1951 the interest rate may be at most 12% a year for a loan with collateral.',
        details: { limit: 12 },
      }),
    );
  });

  it('allows simple interest only', () => {
    for (const InterestType of ['Compound Daily', 'Compound Monthly'] as const) {
      expect(() => checkProductTerms(act({ InterestType, InterestRate: 10 }))).toThrow(
        expect.objectContaining({
          kind: 'rule',
          code: 'LENDING.SIMPLE_INTEREST_ONLY',
          message:
            'Under the Moneylenders Act 1951 only simple interest may be charged; choose the Simple interest type or mark the product as under another regime.',
        }),
      );
    }
  });

  it('refuses total interest above the amount lent', () => {
    expect(() =>
      checkLoanTerms({ ...act(), principalSen: 100_000, totalInterestSen: 100_000 }),
    ).not.toThrow();
    expect(() => checkLoanTerms({ ...act(), principalSen: 100_000, totalInterestSen: 100_001 })).toThrow(
      expect.objectContaining({
        kind: 'rule',
        code: 'LENDING.INTEREST_ABOVE_PRINCIPAL',
        message:
          'Under the Moneylenders Act 1951 the total interest (RM 1,000.01) may not be more than the amount lent (RM 1,000.00).',
        details: { interest: 'RM 1,000.01', principal: 'RM 1,000.00' },
      }),
    );
  });

  it("checks nothing under another regime ('Other')", () => {
    const other = act({ Regime: 'Other', InterestType: 'Compound Monthly', InterestRate: 36 });
    expect(() => checkProductTerms(other)).not.toThrow();
    expect(() =>
      checkLoanTerms({ ...other, principalSen: 100_000, totalInterestSen: 500_000 }),
    ).not.toThrow();
  });
});

const personalLoan: QuotedProduct = {
  SKU: 'PL-SIMPLE-18',
  Status: 'Active',
  MinAmount: 1_000,
  MaxAmount: 50_000,
  NumberOfInstallments: 12,
  InterestType: 'Simple',
  InterestRate: 18,
  WithCollateralYN: 'N',
  Regime: 'Moneylenders Act 1951',
};

describe('quoteLoan', () => {
  it("quotes the product's schedule: RM 10,000 over 12 months at 18% simple", () => {
    const s = quoteLoan(personalLoan, {
      amountSen: 1_000_000,
      installments: 12,
      agreementDate: '2026-01-31',
    });
    expect(s.totalInterestSen).toBe(180_000);
    expect(s.monthlyInstallmentSen).toBe(98_333);
  });

  it('takes fewer installments than the product offers, not more', () => {
    // RM 1,000 × 18% × 6/12 = 90.00.
    const s = quoteLoan(personalLoan, { amountSen: 100_000, installments: 6, agreementDate: '2026-01-31' });
    expect(s.totalInterestSen).toBe(9_000);
    expect(() =>
      quoteLoan(personalLoan, { amountSen: 100_000, installments: 13, agreementDate: '2026-01-31' }),
    ).toThrow(
      expect.objectContaining({
        code: 'APPLICATION.INSTALLMENTS_OUT_OF_RANGE',
        message: 'The number of installments for this product must be from 1 to 12.',
        details: { max: 12 },
      }),
    );
  });

  it("refuses an amount outside the product's range, and a product that is not Active", () => {
    const request = { installments: 12, agreementDate: '2026-01-31' };
    for (const amountSen of [99_999, 5_000_001]) {
      expect(() => quoteLoan(personalLoan, { ...request, amountSen })).toThrow(
        expect.objectContaining({
          code: 'APPLICATION.AMOUNT_OUT_OF_RANGE',
          message: 'The amount for this product must be from RM 1,000.00 to RM 50,000.00.',
          details: { min: 'RM 1,000.00', max: 'RM 50,000.00' },
        }),
      );
    }
    expect(() =>
      quoteLoan({ ...personalLoan, Status: 'Inactive' }, { ...request, amountSen: 100_000 }),
    ).toThrow(expect.objectContaining({ code: 'PRODUCT.INACTIVE', details: { sku: 'PL-SIMPLE-18' } }));
  });

  it('applies the Act to the loan: 18% simple over 72 months would charge more interest than lent', () => {
    // RM 10,000 × 18% × 6 years = 10,800.00 > 10,000.00.
    const long = { ...personalLoan, NumberOfInstallments: 72 };
    expect(() =>
      quoteLoan(long, { amountSen: 1_000_000, installments: 72, agreementDate: '2026-01-31' }),
    ).toThrow(
      expect.objectContaining({
        code: 'LENDING.INTEREST_ABOVE_PRINCIPAL',
        details: { interest: 'RM 10,800.00', principal: 'RM 10,000.00' },
      }),
    );
  });

  it('checks the rate a variable product charges: rate plus margin', () => {
    const variable = {
      ...personalLoan,
      InterestRate: 16,
      InterestPercentageKind: 'Fixed plus Variable' as const,
    };
    const request = { amountSen: 100_000, installments: 12, agreementDate: '2026-01-31' };
    expect(() => quoteLoan({ ...variable, VariableRateMargin: 2 }, request)).not.toThrow();
    expect(() => quoteLoan({ ...variable, VariableRateMargin: 2.5 }, request)).toThrow(
      expect.objectContaining({ code: 'LENDING.RATE_ABOVE_CAP' }),
    );
  });

  it("quotes a compound product under another regime ('Other')", () => {
    const business: QuotedProduct = {
      ...personalLoan,
      SKU: 'BF-CM-10',
      InterestType: 'Compound Monthly',
      InterestRate: 12,
      WithCollateralYN: 'Y',
      Regime: 'Other',
    };
    const s = quoteLoan(business, { amountSen: 1_000_000, installments: 12, agreementDate: '2026-01-31' });
    expect(s.monthlyInstallmentSen).toBe(88_849);
    expect(() =>
      quoteLoan(
        { ...business, Regime: 'Moneylenders Act 1951' },
        { amountSen: 1_000_000, installments: 12, agreementDate: '2026-01-31' },
      ),
    ).toThrow(expect.objectContaining({ code: 'LENDING.SIMPLE_INTEREST_ONLY' }));
  });
});
