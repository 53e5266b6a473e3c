import {
  checkProductTerms,
  effectiveAnnualRate,
  type ProductInput,
  productPackageNotFound,
} from '@ezc/domain';
import type { LoansPorts } from '../../ports';

/**
 * What a product's terms must satisfy before it is saved: the regime's checks (the Act's caps and
 * its simple-interest rule, on the rate the borrower pays) and a package that exists.
 */
export async function checkProductSetup(deps: Pick<LoansPorts, 'packages'>, product: ProductInput) {
  checkProductTerms({
    Regime: product.Regime,
    InterestType: product.InterestType,
    InterestRate: effectiveAnnualRate(product),
    WithCollateralYN: product.WithCollateralYN,
  });
  if (product.PackageCode && !(await deps.packages.load(product.PackageCode))) {
    throw productPackageNotFound(product.PackageCode);
  }
}
