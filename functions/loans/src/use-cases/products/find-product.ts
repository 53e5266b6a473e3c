import { productNotFound } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { LoansPorts } from '../../ports';
import { actionsAllowed } from '../../setup/action-rights';
import { productView } from '../../setup/product';
import { feeView } from '../../setup/product-fee';

/** `/products/find-one`: a product with its fees, and whether the caller may manage it now. */
export async function findProduct(
  deps: Pick<LoansPorts, 'products' | 'actionRights'>,
  input: { principal: Pick<Principal, 'roles'>; sku: string },
) {
  const found = await deps.products.load(input.sku);
  if (!found) throw productNotFound();
  const [fees, Actions] = await Promise.all([
    deps.products.fees(input.sku),
    actionsAllowed(deps, input.principal, ['Manage Products']),
  ]);
  return { ...productView(found.value), Fees: fees.map((f) => feeView(f.value)), Actions };
}
