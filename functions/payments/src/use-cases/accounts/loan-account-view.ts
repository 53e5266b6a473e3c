import type { Principal } from '@ezc/platform';
import { manualPaymentMethods } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { mandatePanel } from '../mandates/get-mandate';
import { loanPaymentRows } from '../payments/find-payments';
import { settlementQuoteView } from '../settlement/full-settlement';
import { keptLoanNo } from './account-access';
import {
  currentAccount,
  invoicesOf,
  outstandingOf,
  pageRange,
  statementOf,
  transactionRowsView,
} from './account-views';

export interface LoanAccountViewInput {
  principal: Principal;
  loanNo: string;
  /** Rows of the transaction history a page shows. */
  transactionRows: number;
  /** Its page; the latest when not given (the history grows with the loan's age). */
  transactionPage?: number | undefined;
}

/**
 * `/loans/account-view`: what the loan page shows of the loan's account, in one answer, from one
 * read of the account: its payment information, a page of the transaction history, the invoices,
 * the payments, the e-mandate panel, today's settlement quote and the ways to pay. Each part is what its own call
 * answers (`/loans/outstanding`, `/loans/transaction-history`, `/loans/{loanNo}/invoices`,
 * `/loans/payments`, `/loans/get-mandate`, `/loans/settlement-quote`,
 * `/payments/get-payment-methods`), as of the same moment. Two rounds of reads: the account, its
 * payments and its mandate at once; then the statement's page, which the account's row count places.
 */
export async function loanAccountView(
  deps: Pick<PaymentsPorts, 'accounts' | 'clock' | 'payments' | 'mandates'>,
  input: LoanAccountViewInput,
) {
  // The payments and the mandate are read beside the account, not after it: nothing of them is
  // answered unless the account's read finds the loan the caller's (else it throws, 404).
  const loanNo = keptLoanNo(input.loanNo);
  const [current, payments, mandate] = await Promise.all([
    currentAccount(deps, input),
    deps.payments.ofLoan(loanNo),
    deps.mandates.load(loanNo),
  ]);
  const { state, today, loaded } = current;
  const rows = input.transactionRows;
  // The page asked for, else the latest of the history's rows.
  const pageOf = (count: number) => input.transactionPage ?? Math.max(1, Math.ceil(count / rows));
  const statement = await statementOf(deps, current, (count) =>
    pageRange({ Rows: rows, Page: pageOf(count) }),
  );
  return {
    Outstanding: outstandingOf(state, today),
    Transactions: {
      Data: transactionRowsView(statement.rows),
      Count: statement.count,
      Page: pageOf(statement.count),
    },
    Invoices: invoicesOf(state),
    Payments: loanPaymentRows(payments),
    Mandate: mandatePanel(loaded.account, mandate?.value, payments),
    SettlementQuote: settlementQuoteView(state, today),
    Methods: manualPaymentMethods.map((m) => ({ Code: m.Code, Name: m.Name })),
  };
}
