import { feeInputSchema, productInputSchema } from '@ezc/domain/lending/product';
import { describe, expect, it } from 'vitest';
import {
  feeBody,
  feeValues,
  NEW_PRODUCT,
  numberOf,
  productBody,
  productValues,
  recordBody,
} from './form-values';

describe('numbers as people type them', () => {
  it('reads ringgit with separators and the currency, and refuses other text', () => {
    expect(numberOf('1,234.50')).toBe(1234.5);
    expect(numberOf('RM 50000')).toBe(50000);
    expect(numberOf(' 18 ')).toBe(18);
    expect(numberOf('.5')).toBe(0.5);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('12a')).toBeNaN();
    expect(numberOf('1.2.3')).toBeNaN();
  });
});

describe('the product form', () => {
  const typed = {
    ...NEW_PRODUCT,
    SKU: 'pl-test-01',
    Name: ' Personal Loan Test ',
    NumberOfInstallments: '12',
    MinAmount: '1,000',
    MaxAmount: '50,000.00',
    InterestRate: '18',
    VariableRateMargin: '2',
    EarlySettlementPenalty: '100',
  };

  it('sends what the API takes: numbers, no margin for a fixed rate, no penalty when there is none', () => {
    const body = productBody(typed);
    expect(body).toMatchObject({
      SKU: 'pl-test-01',
      Name: 'Personal Loan Test',
      NumberOfInstallments: 12,
      MinAmount: 1000,
      MaxAmount: 50000,
      InterestRate: 18,
      WithCollateralYN: 'N',
      InterestType: 'Simple',
      Regime: 'Moneylenders Act 1951',
    });
    expect(body.VariableRateMargin).toBeUndefined();
    expect(body.EarlySettlementPenalty).toBeUndefined();
    expect(body.Remark).toBeUndefined();
    const parsed = productInputSchema.parse(body);
    expect(parsed.SKU).toBe('PL-TEST-01');
  });

  it('keeps the penalty and the margin when their kinds use them', () => {
    const body = productBody({
      ...typed,
      InterestPercentageKind: 'Fixed plus Variable',
      EarlySettlementPenaltyType: 'Amount',
    });
    expect(body.VariableRateMargin).toBe(2);
    expect(body.EarlySettlementPenalty).toBe(100);
  });

  it('shows a saved product as the texts its controls hold', () => {
    const values = productValues({
      SKU: 'PL-SIMPLE-18',
      Name: 'Personal Loan',
      MinAmount: 1000,
      MaxAmount: 50000.5,
      InterestRate: 18,
      NumberOfInstallments: 12,
      WithCollateralYN: 'N',
    });
    expect(values).toMatchObject({
      SKU: 'PL-SIMPLE-18',
      MinAmount: '1000',
      MaxAmount: '50000.5',
      InterestRate: '18',
    });
    expect(values.PackageCode).toBe('');
  });
});

describe('the fee form', () => {
  it('sends the amount for an amount fee and the percentage for a percentage fee', () => {
    const values = {
      Name: 'Stamp duty',
      FeeType: 'Amount',
      Amount: '10',
      Percentage: '1',
      AssociatedObjects: ['Stamping'],
    };
    expect(feeBody('PL-1', values)).toEqual({
      SKU: 'PL-1',
      Name: 'Stamp duty',
      FeeType: 'Amount',
      Amount: 10,
      Percentage: undefined,
      AssociatedObjects: ['Stamping'],
    });
    expect(feeBody('PL-1', { ...values, FeeType: 'Percentage' })).toMatchObject({
      Amount: undefined,
      Percentage: 1,
    });
    expect(feeInputSchema.safeParse(feeBody('PL-1', { ...values, AssociatedObjects: [] })).success).toBe(
      false,
    );
  });

  it('shows a saved fee', () => {
    expect(
      feeValues({
        FeeId: 'F1',
        Name: 'Processing',
        FeeType: 'Percentage',
        Percentage: 1,
        AssociatedObjects: ['Loan'],
      }),
    ).toEqual({
      Name: 'Processing',
      FeeType: 'Percentage',
      Amount: '',
      Percentage: '1',
      AssociatedObjects: ['Loan'],
    });
  });
});

describe('a package or partner form', () => {
  it('trims the texts and leaves the empty ones out', () => {
    expect(
      recordBody({ PackageCode: ' pkg-1 ', Name: 'Standard', PartnerCode: '' }, [
        'PackageCode',
        'Name',
        'PartnerCode',
      ]),
    ).toEqual({
      PackageCode: 'pkg-1',
      Name: 'Standard',
      PartnerCode: undefined,
    });
  });
});
