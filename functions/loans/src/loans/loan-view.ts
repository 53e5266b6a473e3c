import { fromSen } from '@ezc/domain';
import { balanceOutstandingSen, type Loan, type ScheduleRow } from './loan';

/**
 * What is still due on an activated installment; nothing is due on one not yet activated, nor on
 * one paid (a settled installment is paid with less than its total: later interest is not charged).
 */
export const outstandingDueSen = (r: ScheduleRow) =>
  r.Status === 'Scheduled' || r.Status === 'Paid' ? 0 : r.TotalSen - r.PaidSen;

/** A schedule row as the contract names it (`SimpleLoans[0].LoanSchedule`). */
export const scheduleRowView = (r: ScheduleRow) => ({
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
});

/** A row of the loan listing. */
export const loanRow = (l: Loan) => ({
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
  AgreementDate: l.AgreementDate,
  DisbursementDate: l.DisbursementDate ?? null,
  CreatedAt: l.CreatedAt,
});

/** One loan in full (contract: Loan find-one), with the lending actions the caller may do on it now. */
export const loanDetail = (l: Loan, actions: string[]) => ({
  ...loanRow(l),
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
  SimpleLoans: [{ LoanSchedule: l.Schedule.map(scheduleRowView) }],
  Actions: actions,
});
