import { productFeeNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { feeView } from '../../setup/product-fee';

/** `/product-fees/find-one`: one fee by its FeeId. */
export async function findProductFee(deps: Pick<LoansPorts, 'products'>, input: { feeId: string }) {
  const found = await deps.products.loadFee(input.feeId);
  if (!found) throw productFeeNotFound();
  return feeView(found.value);
}
