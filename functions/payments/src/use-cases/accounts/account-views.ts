import {
  chargeSenOf,
  daysLate,
  fromSen,
  interestNotYetBilledSen,
  loanDaysPastDue,
  owedSen,
  type Paging,
  scheduleNotFound,
  type TransactionRow,
} from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { accrued, balanceOutstandingSen, type Changed, creditHeldSen } from '../../accounts/account-changes';
import type { LoadedState } from '../../accounts/accounts-repository';
import {
  type AccountRow,
  dueOnRowSen,
  type Invoice,
  installmentOfScheduleId,
  isActivated,
  lateChargeUnpaidSen,
  overdueBaseSen,
} from '../../accounts/loan-account';
import { postedStatementRows } from '../../accounts/statement-rows';
import type { PaymentsPorts } from '../../ports';
import { accountFor, dayBefore } from './account-access';

type Deps = Pick<PaymentsPorts, 'accounts' | 'clock'>;
interface LoanRequest {
  principal: Principal;
  loanNo: string;
}

/** The account as it stands today: late charges accrued up to yesterday (shown, not saved). */
export async function currentAccount(deps: Deps, input: LoanRequest) {
  const loaded = await accountFor(deps, input.principal, input.loanNo);
  const now = deps.clock.now();
  const today = malaysiaDate(now);
  return { loaded, state: accrued(loaded, dayBefore(today), now.toISOString()), today };
}

/**
 * Rows `first` to `last` (all when not given) of the statement as the account stands today: its
 * stored rows, then those of the late charges accrued since (shown, not saved); and how many rows
 * there are in all. A page reads only its own rows; a range worked out from the count (the latest
 * page) is known before any row is read.
 */
export async function statementOf(
  deps: Deps,
  current: { loaded: LoadedState; state: Changed },
  asked?: RowRange | ((count: number) => RowRange),
): Promise<{ rows: TransactionRow[]; count: number }> {
  const { loaded, state } = current;
  const stored = loaded.statement.Rows;
  const unsaved = postedStatementRows(state.posted, owedSen(loaded.ledger)).flatMap((p) => p.rows);
  const range = typeof asked === 'function' ? asked(stored + unsaved.length) : asked;
  const first = range?.first ?? 1;
  const last = range?.last ?? stored + unsaved.length;
  const rows = [
    ...(first <= stored
      ? await deps.accounts.statement(loaded, { first, last: Math.min(last, stored) })
      : []),
    ...unsaved.slice(Math.max(first - stored - 1, 0), Math.max(last - stored, 0)),
  ];
  return { rows, count: stored + unsaved.length };
}

/**
 * The payment information of spec §3 on `today`: the current term (the latest activated
 * installment), its due date and what is due on it, the last payment, what earlier terms still
 * owe, and the total due today, with the late charges and the credit held, the days past due, and
 * the balance outstanding as the ledger balance plus the interest not yet billed.
 */
export function outstandingOf(state: Changed, today: string) {
  const a = state.account;
  const activated = a.Rows.filter(isActivated);
  const current = activated.at(-1);
  const earlier = activated.slice(0, -1);
  const dueToday = activated.filter((r) => r.DueDate <= today);
  return {
    LoanNo: a.LoanNo,
    CurrentTerm: current?.InstallmentNo ?? null,
    CurrentTermDueDate: current?.DueDate ?? null,
    PaymentDue: fromSen(current ? dueOnRowSen(current) : 0),
    LastPaymentDate: a.LastPayment?.Date ?? null,
    LastPaymentAmount: a.LastPayment ? fromSen(a.LastPayment.AmountSen) : null,
    PreviousTermOutstanding: fromSen(earlier.reduce((s, r) => s + dueOnRowSen(r), 0)),
    TotalDueToday: fromSen(dueToday.reduce((s, r) => s + dueOnRowSen(r), 0)),
    LedgerBalance: fromSen(owedSen(state.ledger)),
    InterestNotYetBilled: fromSen(interestNotYetBilledSen(a.Rows)),
    BalanceOutstanding: fromSen(balanceOutstandingSen(state)),
    LateCharges: fromSen(a.Rows.reduce((s, r) => s + lateChargeUnpaidSen(r), 0)),
    CreditHeld: fromSen(creditHeldSen(state.ledger)),
    DaysPastDue: loanDaysPastDue(a.Rows, today),
  };
}

/** `/loans/outstanding`: the payment information as the account stands today. */
export async function outstanding(deps: Deps, input: LoanRequest) {
  const { state, today } = await currentAccount(deps, input);
  return outstandingOf(state, today);
}

/** `/loans/get-outstanding-balance`: what the borrower still owes and has paid. */
export async function outstandingBalance(deps: Deps, input: LoanRequest) {
  const { state } = await currentAccount(deps, input);
  return {
    LoanNo: state.account.LoanNo,
    TotalRepayment: fromSen(state.account.Rows.reduce((s, r) => s + r.TotalSen, 0)),
    TotalPaidToDate: fromSen(state.ledger.PaidToDateSen),
    BalanceOutstanding: fromSen(balanceOutstandingSen(state)),
    Currency: 'MYR' as const,
  };
}

/** Statement rows as the transaction history shows them. */
export const transactionRowsView = (rows: readonly TransactionRow[]) =>
  rows.map((r) => ({
    Date: malaysiaDate(new Date(r.At)),
    DocumentNo: r.Ref ?? r.EntryId,
    Description: r.Description,
    Debit: fromSen(r.DebitSen),
    Credit: fromSen(r.CreditSen),
    Balance: fromSen(r.BalanceSen),
  }));

interface RowRange {
  first: number;
  last: number;
}

/** The rows of page `Page` of `Rows` each. */
export const pageRange = ({ Rows, Page }: Paging): RowRange => ({
  first: (Page - 1) * Rows + 1,
  last: Page * Rows,
});

/**
 * `/loans/transaction-history`: the ledger's entries that change what the borrower owes, oldest
 * first, with the balance owed after each.
 */
export async function transactionHistory(deps: Deps, input: LoanRequest & Paging) {
  const { rows, count } = await statementOf(deps, await currentAccount(deps, input), pageRange(input));
  return { Data: transactionRowsView(rows), Count: count };
}

/** An invoice as the loan's invoices tab and the invoice listing show it. */
export const invoiceView = (i: Invoice) => ({
  InvoiceNo: i.InvoiceNo,
  Date: i.Date,
  DocumentNo: i.InvoiceNo,
  Description:
    i.Type === 'LPC'
      ? `Late payment charge, installment ${i.InstallmentNo}`
      : `Installment ${i.InstallmentNo}`,
  Type: i.Type,
  InstallmentNo: i.InstallmentNo,
  Amount: fromSen(i.AmountSen),
  Paid: fromSen(i.PaidSen),
  DueDate: i.DueDate,
  Status: i.Status,
});

/** The account's invoices, installments and late charges, in order raised. */
export const invoicesOf = (state: Changed) => {
  const rows = state.account.Invoices.map(invoiceView);
  return { Data: rows, Count: rows.length };
};

/** `GET /loans/{loanNo}/invoices`: the loan's invoices, installments and late charges, in order raised. */
export async function loanInvoices(deps: Deps, input: LoanRequest) {
  return invoicesOf((await currentAccount(deps, input)).state);
}

const daysLateOf = (r: AccountRow, today: string) =>
  isActivated(r) && r.Status !== 'Paid' ? daysLate(r.DueDate, today) : 0;

/** `/simple-loan-schedules/get-schedule-payment-details`: one installment's money. */
export async function schedulePaymentDetails(
  deps: Deps,
  input: { principal: Principal; scheduleId: string },
) {
  const named = installmentOfScheduleId(input.scheduleId);
  if (!named) throw scheduleNotFound();
  const { state, today } = await currentAccount(deps, {
    principal: input.principal,
    loanNo: named.loanNo,
  }).catch(() => {
    throw scheduleNotFound();
  });
  const r = state.account.Rows.find((x) => x.InstallmentNo === named.installmentNo);
  if (!r) throw scheduleNotFound();
  return {
    ScheduleId: r.ScheduleId,
    InstallmentNo: r.InstallmentNo,
    DueDate: r.DueDate,
    Status: r.Status,
    Principal: fromSen(r.PrincipalSen),
    Interest: fromSen(r.InterestSen),
    TotalInstallment: fromSen(r.TotalSen),
    PrincipalPaid: fromSen(r.PrincipalPaidSen),
    InterestPaid: fromSen(r.InterestPaidSen),
    TotalPaid: fromSen(r.PrincipalPaidSen + r.InterestPaidSen),
    LateCharge: fromSen(r.LateChargeSen - r.LateChargeCreditedSen),
    LateChargePaid: fromSen(r.LateChargePaidSen),
    OutstandingDue: fromSen(dueOnRowSen(r)),
    DaysLate: daysLateOf(r, today),
  };
}

/**
 * `/invoices/get-lpc` (contract): the late payment charges accrued so far, each overdue
 * installment's days late, overdue sum and charge (accrued exactly, rounded once per row); a
 * charge taken back by a credit note is left out.
 */
export async function lateCharges(deps: Deps, input: LoanRequest) {
  const { state, today } = await currentAccount(deps, input);
  const rows = state.account.Rows.filter(
    (r) => r.AccruedNumerator > 0 || (isActivated(r) && daysLateOf(r, today) > 0 && overdueBaseSen(r) > 0),
  ).map((r) => ({
    InstallmentNo: r.InstallmentNo,
    DaysLate: daysLateOf(r, today),
    OverdueAmount: fromSen(isActivated(r) && r.Status !== 'Paid' ? overdueBaseSen(r) : 0),
    AmountSen: chargeSenOf(r.AccruedNumerator) - r.LateChargeCreditedSen,
  }));
  return {
    LoanNo: state.account.LoanNo,
    Amount: fromSen(rows.reduce((t, r) => t + r.AmountSen, 0)),
    Rows: rows.map(({ AmountSen, ...r }) => ({ ...r, Amount: fromSen(AmountSen) })),
  };
}
