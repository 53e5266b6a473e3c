import { fromSen, type Paging } from '@ezc/domain';
import { countedPage, type Item, listedItems } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { signingCount, signingEntity, signingIndexes } from '../../signing/signing-record';

const rowOf = (i: Item) => {
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
};

/**
 * The loans whose signing is at a status (staff: the attestor's queue of loans waiting for them,
 * whoever may not list loans), oldest loan number first, from the signings' own index: a page read
 * as far as the page, and the count kept by status (most signings end 'Signed', so that list
 * grows with the book).
 */
export async function findSignings(deps: Pick<SigningPorts, 'table'>, input: Paging & { Status: string }) {
  const page = await countedPage(
    deps.table,
    signingIndexes.ofStatus(input.Status),
    { sharded: signingCount(input.Status) },
    { Rows: input.Rows, Page: input.Page },
    (i) => i,
  );
  return { Data: (await listedItems(deps.table, page.Data)).map(rowOf), Count: page.Count };
}
