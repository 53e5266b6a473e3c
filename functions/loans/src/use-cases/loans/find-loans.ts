import { actionsNow, fromSen, type LoanStatus, loanActionsOpen, type Paging } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { balanceOutstandingSen, type Loan } from '../../loans/loan';
import { loanFor } from '../../loans/loan-access';
import { loanDetail, loanRow, outstandingDueSen, scheduleRowView } from '../../loans/loan-view';
import type { LoansPorts } from '../../ports';

export interface LoanSearch {
  LoanNo?: string | undefined;
  Status?: string | undefined;
  BorrowerName?: string | undefined;
  BorrowerICNo?: string | undefined;
  CustomerId?: string | undefined;
}

/** `"All"`, empty and absent values mean no filter. */
const given = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();
/** IC numbers are written with and without dashes: compare their letters and digits only. */
const bare = (ic: string) => ic.replace(/[^0-9A-Za-z]/g, '').toLowerCase();

/**
 * `/loans/find-all`: loans newest first (by number), a borrower's own only; staff filter by
 * customer, status, a loan number's beginning ('EZC' finds them all), name or IC number.
 */
export async function listLoans(
  deps: Pick<LoansPorts, 'loans'>,
  input: Paging & { principal: Principal; search?: LoanSearch | undefined },
) {
  const s = input.search ?? {};
  const customerId =
    input.principal.kind === 'customer' ? (input.principal.customerId ?? '-') : given(s.CustomerId);
  const name = given(s.BorrowerName)?.toLowerCase();
  const ic = given(s.BorrowerICNo);
  const keep =
    name !== undefined || ic !== undefined
      ? (l: Loan) =>
          (name === undefined || l.BorrowerName.toLowerCase().includes(name)) &&
          (ic === undefined || bare(l.BorrowerICNo).includes(bare(ic)))
      : undefined;
  const page = await deps.loans.page(
    { customerId, status: given(s.Status), loanNoPrefix: given(s.LoanNo)?.toUpperCase(), keep },
    input,
  );
  return { Data: page.Data.map(loanRow), Count: page.Count };
}

/** The lending actions the caller may do on the loan now (staff only; a borrower does none). */
export async function loanActions(
  deps: Pick<LoansPorts, 'actionRights'>,
  principal: Principal,
  loan: Loan,
): Promise<string[]> {
  if (principal.kind !== 'staff') return [];
  const { rights } = await deps.actionRights.current();
  const open = loanActionsOpen(loan.Status as LoanStatus).filter(
    (a) => a !== 'Activate Installment' || nextToActivate(loan) !== undefined,
  );
  return actionsNow(open, rights, principal.roles);
}

/** The installment that may be activated next: the first still 'Scheduled', if the one before it is paid. */
export function nextToActivate(loan: Loan) {
  const i = loan.Schedule.findIndex((r) => r.Status === 'Scheduled');
  if (i < 0) return undefined;
  if (i === 0) return loan.Status === 'Disbursed' ? loan.Schedule[0] : undefined;
  return loan.Status === 'Active' && loan.Schedule[i - 1]!.Status === 'Paid' ? loan.Schedule[i] : undefined;
}

type ReadDeps = Pick<LoansPorts, 'loans'>;
interface LoanRequest {
  principal: Principal;
  loanNo: string;
}

/** `/loans/find-one`: the loan in full (contract), with what the caller may do on it now. */
export async function findLoan(deps: ReadDeps & Pick<LoansPorts, 'actionRights'>, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  return loanDetail(loan, await loanActions(deps, input.principal, loan));
}

/** `/loans/get-outstanding-balance`: what the borrower still owes and has paid. */
export async function outstandingBalance(deps: ReadDeps, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  return {
    LoanNo: loan.LoanNo,
    TotalRepayment: fromSen(loan.TotalRepaymentSen),
    TotalPaidToDate: fromSen(loan.TotalPaidToDateSen),
    BalanceOutstanding: fromSen(balanceOutstandingSen(loan)),
    Currency: 'MYR' as const,
  };
}

/** `/loans/outstanding-installments`: the activated installments not yet fully paid. */
export async function outstandingInstallments(deps: ReadDeps, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const rows = loan.Schedule.filter((r) => r.Status === 'Unpaid' || r.Status === 'Partial Paid').map(
    scheduleRowView,
  );
  return { Data: rows, Count: rows.length };
}

/**
 * `/loans/outstanding`: the payment information of spec §3 — the current term (the latest
 * activated installment), its due date and what is due on it, the last payment, what earlier terms
 * still owe, and the total due today.
 */
export async function outstanding(deps: ReadDeps & Pick<LoansPorts, 'clock'>, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const today = malaysiaDate(deps.clock.now());
  const activated = loan.Schedule.filter((r) => r.Status !== 'Scheduled');
  const current = activated.at(-1);
  const earlier = activated.slice(0, -1);
  const dueToday = activated.filter((r) => r.DueDate <= today);
  const lastPayment = loan.Ledger.filter((l) => l.CreditSen > 0).at(-1);
  return {
    LoanNo: loan.LoanNo,
    CurrentTerm: current?.InstallmentNo ?? null,
    CurrentTermDueDate: current?.DueDate ?? null,
    PaymentDue: fromSen(current ? outstandingDueSen(current) : 0),
    LastPaymentDate: lastPayment?.Date ?? null,
    LastPaymentAmount: lastPayment ? fromSen(lastPayment.CreditSen) : null,
    PreviousTermOutstanding: fromSen(earlier.reduce((s, r) => s + outstandingDueSen(r), 0)),
    TotalDueToday: fromSen(dueToday.reduce((s, r) => s + outstandingDueSen(r), 0)),
    BalanceOutstanding: fromSen(balanceOutstandingSen(loan)),
  };
}

/** `/loans/get-customer`: the loan's borrower as the loan names them. */
export async function loanCustomer(deps: ReadDeps & Pick<LoansPorts, 'borrowers'>, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const borrower = await deps.borrowers.load(loan.CustomerId);
  return {
    CustomerId: loan.CustomerId,
    BorrowerName: loan.BorrowerName,
    BorrowerICNo: loan.BorrowerICNo,
    AccountType: borrower?.AccountType ?? null,
    Email: borrower?.Email ?? null,
    ContactNo: borrower?.ContactNo || null,
  };
}

/**
 * `/loans/transaction-history`: the loan's ledger, oldest first, with the balance after each line
 * (what is owed: debits less credits).
 */
export async function transactionHistory(deps: ReadDeps, input: LoanRequest & Paging) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  let balance = 0;
  const rows = loan.Ledger.map((l) => {
    balance += l.DebitSen - l.CreditSen;
    return {
      Date: l.Date,
      DocumentNo: l.DocumentNo,
      Description: l.Description,
      Debit: fromSen(l.DebitSen),
      Credit: fromSen(l.CreditSen),
      Balance: fromSen(balance),
    };
  });
  return { Data: rows.slice((input.Page - 1) * input.Rows, input.Page * input.Rows), Count: rows.length };
}

const invoiceStatus = { Unpaid: 'Unpaid', 'Partial Paid': 'Partial Settled', Paid: 'Settled' } as const;

/**
 * `GET /loans/{loanNo}/invoices`: one invoice per activated installment, dated the day it was
 * activated (until the payments capability keeps invoices of its own).
 */
export async function loanInvoices(deps: ReadDeps, input: LoanRequest) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const rows = loan.Schedule.flatMap((r) =>
    r.Status === 'Scheduled'
      ? []
      : [
          {
            Date: r.ActivatedOn ?? r.DueDate,
            DocumentNo: `INV-${r.ScheduleId}`,
            Description: `Installment ${r.InstallmentNo} of ${loan.NumberOfInstallments}`,
            Amount: fromSen(r.TotalSen),
            DueDate: r.DueDate,
            Status: invoiceStatus[r.Status],
          },
        ],
  );
  return { Data: rows, Count: rows.length };
}
