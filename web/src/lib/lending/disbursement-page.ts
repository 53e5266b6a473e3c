import type { BankChoice, DisbursementDefaults } from '../../islands/lending/disbursement-form';
import type { ApiAnswer } from '../api-operations';
import { type Answer, dataOf } from '../server-api';

/**
 * What a loan page reads to offer the disbursement form: the account the borrower gave (the loans
 * context's narrow read of their profile) and the common Bank list to choose the bank from. Read
 * only when the reader may disburse the loan now.
 */
type Account = ApiAnswer<'post', '/api/loans/get-disbursement-account'>['Data'];
type BankItem = ApiAnswer<'get', '/api/lists/items'>['Data'][number];

export const disbursementCalls = (loanNo: string) =>
  [
    ['POST', '/loans/get-disbursement-account', { LoanNo: loanNo }],
    ['GET', '/lists/items?ListName=Bank'],
  ] as const;

/**
 * The form's start from the answers of `disbursementCalls` (in that order). Without the account
 * (not answered) it starts from the loan: its amount, and the borrower's name for the account.
 */
export function disbursementForm(
  answers: readonly Answer[],
  loan: { readonly Amount?: number; readonly BorrowerName?: string },
): { defaults: DisbursementDefaults; banks: BankChoice[] } {
  const [accountAnswer, banksAnswer] = answers;
  const account = accountAnswer ? dataOf<Account>(accountAnswer) : undefined;
  const banks = (banksAnswer ? (dataOf<BankItem[]>(banksAnswer) ?? []) : []).map((b) => ({
    Code: b.Code,
    Name: b.Name,
    NameEn: b.NameEn,
  }));
  return {
    defaults: account ?? { Amount: loan.Amount ?? 0, AccountName: loan.BorrowerName ?? '' },
    banks,
  };
}
