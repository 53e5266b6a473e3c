import { productInUse, productNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import type { SetupCaller } from '../../setup/setup-caller';

/**
 * `/products/delete`: the product and its fees. A product an application was made with stays (its
 * loans name it); staff set it Inactive instead.
 */
export async function deleteProduct(
  deps: Pick<LoansPorts, 'products' | 'applications' | 'actionRights'>,
  input: SetupCaller & { sku: string },
) {
  await requireAction(deps, input.principal, 'Manage Products');
  const before = await deps.products.load(input.sku);
  if (!before) throw productNotFound();
  if ((await deps.applications.madeWith(input.sku)) > 0) throw productInUse(input.sku);
  await deps.products.remove(before, input.actor);
}
