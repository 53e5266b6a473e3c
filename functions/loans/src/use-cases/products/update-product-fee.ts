import { type ProductFeeInput, productFeeNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { feeRecord, feeView } from '../../setup/product-fee';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';

/** `/product-fees/update`: new terms for a fee. A fee stays with its product. */
export async function updateProductFee(
  deps: Pick<LoansPorts, 'products' | 'actionRights' | 'clock'>,
  input: SetupCaller & { feeId: string; fee: ProductFeeInput },
) {
  await requireAction(deps, input.principal, 'Manage Products');
  const before = await deps.products.loadFee(input.feeId);
  // The SKU sent must be the fee's own: a fee named under another product is not that product's.
  if (!before || before.value.SKU !== input.fee.SKU) throw productFeeNotFound();
  const after = feeRecord(
    input.feeId,
    input.fee,
    recordTimes(deps.clock.now().toISOString(), before.value.CreatedAt),
  );
  await deps.products.saveFee(before, after, input.actor);
  return feeView(after);
}
