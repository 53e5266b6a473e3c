import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGIME,
  effectiveAnnualRate,
  feeInputSchema,
  interestTypes,
  packageInputSchema,
  partnerInputSchema,
  productInputSchema,
  regimes,
} from './product';

const product = {
  SKU: 'PL-SIMPLE-18',
  Name: 'Personal Loan (Simple 18%)',
  NumberOfInstallments: 12,
  MinAmount: 1000,
  MaxAmount: 50000,
  WithCollateralYN: 'N',
  InterestType: 'Simple',
  InterestRate: 18,
};

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('product input', () => {
  it('names the contract values', () => {
    expect(interestTypes).toEqual(['Simple', 'Compound Daily', 'Compound Monthly']);
    expect(regimes).toEqual(['Moneylenders Act 1951', 'Other']);
    expect(DEFAULT_REGIME).toBe('Moneylenders Act 1951');
  });

  it('fills the defaults: the Act, a fixed rate, no penalty, no automatic signing, Active', () => {
    expect(productInputSchema.parse(product)).toEqual({
      ...product,
      Remark: undefined,
      InterestPercentageKind: 'Fixed',
      VariableRateMargin: undefined,
      EarlySettlementPenaltyType: 'None',
      EarlySettlementPenalty: undefined,
      AutoCompanySigningYN: 'N',
      Status: 'Active',
      PackageCode: undefined,
      Regime: 'Moneylenders Act 1951',
    });
  });

  it('upper-cases codes and treats an empty package code as none', () => {
    const p = productInputSchema.parse({ ...product, SKU: ' pl-simple-18 ', PackageCode: 'pkg-std' });
    expect(p.SKU).toBe('PL-SIMPLE-18');
    expect(p.PackageCode).toBe('PKG-STD');
    expect(productInputSchema.parse({ ...product, PackageCode: '' }).PackageCode).toBeUndefined();
  });

  it('refuses bad codes, texts, counts, amounts and rates with the field rules', () => {
    expect(
      issues(
        productInputSchema.safeParse({
          ...product,
          SKU: 'PL SIMPLE',
          Name: 'Loan <b>',
          NumberOfInstallments: 361,
          MinAmount: 1000.005,
          InterestRate: 0,
          InterestType: 'Flat',
        }),
      ),
    ).toEqual([
      'SKU: Use capital letters A-Z, digits 0-9, - and _ only (at most 40).',
      'Name: Input cannot contain the following characters: { } * < > /',
      'NumberOfInstallments: Enter a whole number from 1 to 360.',
      'MinAmount: Use at most 2 decimals (sen).',
      'InterestType: Choose one of the options.',
      'InterestRate: The percentage must be more than 0.',
    ]);
  });

  it('refuses a minimum above the maximum', () => {
    expect(issues(productInputSchema.safeParse({ ...product, MinAmount: 60000 }))).toEqual([
      'MaxAmount: The minimum amount cannot be more than the maximum amount.',
    ]);
  });

  it('asks for the margin of a variable rate, and drops it for a fixed one', () => {
    expect(issues(productInputSchema.safeParse({ ...product, InterestPercentageKind: 'Variable' }))).toEqual([
      'VariableRateMargin: Enter the variable rate margin for a variable interest percentage.',
    ]);
    const fixed = productInputSchema.parse({ ...product, VariableRateMargin: 2 });
    expect(fixed.VariableRateMargin).toBeUndefined();
    const variable = productInputSchema.parse({
      ...product,
      InterestRate: 15,
      InterestPercentageKind: 'Fixed plus Variable',
      VariableRateMargin: 2.5,
    });
    expect(effectiveAnnualRate(variable)).toBe(17.5);
    expect(effectiveAnnualRate(fixed)).toBe(18);
  });

  it('asks for the early settlement penalty unless it is None, a percentage at most 100', () => {
    expect(
      issues(productInputSchema.safeParse({ ...product, EarlySettlementPenaltyType: 'Amount' })),
    ).toEqual(['EarlySettlementPenalty: Enter the early settlement penalty, or choose None.']);
    expect(
      issues(
        productInputSchema.safeParse({
          ...product,
          EarlySettlementPenaltyType: 'Percentage',
          EarlySettlementPenalty: 101,
        }),
      ),
    ).toEqual(['EarlySettlementPenalty: Enter a percentage from 0 to 100.']);
    expect(
      productInputSchema.parse({
        ...product,
        EarlySettlementPenaltyType: 'Amount',
        EarlySettlementPenalty: 150,
      }).EarlySettlementPenalty,
    ).toBe(150);
  });

  it("takes the 'Other' regime", () => {
    expect(productInputSchema.parse({ ...product, Regime: 'Other' }).Regime).toBe('Other');
    expect(issues(productInputSchema.safeParse({ ...product, Regime: 'Banking Act' }))).toEqual([
      'Regime: Choose one of the options.',
    ]);
  });

  it('names the catalogue text of a lending rule', () => {
    const issue = productInputSchema.safeParse({ ...product, MinAmount: 60000 }).error?.issues[0];
    expect(issue).toMatchObject({ params: { textKey: 'lendingValidation.minAboveMax' } });
  });
});

describe('fee input', () => {
  it('keeps the figure its type uses', () => {
    expect(
      feeInputSchema.parse({
        SKU: 'PL-SIMPLE-18',
        Name: 'Stamp duty',
        FeeType: 'Amount',
        Amount: 10,
        Percentage: 5,
        AssociatedObjects: ['Stamping', 'Stamping'],
      }),
    ).toEqual({
      SKU: 'PL-SIMPLE-18',
      Name: 'Stamp duty',
      FeeType: 'Amount',
      Amount: 10,
      Percentage: undefined,
      AssociatedObjects: ['Stamping'],
    });
    expect(
      feeInputSchema.parse({
        SKU: 'PL-SIMPLE-18',
        Name: 'Processing fee',
        FeeType: 'Percentage',
        Percentage: 1,
        AssociatedObjects: ['Loan'],
      }).Percentage,
    ).toBe(1);
  });

  it('asks for the figure and at least one known associated object', () => {
    expect(
      issues(
        feeInputSchema.safeParse({ SKU: 'PL-1', Name: 'Fee', FeeType: 'Percentage', AssociatedObjects: [] }),
      ),
    ).toEqual([
      'AssociatedObjects: Choose at least one thing the fee is charged on.',
      'Percentage: Enter the fee percentage.',
    ]);
    expect(
      issues(
        feeInputSchema.safeParse({
          SKU: 'PL-1',
          Name: 'Fee',
          FeeType: 'Amount',
          Amount: 5,
          AssociatedObjects: ['Insurance'],
        }),
      ),
    ).toEqual(['AssociatedObjects.0: Choose one of the options.']);
  });
});

describe('package and partner input', () => {
  it('takes codes, names and an Active default status', () => {
    expect(
      packageInputSchema.parse({
        PackageCode: 'pkg-std',
        Name: 'Standard',
        CompanyCode: 'EZC',
        PartnerCode: '',
      }),
    ).toEqual({
      PackageCode: 'PKG-STD',
      Name: 'Standard',
      CompanyCode: 'EZC',
      PartnerCode: undefined,
      Status: 'Active',
    });
    expect(
      partnerInputSchema.parse({
        PartnerCode: 'PTN-001',
        Name: 'Maybank Islamic',
        AccountCode: 'ACC-1',
        Status: 'Inactive',
      }),
    ).toEqual({
      PartnerCode: 'PTN-001',
      Name: 'Maybank Islamic',
      AccountCode: 'ACC-1',
      CompanyCode: undefined,
      Status: 'Inactive',
    });
  });

  it('requires the code and the name', () => {
    expect(issues(partnerInputSchema.safeParse({ PartnerCode: ' ', Name: '', AccountCode: 'A' }))).toEqual([
      'PartnerCode: This field is required.',
      'Name: This field is required.',
    ]);
  });
});
