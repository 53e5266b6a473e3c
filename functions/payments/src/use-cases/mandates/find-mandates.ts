import { matchesSearch, type Paging, paginate } from '@ezc/domain';
import { type Principal, visibleTo } from '@ezc/platform';
import { mandateView } from '../../mandates/mandate-record';
import type { PaymentsPorts } from '../../ports';
import { lastDebitOn } from './get-mandate';

export interface FindMandatesInput extends Paging {
  Search?:
    | {
        LoanNo?: string | undefined;
        /** spec §7 names the loan as ObjectType 'LoanNo' with its number as ObjectId. */
        ObjectId?: string | undefined;
        ObjectType?: string | undefined;
        Status?: string | undefined;
      }
    | undefined;
}

/** The registered mandates, loan number first: all for staff, a borrower's own for a borrower. */
export async function findMandates(
  deps: Pick<PaymentsPorts, 'mandates' | 'payments'>,
  principal: Principal,
  input: FindMandatesInput,
) {
  const search = input.Search ?? {};
  const status = search.Status && search.Status !== 'All' ? search.Status : undefined;
  const rows = visibleTo(principal, await deps.mandates.all())
    .filter((m) => matchesSearch(m, { LoanNo: search.LoanNo, ObjectType: search.ObjectType }))
    .filter((m) => matchesSearch(m, { LoanNo: search.ObjectId }))
    .filter((m) => status === undefined || m.Status === status)
    .sort((a, b) => a.LoanNo.localeCompare(b.LoanNo));
  const page = paginate(rows, input);
  // Only the page shown reads its debits.
  return {
    ...page,
    Data: await Promise.all(page.Data.map(async (m) => mandateView(m, await lastDebitOn(deps, m)))),
  };
}
