import * as z from 'zod';

/**
 * One loan as the reports see it: its terms and parties from the loans context, its schedule with
 * what was paid and charged from its account, its interest income from the ledger and its
 * payments. The reports context keeps this picture per loan and derives every report's rows from
 * it, so a report row can always be worked out again from the sources. Amounts are integer sen;
 * dates YYYY-MM-DD in Malaysia.
 */
export const reportInstallmentSchema = z.object({
  InstallmentNo: z.number().int().min(1),
  DueDate: z.string(),
  PrincipalSen: z.number().int(),
  InterestSen: z.number().int(),
  TotalSen: z.number().int(),
  /** Principal and interest paid on it (late charges apart). */
  PaidSen: z.number().int(),
  Status: z.string(),
  /** Late charges posted on it, paid and taken back by credit notes, and the last day accrued. */
  LateChargeSen: z.number().int(),
  LateChargePaidSen: z.number().int(),
  LateChargeCreditedSen: z.number().int(),
  LastAccruedDate: z.string().optional(),
});
export type ReportInstallment = z.infer<typeof reportInstallmentSchema>;

/** A ledger entry that moved interest income: credited when interest fell due, debited when reversed. */
export const reportInterestEntrySchema = z.object({
  EntryId: z.string(),
  /** The Malaysian day it was posted. */
  Date: z.string(),
  Kind: z.string(),
  InstallmentNo: z.number().int().optional(),
  Description: z.string(),
  /** Credits less debits on InterestIncome: negative for a reversal. */
  AmountSen: z.number().int(),
});
export type ReportInterestEntry = z.infer<typeof reportInterestEntrySchema>;

export const reportPaymentSchema = z.object({
  PaymentId: z.string(),
  PaymentDate: z.string(),
  ReceiptNo: z.string().optional(),
  Method: z.string(),
  Kind: z.string(),
  AmountSen: z.number().int(),
  Status: z.string(),
});
export type ReportPayment = z.infer<typeof reportPaymentSchema>;

export const reportLoanSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  BorrowerICNo: z.string(),
  PartnerCode: z.string(),
  PackageCode: z.string(),
  ProductId: z.string(),
  Status: z.string(),
  AmountSen: z.number().int(),
  TotalInterestSen: z.number().int(),
  TotalRepaymentSen: z.number().int(),
  TotalPaidToDateSen: z.number().int(),
  BalanceOutstandingSen: z.number().int(),
  /** The disbursement's payment date; a loan not yet disbursed has no money to report. */
  DisbursementDate: z.string().optional(),
  Installments: z.array(reportInstallmentSchema),
  InterestEntries: z.array(reportInterestEntrySchema),
  Payments: z.array(reportPaymentSchema),
});
export type ReportLoan = z.infer<typeof reportLoanSchema>;
