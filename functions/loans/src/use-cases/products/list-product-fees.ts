import { type Paging, paginate, productNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { feeView } from '../../setup/product-fee';

/** `/products/get-fees`: a product's fees, in the order they were added. */
export async function listProductFees(deps: Pick<LoansPorts, 'products'>, input: Paging & { sku: string }) {
  if (!(await deps.products.load(input.sku))) throw productNotFound();
  const fees = await deps.products.fees(input.sku);
  return paginate(
    fees.map((f) => feeView(f.value)),
    input,
  );
}
