import { type ProductInput, productNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { productRecord, productView } from '../../setup/product';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';
import { checkProductSetup } from './product-terms';

/**
 * `/products/update`: new terms for the product the SKU names. Applications already made keep the
 * terms they were made with.
 */
export async function updateProduct(
  deps: Pick<LoansPorts, 'products' | 'packages' | 'actionRights' | 'clock'>,
  input: SetupCaller & { product: ProductInput },
) {
  await requireAction(deps, input.principal, 'Manage Products');
  const { product } = input;
  const before = await deps.products.load(product.SKU);
  if (!before) throw productNotFound();
  await checkProductSetup(deps, product);
  const after = productRecord(product, recordTimes(deps.clock.now().toISOString(), before.value.CreatedAt));
  await deps.products.save(before, after, input.actor);
  return productView(after);
}
