import { productNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { productView } from '../../setup/product';
import { feeView } from '../../setup/product-fee';

/** `/products/find-one`: a product with its fees. */
export async function findProduct(deps: Pick<LoansPorts, 'products'>, input: { sku: string }) {
  const found = await deps.products.load(input.sku);
  if (!found) throw productNotFound();
  const fees = await deps.products.fees(input.sku);
  return { ...productView(found.value), Fees: fees.map((f) => feeView(f.value)) };
}
