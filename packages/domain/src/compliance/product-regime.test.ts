import { describe, expect, it } from 'vitest';
import { productRegime } from './product-regime';

describe('productRegime', () => {
  it('keeps a simple 18% product without collateral under the Act, with no reason', () => {
    expect(
      productRegime({
        Regime: 'Moneylenders Act 1951',
        InterestType: 'Simple',
        InterestRate: 18,
        WithCollateralYN: 'N',
      }),
    ).toEqual({ Regime: 'Moneylenders Act 1951', EffectiveRate: 18, RateCap: 18, Reasons: [] });
  });

  it('lists a compound 24% product under another regime with every reason', () => {
    expect(
      productRegime({
        Regime: 'Other',
        InterestType: 'Compound Monthly',
        InterestRate: 24,
        WithCollateralYN: 'N',
      }),
    ).toEqual({
      Regime: 'Other',
      EffectiveRate: 24,
      RateCap: 18,
      Reasons: ['markedOther', 'notSimpleInterest', 'rateAboveCap'],
    });
  });

  it("measures a variable product's rate with its margin against the 12% cap with collateral", () => {
    expect(
      productRegime({
        Regime: 'Other',
        InterestType: 'Simple',
        InterestRate: 10,
        InterestPercentageKind: 'Variable',
        VariableRateMargin: 2.5,
        WithCollateralYN: 'Y',
      }),
    ).toEqual({
      Regime: 'Other',
      EffectiveRate: 12.5,
      RateCap: 12,
      Reasons: ['markedOther', 'rateAboveCap'],
    });
  });

  it('says a product marked Other on Act terms is there only by its marking', () => {
    expect(
      productRegime({ Regime: 'Other', InterestType: 'Simple', InterestRate: 12, WithCollateralYN: 'Y' })
        .Reasons,
    ).toEqual(['markedOther']);
  });
});
