import { installmentDaysPastDue, interestNotYetBilledSen, paymentReceiptNotFound } from '@ezc/domain';
import { ownedOrNotFound, type Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { balanceOutstandingSen } from '../../accounts/account-changes';
import { lateChargeUnpaidSen } from '../../accounts/loan-account';
import { type Lender, makeReceipt, makeStatement, type StatementLanguage } from '../../documents';
import type { PaymentsPorts } from '../../ports';
import { currentAccount, statementOf } from '../accounts/account-views';

type Deps = Pick<PaymentsPorts, 'payments' | 'accounts' | 'loans' | 'clock'> & { lender: Lender };

export interface PdfFile {
  body: Uint8Array;
  contentType: 'application/pdf';
  fileName: string;
}

/**
 * `/payments/download-receipt`: the official receipt of an approved payment (the regulator asks
 * one for every payment received); a payment not approved has none ('Payment receipt not found.').
 */
export async function downloadReceipt(
  deps: Deps,
  input: { principal: Principal; paymentId: string },
): Promise<PdfFile> {
  const found = await deps.payments.load(input.paymentId.trim());
  const payment = ownedOrNotFound(input.principal, found?.value, paymentReceiptNotFound);
  if (payment.Status !== 'Approved' || !payment.ReceiptNo) throw paymentReceiptNotFound();
  const loan = await deps.loans.loadTerms(payment.LoanNo);
  const loaded = await deps.accounts.load(payment.LoanNo);
  const rows = loaded
    ? await deps.accounts.entryRows(loaded, [`PAY-${payment.PaymentId}`, `SETTLE-${payment.PaymentId}`])
    : [];
  const after = rows.at(-1);
  const body = await makeReceipt({
    Lender: deps.lender,
    ReceiptNo: payment.ReceiptNo,
    PaymentId: payment.PaymentId,
    LoanNo: payment.LoanNo,
    BorrowerName: payment.BorrowerName,
    BorrowerICNo: loan?.BorrowerICNo || '-',
    PaidOn: payment.PaymentDate,
    Method: payment.Method,
    ...(payment.RefNo ? { RefNo: payment.RefNo } : {}),
    AmountSen: payment.AmountSen,
    Allocation: payment.Allocation ?? [],
    CreditHeldSen: payment.CreditHeldSen ?? 0,
    BalanceAfterSen: after?.BalanceSen ?? 0,
    IssuedAt: payment.UpdatedAt,
  });
  return { body, contentType: 'application/pdf', fileName: `${payment.ReceiptNo}.pdf` };
}

/**
 * `/loans/statement`: the loan's statement of account today, in English or Malay: its transactions
 * close at the ledger balance, and the interest not yet billed adds them up to the balance
 * outstanding.
 */
export async function loanStatement(
  deps: Deps,
  input: { principal: Principal; loanNo: string; language: StatementLanguage },
): Promise<PdfFile> {
  const current = await currentAccount(deps, { principal: input.principal, loanNo: input.loanNo });
  const { state, today } = current;
  const { rows } = await statementOf(deps, current);
  const loan = await deps.loans.loadTerms(state.account.LoanNo);
  const a = state.account;
  const body = await makeStatement({
    Language: input.language,
    Lender: deps.lender,
    LoanNo: a.LoanNo,
    BorrowerName: a.BorrowerName,
    BorrowerICNo: loan?.BorrowerICNo || '-',
    AsOf: today,
    AmountSen: a.AmountSen,
    InterestRate: loan?.Product?.InterestRate ?? 0,
    NumberOfInstallments: a.Rows.length,
    TotalRepaymentSen: a.Rows.reduce((t, r) => t + r.TotalSen, 0),
    TotalPaidToDateSen: state.ledger.PaidToDateSen,
    BalanceOutstandingSen: balanceOutstandingSen(state),
    LateChargesSen: a.Rows.reduce((t, r) => t + lateChargeUnpaidSen(r), 0),
    InterestNotYetBilledSen: interestNotYetBilledSen(a.Rows),
    Transactions: rows.map((r) => ({
      Date: malaysiaDate(new Date(r.At)),
      DocumentNo: r.Ref ?? r.EntryId,
      Description: r.Description,
      DebitSen: r.DebitSen,
      CreditSen: r.CreditSen,
      BalanceSen: r.BalanceSen,
    })),
    Schedule: a.Rows.map((r) => ({
      InstallmentNo: r.InstallmentNo,
      DueDate: r.DueDate,
      TotalSen: r.TotalSen,
      PaidSen: r.PrincipalPaidSen + r.InterestPaidSen,
      Status: r.Status,
      DaysPastDue: installmentDaysPastDue(r, today),
    })),
  });
  return { body, contentType: 'application/pdf', fileName: `Statement-${a.LoanNo}-${today}.pdf` };
}
