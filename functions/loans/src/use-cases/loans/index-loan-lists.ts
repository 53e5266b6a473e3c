import { rewrittenAtVersion, searchKeyWrites, upkeepOnce } from '@ezc/platform';
import { loanEntity, loanIndexes, loanListedWrite } from '../../loans/loan';
import { LOAN_SEARCH } from '../../loans/loans-repository';
import type { LoansPorts } from '../../ports';

/**
 * Loans stored when they carried their own list keys are written again without them, beside their
 * list entry and their search keys (by borrower name and IC number), once per store. Each keeps
 * its version; a loan changed meanwhile was put in shape by its own change.
 */
export function indexLoanLists(deps: Pick<LoansPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'loans-list-entries', loanIndexes.all, (item) => {
    if (item.SK !== 'LOAN') return undefined;
    const { value, write } = rewrittenAtVersion(loanEntity, item);
    return [
      write,
      loanListedWrite(value),
      ...searchKeyWrites(LOAN_SEARCH, value.LoanNo, { name: value.BorrowerName, ic: value.BorrowerICNo }),
    ];
  });
}
