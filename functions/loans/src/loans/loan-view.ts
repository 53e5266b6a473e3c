import { fromSen, installmentDaysPastDue, loanDaysPastDue } from '@ezc/domain';
import { balanceOutstandingSen, type Loan, type ScheduleRow } from './loan';

/**
 * What is still due on an activated installment; nothing is due on one not yet activated, nor on
 * one paid (a settled installment is paid with less than its total: later interest is not charged).
 */
export const outstandingDueSen = (r: ScheduleRow) =>
  r.Status === 'Scheduled' || r.Status === 'Paid' ? 0 : r.TotalSen - r.PaidSen;

/**
 * Days past due only count once the money is out: before disbursement a schedule is a quotation,
 * whatever its dates. `today` is the business clock's day in Malaysia.
 */
const pastDueOf = (l: Pick<Loan, 'DisbursementDate'>, today: string) =>
  l.DisbursementDate === undefined ? () => 0 : (r: ScheduleRow) => installmentDaysPastDue(r, today);

/**
 * A schedule row as the contract names it (`SimpleLoans[0].LoanSchedule`), with its days past due
 * on `today` (0 when not overdue): the screens say "Overdue, N days" from it, the `Status` staying
 * the contract's.
 */
export const scheduleRowView = (r: ScheduleRow, daysPastDue: (r: ScheduleRow) => number = () => 0) => ({
  ScheduleId: r.ScheduleId,
  InstallmentNo: r.InstallmentNo,
  DueDate: r.DueDate,
  Principal: fromSen(r.PrincipalSen),
  Interest: fromSen(r.InterestSen),
  TotalInstallment: fromSen(r.TotalSen),
  TotalPaid: fromSen(r.PaidSen),
  OutstandingDue: fromSen(outstandingDueSen(r)),
  Status: r.Status,
  PrincipalPaid: fromSen(r.PrincipalPaidSen),
  // spec §3 names the row's field Principal_Paid ("copied to PrincipalPaid"): both are sent.
  Principal_Paid: fromSen(r.PrincipalPaidSen),
  DaysPastDue: daysPastDue(r),
});

/** The schedule rows of a loan as the contract names them, with their days past due on `today`. */
export const scheduleRowsView = (l: Loan, rows: readonly ScheduleRow[], today: string) =>
  rows.map((r) => scheduleRowView(r, pastDueOf(l, today)));

/** A row of the loan listing, with its days past due on `today` (its oldest unpaid installment's). */
export const loanRow = (l: Loan, today: string) => ({
  LoanNo: l.LoanNo,
  LoanId: l.LoanId,
  ApplicationId: l.ApplicationId,
  Status: l.Status,
  CustomerId: l.CustomerId,
  BorrowerName: l.BorrowerName,
  BorrowerICNo: l.BorrowerICNo,
  SKU: l.Product.SKU,
  ProductName: l.Product.Name,
  Regime: l.Product.Regime,
  Amount: fromSen(l.AmountSen),
  InterestRate: l.Product.InterestRate,
  InterestType: l.Product.InterestType,
  NumberOfInstallments: l.NumberOfInstallments,
  TotalRepayment: fromSen(l.TotalRepaymentSen),
  BalanceOutstanding: fromSen(balanceOutstandingSen(l)),
  DaysPastDue: l.DisbursementDate === undefined ? 0 : loanDaysPastDue(l.Schedule, today),
  AgreementDate: l.AgreementDate,
  DisbursementDate: l.DisbursementDate ?? null,
  CreatedAt: l.CreatedAt,
});

/** One loan in full (contract: Loan find-one), with the lending actions the caller may do on it now. */
export const loanDetail = (l: Loan, actions: string[], today: string) => ({
  ...loanRow(l, today),
  WithCollateralYN: l.Product.WithCollateralYN,
  TotalInterest: fromSen(l.TotalInterestSen),
  TotalPaidToDate: fromSen(l.TotalPaidToDateSen),
  EndDate: l.EndDate,
  ...(l.Stamping ? { Stamping: { StampingDate: l.Stamping.StampingDate, MediaId: l.Stamping.MediaId } } : {}),
  ...(l.Disbursement
    ? {
        Disbursement: {
          Method: l.Disbursement.Method,
          Amount: fromSen(l.Disbursement.AmountSen),
          RefNo: l.Disbursement.RefNo,
          Bank: l.Disbursement.Bank,
          AccountNo: l.Disbursement.AccountNo,
          AccountName: l.Disbursement.AccountName,
          Currency: l.Disbursement.Currency,
          OffsetDocNo: l.Disbursement.OffsetDocNo,
          PaymentDate: l.Disbursement.PaymentDate,
          MediaId: l.Disbursement.MediaId,
        },
      }
    : {}),
  LoanAgreements: l.AgreementMediaId ? [{ MediaId: l.AgreementMediaId }] : [],
  SimpleLoans: [{ LoanSchedule: scheduleRowsView(l, l.Schedule, today) }],
  Actions: actions,
});
