import { ruleBroken } from '../errors';
import { formatRM } from './money';
import type { InterestType, Regime } from './product';

/**
 * The Moneylenders Act 1951 (as amended) limits what a licensed moneylender may charge: simple
 * interest only, at most 12% a year on a loan with collateral and 18% without, and never more
 * interest in total than the amount lent. A product under another licence ('Other') is not bound
 * by these checks.
 */
export const regimeLimits = { withCollateral: 12, withoutCollateral: 18 } as const;

export const LENDING_RATE_ABOVE_CAP = 'LENDING.RATE_ABOVE_CAP';
export const LENDING_SIMPLE_INTEREST_ONLY = 'LENDING.SIMPLE_INTEREST_ONLY';
export const LENDING_INTEREST_ABOVE_PRINCIPAL = 'LENDING.INTEREST_ABOVE_PRINCIPAL';

export interface ProductTerms {
  readonly Regime: Regime;
  readonly InterestType: InterestType;
  /** Percent a year, as charged (for variable kinds: rate plus margin, see effectiveAnnualRate). */
  readonly InterestRate: number;
  readonly WithCollateralYN: 'Y' | 'N';
}

export interface LoanTerms extends ProductTerms {
  readonly principalSen: number;
  readonly totalInterestSen: number;
}

/** The Act's yearly cap for a loan with or without collateral. */
export const rateCap = (withCollateralYN: 'Y' | 'N') =>
  withCollateralYN === 'Y' ? regimeLimits.withCollateral : regimeLimits.withoutCollateral;

/** Refuses (422) a product's terms the Act does not allow; says nothing under another regime. */
export function checkProductTerms(p: ProductTerms): void {
  if (p.Regime === 'Other') return;
  if (p.InterestType !== 'Simple') {
    throw ruleBroken(
      LENDING_SIMPLE_INTEREST_ONLY,
      'Under the Moneylenders Act 1951 only simple interest may be charged; choose the Simple interest type or mark the product as under another regime.',
    );
  }
  const limit = rateCap(p.WithCollateralYN);
  if (p.InterestRate > limit) {
    const kind = p.WithCollateralYN === 'Y' ? 'with' : 'without';
    throw ruleBroken(
      LENDING_RATE_ABOVE_CAP,
      `Under the Moneylenders Act 1951 the interest rate may be at most ${limit}% a year for a loan ${kind} collateral.`,
      { limit },
    );
  }
}

/** The product's checks, and the total interest of the loan against the amount lent. */
export function checkLoanTerms(p: LoanTerms): void {
  checkProductTerms(p);
  if (p.Regime === 'Other') return;
  if (p.totalInterestSen > p.principalSen) {
    const interest = formatRM(p.totalInterestSen);
    const principal = formatRM(p.principalSen);
    throw ruleBroken(
      LENDING_INTEREST_ABOVE_PRINCIPAL,
      `Under the Moneylenders Act 1951 the total interest (${interest}) may not be more than the amount lent (${principal}).`,
      { interest, principal },
    );
  }
}
