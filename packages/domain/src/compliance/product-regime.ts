import type { InterestPercentageKind, InterestType, Regime } from '../lending/product';
import { effectiveAnnualRate } from '../lending/product';
import { rateCap } from '../lending/regime';

/** Why a product is not lent under the Moneylenders Act's rules. */
export type OtherRegimeReason =
  /** Its setup names another licence. */
  | 'markedOther'
  /** It charges compound interest, which the Act does not allow. */
  | 'notSimpleInterest'
  /** Its rate a year is above the Act's cap for its collateral. */
  | 'rateAboveCap';

export interface RegimeTerms {
  readonly Regime: Regime;
  readonly InterestType: InterestType;
  readonly InterestRate: number;
  readonly InterestPercentageKind?: InterestPercentageKind | undefined;
  readonly VariableRateMargin?: number | undefined;
  readonly WithCollateralYN: 'Y' | 'N';
}

export interface ProductRegime {
  readonly Regime: Regime;
  /** The rate a year the borrower pays (with a variable product's margin). */
  readonly EffectiveRate: number;
  /** The Act's cap for this product's collateral. */
  readonly RateCap: number;
  /** Empty under the Act; otherwise every reason the product is under another regime. */
  readonly Reasons: readonly OtherRegimeReason[];
}

/**
 * The regime a product's loans fall under. Product setup refuses Act terms that break the Act,
 * so a product whose terms could not be under the Act has been marked 'Other'; its reasons name
 * each term that keeps it outside the Act, beside the marking itself.
 */
export function productRegime(p: RegimeTerms): ProductRegime {
  const EffectiveRate = effectiveAnnualRate(p);
  const RateCap = rateCap(p.WithCollateralYN);
  if (p.Regime !== 'Other') return { Regime: p.Regime, EffectiveRate, RateCap, Reasons: [] };
  const Reasons: OtherRegimeReason[] = ['markedOther'];
  if (p.InterestType !== 'Simple') Reasons.push('notSimpleInterest');
  if (EffectiveRate > RateCap) Reasons.push('rateAboveCap');
  return { Regime: 'Other', EffectiveRate, RateCap, Reasons };
}
