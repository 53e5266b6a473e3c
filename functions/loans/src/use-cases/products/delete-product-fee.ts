import { productFeeNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import type { SetupCaller } from '../../setup/setup-caller';

/** `/product-fees/delete`: removes a fee from its product. */
export async function deleteProductFee(
  deps: Pick<LoansPorts, 'products' | 'actionRights'>,
  input: SetupCaller & { feeId: string },
) {
  await requireAction(deps, input.principal, 'Manage Products');
  const before = await deps.products.loadFee(input.feeId);
  if (!before) throw productFeeNotFound();
  await deps.products.removeFee(before, input.actor);
}
