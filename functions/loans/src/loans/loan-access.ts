import { loanNotFound } from '@ezc/domain';
import { ownedOrNotFound, type Principal } from '@ezc/platform';
import type { LoadedLoan } from './loan';
import type { Loans } from './loans-repository';

/**
 * The loan a request names: a borrower's own, or any for staff (whose route already checked their
 * privileges). Another borrower's loan answers exactly like a missing one (spec §5 'Loan not found').
 */
export async function loanFor(
  loans: Pick<Loans, 'load'>,
  principal: Principal,
  loanNo: string,
): Promise<LoadedLoan> {
  const loaded = await loans.load(loanNo.trim().toUpperCase());
  ownedOrNotFound(principal, loaded?.value, loanNotFound);
  return loaded!;
}
