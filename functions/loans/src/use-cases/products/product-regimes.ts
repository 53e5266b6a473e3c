import { productRegime } from '@ezc/domain';
import type { LoansPorts } from '../../ports';

/**
 * `POST /compliance/products`: every product with the regime its loans fall under and, for one
 * under another regime, each reason it could not be lent under the Moneylenders Act's rules. By
 * name, whatever its status: an inactive product still has loans running under it.
 */
export async function listProductRegimes(deps: Pick<LoansPorts, 'products'>) {
  const products = await deps.products.list();
  const Data = products.map((p) => {
    const regime = productRegime(p);
    return {
      SKU: p.SKU,
      Name: p.Name,
      Status: p.Status,
      InterestType: p.InterestType,
      WithCollateralYN: p.WithCollateralYN,
      EffectiveRate: regime.EffectiveRate,
      RateCap: regime.RateCap,
      Regime: regime.Regime,
      Reasons: [...regime.Reasons],
    };
  });
  return { Data, Count: Data.length };
}
