import { fromSen } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { loanFor } from '../../loans/loan-access';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';

/** What the disbursement form starts from: the loan's amount and the borrower's own account. */
export interface DisbursementAccount {
  LoanNo: string;
  Amount: number;
  Currency: 'MYR';
  /** The borrower's bank in the common Bank list, or null when their profile names none. */
  BankCode: string | null;
  OtherBank: string | null;
  AccountNo: string | null;
  /** The name the account is held in: the borrower's (a company's for a corporate borrower). */
  AccountName: string;
}

/**
 * `/loans/get-disbursement-account`: for staff granted 'Disburse Loan', the account a loan is paid
 * into as the borrower gave it in their profile, so the money goes where the borrower said and
 * is not typed again from memory. Steps: the right, the loan, one read of the borrower's bank.
 */
export async function disbursementAccount(
  deps: Pick<LoansPorts, 'loans' | 'borrowers' | 'actionRights'>,
  input: { principal: Principal; loanNo: string },
): Promise<DisbursementAccount> {
  await requireAction(deps, input.principal, 'Disburse Loan');
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const account = await deps.borrowers.payoutAccount(loan.CustomerId);
  return {
    LoanNo: loan.LoanNo,
    Amount: fromSen(loan.AmountSen),
    Currency: 'MYR',
    BankCode: account?.BankCode ?? null,
    OtherBank: account?.OtherBank ?? null,
    AccountNo: account?.AccountNo ?? null,
    AccountName: account?.AccountName ?? loan.BorrowerName,
  };
}
