import type { ListAnswer, MandateStatus, Paging } from '@ezc/domain';
import { type Principal, visibleTo } from '@ezc/platform';
import { type Mandate, mandateView } from '../../mandates/mandate-record';
import type { PaymentsPorts } from '../../ports';
import { lastDebitOn } from './get-mandate';

export interface FindMandatesInput extends Paging {
  Search?:
    | {
        /** spec §7 names the loan as ObjectType 'LoanNo' with its number as ObjectId. */
        ObjectType?: string | undefined;
        ObjectId?: string | undefined;
        /** The loan's number, as the product's other lists name it (the same as ObjectId). */
        LoanNo?: string | undefined;
        Status?: MandateStatus | 'All' | undefined;
      }
    | undefined;
}

/** `"All"`, empty and absent values mean no filter. */
const given = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();

/**
 * `/mandate/find-all`: the registered mandates, loan number first: every one for staff, a
 * borrower's own for a borrower. A loan's number (ObjectId or LoanNo) reads that loan's mandate by
 * its key; otherwise the page and its count are read from the list's key (see mandateIndexes).
 * Only the page shown reads its debits.
 */
export async function findMandates(
  deps: Pick<PaymentsPorts, 'mandates' | 'payments'>,
  principal: Principal,
  input: FindMandatesInput,
) {
  const search = input.Search ?? {};
  const status = given(search.Status) as MandateStatus | undefined;
  const objectType = given(search.ObjectType);
  const loanNo = given(search.ObjectId) ?? given(search.LoanNo);
  const customerId = principal.kind === 'customer' ? (principal.customerId ?? '-') : undefined;
  // Mandates are registered for loans only: any other kind of object has none.
  if (objectType !== undefined && objectType !== 'LoanNo') return { Data: [], Count: 0 };

  let page: ListAnswer<Mandate>;
  if (loanNo !== undefined) {
    const found = await deps.mandates.load(loanNo.toUpperCase());
    const rows = visibleTo(principal, found ? [found.value] : []).filter(
      (m) => status === undefined || m.Status === status,
    );
    page = { Data: input.Page === 1 ? rows : [], Count: rows.length };
  } else {
    page = await deps.mandates.page({ customerId, status }, input);
  }
  return {
    Count: page.Count,
    Data: await Promise.all(page.Data.map(async (m) => mandateView(m, await lastDebitOn(deps, m)))),
  };
}
