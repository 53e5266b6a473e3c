import { effectiveAnnualRate, fromSen, quoteLoan, type Schedule, toSen } from '@ezc/domain';
import type { ProductRecord } from '../setup/product';
import type { ProductSnapshot } from './application';

/** What a borrower asks for: a product, an amount in ringgit and a number of monthly installments. */
export interface RequestedTerms {
  SKU: string;
  Amount: number;
  NumberOfInstallments: number;
}

export interface QuotedTerms {
  product: ProductSnapshot;
  amountSen: number;
  installments: number;
  schedule: Schedule;
}

/** The product's terms as an application keeps them: the rate as charged, a variable margin included. */
export function snapshotOf(p: ProductRecord): ProductSnapshot {
  return {
    SKU: p.SKU,
    Name: p.Name,
    InterestType: p.InterestType,
    InterestRate: effectiveAnnualRate(p),
    WithCollateralYN: p.WithCollateralYN,
    Regime: p.Regime,
    NumberOfInstallments: p.NumberOfInstallments,
    MinAmountSen: p.MinAmountSen,
    MaxAmountSen: p.MaxAmountSen,
    ...(p.PackageCode ? { PackageCode: p.PackageCode } : {}),
    AutoCompanySigningYN: p.AutoCompanySigningYN,
  };
}

/**
 * The schedule the product gives for the amount and term agreed on `agreementDate`, refused (422)
 * when the product is not open, the amount is outside its range, the term longer than the
 * product's, or the loan breaks its regime's rules (checked on the schedule's own total interest).
 * `status` is the product's when it is quoted for a new application; an approval quotes the
 * snapshot the application kept, which was open when it was taken.
 */
export function quoteTerms(
  product: ProductSnapshot,
  requested: Pick<RequestedTerms, 'Amount' | 'NumberOfInstallments'>,
  agreementDate: string,
  status: 'Active' | 'Inactive' = 'Active',
): QuotedTerms {
  const amountSen = toSen(requested.Amount);
  const schedule = quoteLoan(
    {
      SKU: product.SKU,
      Status: status,
      MinAmount: fromSen(product.MinAmountSen),
      MaxAmount: fromSen(product.MaxAmountSen),
      NumberOfInstallments: product.NumberOfInstallments,
      InterestType: product.InterestType,
      InterestRate: product.InterestRate,
      WithCollateralYN: product.WithCollateralYN,
      Regime: product.Regime,
    },
    { amountSen, installments: requested.NumberOfInstallments, agreementDate },
  );
  return { product, amountSen, installments: requested.NumberOfInstallments, schedule };
}
