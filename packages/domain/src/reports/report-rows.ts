import { loanStatuses } from '../lending/loan-machine';
import { daysBetween } from '../lending/schedule';
import type { ReportLoan } from './report-loan';

/**
 * The five reports and how each row is derived from a loan's picture. Every row sits under one
 * day (its filing day: the due date, the posting date, the payment date or the disbursement date) and
 * carries the four values a report filters on besides dates and the loan number (partner, package,
 * product, status), so rows of the same day and the same four values can be counted and totalled
 * together. Amount fields end in `Sen` and are the ones a report totals.
 */
export const reportNames = ['installments', 'payments', 'interest', 'summary', 'lpc'] as const;
export type ReportName = (typeof reportNames)[number];

export interface ReportRowBase {
  /** Unique among the rows of one report: the loan number first, so a loan's rows are found by prefix. */
  Id: string;
  /** The day it is filed under, YYYY-MM-DD. */
  Day: string;
  LoanNo: string;
  BorrowerName: string;
  PartnerCode: string;
  PackageCode: string;
  ProductId: string;
  /** The installment's, payment's or loan's status, as the report filters on it. */
  Status: string;
}
export type ReportRow = ReportRowBase & Record<string, string | number | undefined>;

export interface ReportDefinition {
  readonly name: ReportName;
  /** Which pair of filters bounds the filing day. */
  readonly dateFilters: readonly ['StartDueDate', 'EndDueDate'] | readonly ['StartDate', 'EndDate'];
  /** The amounts the totals row adds up, in sen, in column order. */
  readonly amounts: readonly string[];
  /** The statuses its Status filter offers (besides 'All'). */
  readonly statuses: readonly string[];
  /** Every field its rows may carry, in the order a stored row lists their values. */
  readonly fields: readonly string[];
  rowsOf(loan: ReportLoan): ReportRow[];
}

const installmentStatuses = ['Scheduled', 'Unpaid', 'Partial Paid', 'Paid'] as const;
/** Installments with money overdue on them: the Status filter value that means Unpaid or Partial Paid. */
export const OUTSTANDING_STATUS = 'Outstanding';
export const outstandingStatuses: readonly string[] = ['Unpaid', 'Partial Paid'];

/** A disbursed loan's statuses: from 'Disbursed' on (a loan enters the reports at disbursement). */
const reportLoanStatuses = loanStatuses.slice(loanStatuses.indexOf('Disbursed'));

const baseFields = [
  'Id',
  'Day',
  'LoanNo',
  'BorrowerName',
  'PartnerCode',
  'PackageCode',
  'ProductId',
  'Status',
];

const base = (loan: ReportLoan, id: string, day: string, status: string): ReportRowBase => ({
  Id: id,
  Day: day,
  LoanNo: loan.LoanNo,
  BorrowerName: loan.BorrowerName,
  PartnerCode: loan.PartnerCode,
  PackageCode: loan.PackageCode,
  ProductId: loan.ProductId,
  Status: status,
});

const rowId = (loanNo: string, part: string | number) =>
  `${loanNo}#${typeof part === 'number' ? String(part).padStart(3, '0') : part}`;

/** Only a disbursed loan has money to report: before that its schedule is a quotation. */
const disbursed = (loan: ReportLoan) => loan.DisbursementDate !== undefined;

const unpaidLateChargeSen = (r: ReportLoan['Installments'][number]) =>
  r.LateChargeSen - r.LateChargePaidSen - r.LateChargeCreditedSen;

export const installmentsReport: ReportDefinition = {
  name: 'installments',
  dateFilters: ['StartDueDate', 'EndDueDate'],
  amounts: ['PrincipalSen', 'InterestSen', 'TotalInstallmentSen', 'TotalPaidSen', 'OutstandingDueSen'],
  statuses: [...installmentStatuses, OUTSTANDING_STATUS],
  fields: [
    ...baseFields,
    'InstallmentNo',
    'DueDate',
    'PrincipalSen',
    'InterestSen',
    'TotalInstallmentSen',
    'TotalPaidSen',
    'OutstandingDueSen',
  ],
  rowsOf: (loan) =>
    disbursed(loan)
      ? loan.Installments.map((r) => ({
          ...base(loan, rowId(loan.LoanNo, r.InstallmentNo), r.DueDate, r.Status),
          InstallmentNo: r.InstallmentNo,
          DueDate: r.DueDate,
          PrincipalSen: r.PrincipalSen,
          InterestSen: r.InterestSen,
          TotalInstallmentSen: r.TotalSen,
          TotalPaidSen: r.PaidSen,
          OutstandingDueSen: r.TotalSen - r.PaidSen,
        }))
      : [],
};

/** Late payment charges per installment that was ever charged: posted, paid, waived and still owed. */
export const lpcReport: ReportDefinition = {
  name: 'lpc',
  dateFilters: ['StartDueDate', 'EndDueDate'],
  amounts: [
    'OverdueSen',
    'LateChargeSen',
    'LateChargePaidSen',
    'LateChargeWaivedSen',
    'LateChargeOutstandingSen',
  ],
  statuses: [...installmentStatuses, OUTSTANDING_STATUS],
  fields: [
    ...baseFields,
    'InstallmentNo',
    'DueDate',
    'DaysLate',
    'AccruedTo',
    'OverdueSen',
    'LateChargeSen',
    'LateChargePaidSen',
    'LateChargeWaivedSen',
    'LateChargeOutstandingSen',
  ],
  rowsOf: (loan) =>
    disbursed(loan)
      ? loan.Installments.filter((r) => r.LateChargeSen > 0).map((r) => ({
          ...base(loan, rowId(loan.LoanNo, r.InstallmentNo), r.DueDate, r.Status),
          InstallmentNo: r.InstallmentNo,
          DueDate: r.DueDate,
          DaysLate: r.LastAccruedDate ? Math.max(0, daysBetween(r.DueDate, r.LastAccruedDate)) : 0,
          ...(r.LastAccruedDate ? { AccruedTo: r.LastAccruedDate } : {}),
          OverdueSen: r.TotalSen - r.PaidSen,
          LateChargeSen: r.LateChargeSen,
          LateChargePaidSen: r.LateChargePaidSen,
          LateChargeWaivedSen: r.LateChargeCreditedSen,
          LateChargeOutstandingSen: unpaidLateChargeSen(r),
        }))
      : [],
};

/** Interest income as the ledger recognised it, entry by entry, under the day it was posted. */
export const interestReport: ReportDefinition = {
  name: 'interest',
  dateFilters: ['StartDate', 'EndDate'],
  amounts: ['InterestIncomeSen'],
  statuses: reportLoanStatuses,
  fields: [...baseFields, 'Date', 'InstallmentNo', 'Kind', 'Description', 'InterestIncomeSen'],
  rowsOf: (loan) =>
    loan.InterestEntries.map((e) => ({
      ...base(loan, rowId(loan.LoanNo, e.EntryId), e.Date, loan.Status),
      Date: e.Date,
      ...(e.InstallmentNo === undefined ? {} : { InstallmentNo: e.InstallmentNo }),
      Kind: e.Kind,
      Description: e.Description,
      InterestIncomeSen: e.AmountSen,
    })),
};

/** Payments made to the loans, under their payment date, whatever became of them. */
export const paymentsReport: ReportDefinition = {
  name: 'payments',
  dateFilters: ['StartDate', 'EndDate'],
  amounts: ['AmountSen'],
  statuses: ['Pending', 'Approved', 'Rejected'],
  fields: [...baseFields, 'PaymentId', 'PaymentDate', 'ReceiptNo', 'Method', 'Kind', 'AmountSen'],
  rowsOf: (loan) =>
    loan.Payments.filter((p) => p.Status !== 'New').map((p) => ({
      ...base(loan, rowId(loan.LoanNo, p.PaymentId), p.PaymentDate, p.Status),
      PaymentId: p.PaymentId,
      PaymentDate: p.PaymentDate,
      ...(p.ReceiptNo ? { ReceiptNo: p.ReceiptNo } : {}),
      Method: p.Method,
      Kind: p.Kind,
      AmountSen: p.AmountSen,
    })),
};

/** One row per disbursed loan, under its disbursement date: what was lent, repaid and is owed. */
export const summaryReport: ReportDefinition = {
  name: 'summary',
  dateFilters: ['StartDate', 'EndDate'],
  amounts: ['AmountSen', 'TotalRepaymentSen', 'TotalPaidToDateSen', 'BalanceOutstandingSen', 'ArrearsSen'],
  statuses: reportLoanStatuses,
  fields: [
    ...baseFields,
    'BorrowerICNo',
    'DisbursementDate',
    'NumberOfInstallments',
    'OldestUnpaidDueDate',
    'AmountSen',
    'TotalRepaymentSen',
    'TotalPaidToDateSen',
    'BalanceOutstandingSen',
    'ArrearsSen',
  ],
  rowsOf: (loan) => {
    if (!loan.DisbursementDate) return [];
    const overdue = loan.Installments.filter(
      (r) => outstandingStatuses.includes(r.Status) && r.TotalSen - r.PaidSen > 0,
    );
    const oldest = overdue.map((r) => r.DueDate).sort()[0];
    const arrears =
      overdue.reduce((sum, r) => sum + r.TotalSen - r.PaidSen, 0) +
      loan.Installments.reduce((sum, r) => sum + unpaidLateChargeSen(r), 0);
    return [
      {
        ...base(loan, loan.LoanNo, loan.DisbursementDate, loan.Status),
        BorrowerICNo: loan.BorrowerICNo,
        DisbursementDate: loan.DisbursementDate,
        NumberOfInstallments: loan.Installments.length,
        ...(oldest ? { OldestUnpaidDueDate: oldest } : {}),
        AmountSen: loan.AmountSen,
        TotalRepaymentSen: loan.TotalRepaymentSen,
        TotalPaidToDateSen: loan.TotalPaidToDateSen,
        BalanceOutstandingSen: loan.BalanceOutstandingSen,
        ArrearsSen: arrears,
      },
    ];
  },
};

export const reports: Readonly<Record<ReportName, ReportDefinition>> = {
  installments: installmentsReport,
  payments: paymentsReport,
  interest: interestReport,
  summary: summaryReport,
  lpc: lpcReport,
};

/** Rows of one day in the order a report lists them: by loan number, then by the row's own id. */
export const compareRows = (a: ReportRowBase, b: ReportRowBase) =>
  a.Day === b.Day ? (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0) : a.Day < b.Day ? -1 : 1;
