import type { Principal } from '@ezc/platform';
import { type Mandate, mandateView } from '../../mandates/mandate-record';
import type { PaymentsPorts } from '../../ports';
import { mandatedLoanFor } from './mandate-loan';

/**
 * The day of the last debit the bank collected under the mandate (its registration, not an earlier
 * one of the loan): read from the payments, so it is never kept twice.
 */
export async function lastDebitOn(deps: Pick<PaymentsPorts, 'payments'>, m: Mandate): Promise<string | null> {
  const days = (await deps.payments.ofLoan(m.LoanNo))
    .filter((p) => p.MandateId === m.MandateId && p.Status === 'Approved')
    .map((p) => p.ApprovedOn ?? p.PaymentDate)
    .sort();
  return days.at(-1) ?? null;
}

/** A loan's mandate panel: its borrower's own, or any for staff; 'Not Set Up' when none was registered. */
export async function getMandate(
  deps: Pick<PaymentsPorts, 'loans' | 'mandates' | 'payments'>,
  principal: Principal,
  input: { LoanNo: string },
) {
  const loan = await mandatedLoanFor(deps, principal, input.LoanNo);
  const found = await deps.mandates.load(loan.LoanNo);
  if (found) return mandateView(found.value, await lastDebitOn(deps, found.value));
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
