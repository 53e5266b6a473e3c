import type { Principal } from '@ezc/platform';
import { type Mandate, mandateView } from '../../mandates/mandate-record';
import type { MandatedLoan } from '../../parties/loan-reader';
import type { Payment } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { mandatedLoanFor } from './mandate-loan';

/**
 * The day of the last debit the bank collected under the mandate (its registration, not an earlier
 * one of the loan): read from the payments, so it is never kept twice.
 */
export async function lastDebitOn(deps: Pick<PaymentsPorts, 'payments'>, m: Mandate): Promise<string | null> {
  return lastDebitAmong(await deps.payments.ofLoan(m.LoanNo), m);
}

/** The same, among the loan's payments already read. */
function lastDebitAmong(payments: readonly Payment[], m: Mandate): string | null {
  const days = payments
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
  return mandatePanel(loan, found?.value, found ? await deps.payments.ofLoan(loan.LoanNo) : []);
}

/** The mandate panel of a loan whose mandate and payments were read ('Not Set Up' when it has none). */
export function mandatePanel(
  loan: Pick<MandatedLoan, 'LoanNo' | 'CustomerId' | 'BorrowerName'>,
  mandate: Mandate | undefined,
  payments: readonly Payment[],
) {
  if (mandate) return mandateView(mandate, lastDebitAmong(payments, mandate));
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
