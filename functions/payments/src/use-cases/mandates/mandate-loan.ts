import { mandateLoanNotFound } from '@ezc/domain';
import { ownedOrNotFound, type Principal } from '@ezc/platform';
import type { MandatedLoan } from '../../parties/loan-reader';
import type { PaymentsPorts } from '../../ports';

/** The loan a request names: a borrower's own, or any for staff ('Loan not found' otherwise). */
export async function mandatedLoanFor(
  deps: Pick<PaymentsPorts, 'loans'>,
  principal: Principal,
  loanNo: string,
): Promise<MandatedLoan> {
  return ownedOrNotFound(principal, await deps.loans.load(loanNo.trim().toUpperCase()), mandateLoanNotFound);
}
