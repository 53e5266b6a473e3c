import { hasSearchKeys, searchKeyWrites, unchangedSince, upkeepOnce } from '@ezc/platform';
import { loanEntity, loanIndexes } from '../../loans/loan';
import { LOAN_SEARCH } from '../../loans/loans-repository';
import type { LoansPorts } from '../../ports';

/**
 * Loans stored before they were found by borrower name and IC number through search keys get
 * their keys, once per store. Each loan's keys are written in one transaction conditioned on its
 * version: a loan changed meanwhile got its keys by its own change. A loan made or changed since
 * has them already and is left alone.
 */
export function indexLoanSearchKeys(deps: Pick<LoansPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'loans-search-keys', loanIndexes.all, async (item) => {
    const { value } = loanEntity.fromItem(item);
    const terms = { name: value.BorrowerName, ic: value.BorrowerICNo };
    const writes = searchKeyWrites(LOAN_SEARCH, value.LoanNo, terms);
    if (writes.length === 0 || (await hasSearchKeys(deps.table, LOAN_SEARCH, value.LoanNo, terms)))
      return undefined;
    return [unchangedSince(loanEntity.key(value.LoanNo), item), ...writes];
  });
}
