import { type ProductFeeInput, productNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { feeRecord, feeView } from '../../setup/product-fee';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';

/** `/products/add-fee`: a fee of the product the SKU names. */
export async function addProductFee(
  deps: Pick<LoansPorts, 'products' | 'actionRights' | 'clock'>,
  input: SetupCaller & { fee: ProductFeeInput },
) {
  await requireAction(deps, input.principal, 'Manage Products');
  if (!(await deps.products.load(input.fee.SKU))) throw productNotFound();
  const record = feeRecord(
    await deps.products.nextFeeId(),
    input.fee,
    recordTimes(deps.clock.now().toISOString()),
  );
  await deps.products.addFee(record, input.actor);
  return feeView(record);
}
