import type { Principal } from '@ezc/platform';
import { mandateView } from '../../mandates/mandate-record';
import type { PaymentsPorts } from '../../ports';
import { mandatedLoanFor } from './mandate-loan';

/** A loan's mandate panel: its borrower's own, or any for staff; 'Not Set Up' when none was registered. */
export async function getMandate(
  deps: Pick<PaymentsPorts, 'loans' | 'mandates'>,
  principal: Principal,
  input: { LoanNo: string },
) {
  const loan = await mandatedLoanFor(deps, principal, input.LoanNo);
  const found = await deps.mandates.load(loan.LoanNo);
  if (found) return mandateView(found.value);
  return {
    ObjectType: 'LoanNo' as const,
    ObjectId: loan.LoanNo,
    LoanNo: loan.LoanNo,
    CustomerId: loan.CustomerId,
    BorrowerName: loan.BorrowerName,
    Status: 'Not Set Up' as const,
    RegisterDate: null,
    Amount: null,
    BankCode: null,
    AccountName: null,
    AccountNo: null,
    LastPaymentDate: null,
  };
}
