import { type ProductInput, productExists } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { productRecord, productView } from '../../setup/product';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';
import { checkProductSetup } from './product-terms';

/** `/products/add`: a new product, its terms checked against its regime. */
export async function addProduct(
  deps: Pick<LoansPorts, 'products' | 'packages' | 'actionRights' | 'clock'>,
  input: SetupCaller & { product: ProductInput },
) {
  await requireAction(deps, input.principal, 'Manage Products');
  const { product } = input;
  await checkProductSetup(deps, product);
  if (await deps.products.load(product.SKU)) throw productExists(product.SKU);
  const record = productRecord(product, recordTimes(deps.clock.now().toISOString()));
  await deps.products.create(record, input.actor);
  return productView(record);
}
