import { lendingSetupTexts } from '@ezc/domain/i18n/lending-setup';
import { describe, expect, it } from 'vitest';
import { NEW_PRODUCT, type Values } from './form-values';
import { regimeNote } from './regime-note';

const texts = lendingSetupTexts.en.lendingSetup.product;
const note = (changes: Values) => regimeNote({ ...NEW_PRODUCT, ...changes }, texts);

describe('the note beside the interest rate', () => {
  it('refuses 19% a year without collateral under the Moneylenders Act 1951, in the API’s words', () => {
    expect(note({ InterestRate: '19', WithCollateralYN: 'N' })).toEqual({
      tone: 'error',
      text: 'Under the Moneylenders Act 1951 the interest rate may be at most 18% a year for a loan without collateral.',
    });
  });

  it('allows 18% without collateral and says the cap', () => {
    expect(note({ InterestRate: '18', WithCollateralYN: 'N' })).toEqual({
      tone: 'info',
      text: 'Under the Moneylenders Act 1951 the rate may be at most 18% a year for this product (without collateral), and only simple interest may be charged.',
    });
  });

  it('caps a secured loan at 12%', () => {
    expect(note({ InterestRate: '12.5', WithCollateralYN: 'Y' })).toEqual({
      tone: 'error',
      text: 'Under the Moneylenders Act 1951 the interest rate may be at most 12% a year for a loan with collateral.',
    });
    expect(note({ InterestRate: '12', WithCollateralYN: 'Y' }).tone).toBe('info');
  });

  it('counts the variable margin in what is charged: 16% plus 3% is above 18%', () => {
    expect(
      note({ InterestRate: '16', InterestPercentageKind: 'Variable', VariableRateMargin: '3' }).tone,
    ).toBe('error');
    expect(note({ InterestRate: '16', InterestPercentageKind: 'Fixed', VariableRateMargin: '3' }).tone).toBe(
      'info',
    );
  });

  it('allows only simple interest under the Act', () => {
    expect(note({ InterestRate: '10', InterestType: 'Compound Monthly' })).toEqual({
      tone: 'error',
      text: 'Under the Moneylenders Act 1951 only simple interest may be charged; choose the Simple interest type or mark the product as under another regime.',
    });
  });

  it('lifts the Act’s limits for a product under another licence', () => {
    expect(note({ Regime: 'Other', InterestRate: '25', InterestType: 'Compound Daily' })).toEqual({
      tone: 'info',
      text: 'Lent under another licence: the Moneylenders Act 1951 limits do not apply.',
    });
  });

  it('says the rule, not a refusal, while the rate is empty or not yet a number', () => {
    expect(note({ InterestRate: '' }).tone).toBe('info');
    expect(note({ InterestRate: '1x' }).tone).toBe('info');
  });
});
