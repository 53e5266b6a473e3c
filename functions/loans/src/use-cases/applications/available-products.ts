import { fromSen } from '@ezc/domain';
import { snapshotOf } from '../../applications/loan-terms';
import type { LoansPorts } from '../../ports';

/** `/applications/available-products`: the products open for new applications, by name. */
export async function availableProducts(deps: Pick<LoansPorts, 'products'>) {
  const products = await deps.products.list();
  return products
    .filter((p) => p.Status === 'Active')
    .map((p) => {
      const s = snapshotOf(p);
      return {
        SKU: s.SKU,
        Name: s.Name,
        InterestType: s.InterestType,
        InterestRate: s.InterestRate,
        NumberOfInstallments: s.NumberOfInstallments,
        WithCollateralYN: s.WithCollateralYN,
        MinAmount: fromSen(s.MinAmountSen),
        MaxAmount: fromSen(s.MaxAmountSen),
        Regime: s.Regime,
      };
    });
}
