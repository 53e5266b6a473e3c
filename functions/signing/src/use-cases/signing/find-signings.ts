import { fromSen, type Paging, paginate } from '@ezc/domain';
import type { SigningPorts } from '../../ports';
import { signingEntity, signingIndexes } from '../../signing/signing-record';

/**
 * The loans whose signing is at a status (staff: the attestor's queue of loans waiting for them,
 * whoever may not list loans), oldest loan number first, from the signings' own index.
 */
export async function findSignings(deps: Pick<SigningPorts, 'table'>, input: Paging & { Status: string }) {
  const items = await deps.table.queryAll(signingIndexes.ofStatus(input.Status));
  const rows = items.map((i) => {
    const s = signingEntity.fromItem(i).value;
    return {
      LoanNo: s.LoanNo,
      CustomerId: s.CustomerId,
      BorrowerName: s.BorrowerName,
      Status: s.Status,
      Mode: s.Mode,
      SKU: s.SKU,
      ProductName: s.ProductName,
      Amount: s.AmountSen === undefined ? undefined : fromSen(s.AmountSen),
      VideoWatchedAt: s.VideoWatchedAt,
      UpdatedAt: s.UpdatedAt,
    };
  });
  return paginate(rows, input);
}
