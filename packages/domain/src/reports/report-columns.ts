import type { ReportName } from './report-rows';

/**
 * The columns each report shows and exports, in order, as the API names them (money in ringgit).
 * `kind` says how a column is written: a day (DD/MM/YYYY on screen), money (RM 1,234.56 on
 * screen, a number in files), a whole number, a status or a method (told in the reader's
 * language), a ledger description, or text as it is.
 */
export type ColumnKind = 'date' | 'money' | 'number' | 'status' | 'method' | 'kind' | 'entry' | 'text';
export interface ReportColumn {
  field: string;
  kind: ColumnKind;
}

const col = (field: string, kind: ColumnKind = 'text'): ReportColumn => ({ field, kind });

export const reportColumns: Readonly<Record<ReportName, readonly ReportColumn[]>> = {
  installments: [
    col('DueDate', 'date'),
    col('LoanNo'),
    col('BorrowerName'),
    col('InstallmentNo', 'number'),
    col('Principal', 'money'),
    col('Interest', 'money'),
    col('TotalInstallment', 'money'),
    col('TotalPaid', 'money'),
    col('OutstandingDue', 'money'),
    col('DaysPastDue', 'number'),
    col('Status', 'status'),
    col('PartnerCode'),
    col('PackageCode'),
    col('ProductId'),
  ],
  lpc: [
    col('DueDate', 'date'),
    col('LoanNo'),
    col('BorrowerName'),
    col('InstallmentNo', 'number'),
    col('DaysLate', 'number'),
    col('AccruedTo', 'date'),
    col('Overdue', 'money'),
    col('LateCharge', 'money'),
    col('LateChargePaid', 'money'),
    col('LateChargeWaived', 'money'),
    col('LateChargeOutstanding', 'money'),
    col('Status', 'status'),
  ],
  interest: [
    col('Date', 'date'),
    col('LoanNo'),
    col('BorrowerName'),
    col('InstallmentNo', 'number'),
    col('Description', 'entry'),
    col('InterestIncome', 'money'),
    col('Status', 'status'),
  ],
  payments: [
    col('PaymentDate', 'date'),
    // A payment's own number from the moment it is made; the receipt's once approved.
    col('PaymentId'),
    col('ReceiptNo'),
    col('LoanNo'),
    col('BorrowerName'),
    col('Method', 'method'),
    col('Kind', 'kind'),
    col('Amount', 'money'),
    col('Status', 'status'),
  ],
  summary: [
    col('DisbursementDate', 'date'),
    col('LoanNo'),
    col('BorrowerName'),
    col('BorrowerICNo'),
    col('Amount', 'money'),
    col('TotalRepayment', 'money'),
    col('TotalPaidToDate', 'money'),
    col('BalanceOutstanding', 'money'),
    col('Arrears', 'money'),
    col('DaysPastDue', 'number'),
    col('Status', 'status'),
  ],
};
