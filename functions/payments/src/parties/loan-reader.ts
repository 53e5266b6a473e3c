import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * The loan as the payments context sees it: read (never written) from the loans context's item,
 * leniently and only the fields a mandate needs, so the loans context may add to its record freely.
 */
export const mandatedLoanSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  Status: z.string(),
  Schedule: z.array(z.object({ InstallmentNo: z.number().int(), TotalSen: z.number().int() })).optional(),
});
export type MandatedLoan = z.infer<typeof mandatedLoanSchema>;

/** Loans with nothing left to debit: settled, or being ended. */
export const endedStatuses = [
  'Completed',
  'Early Settlement',
  'Termination In Process',
  'Terminated',
] as const;

/** The monthly installment the bank debits by default: the first of the schedule, in sen. */
export function monthlyInstallmentSen(loan: MandatedLoan): number | undefined {
  const rows = [...(loan.Schedule ?? [])].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const first = rows[0]?.TotalSen;
  return first !== undefined && first > 0 ? first : undefined;
}

/**
 * What opening a loan's account needs of the loan: its terms, its schedule and its disbursement.
 * The product's early-settlement penalty may be absent (a product made before it was asked): none.
 */
export const disbursedLoanSchema = mandatedLoanSchema.extend({
  ApplicationId: z.string(),
  BorrowerICNo: z.string().optional(),
  AmountSen: z.number().int().min(1),
  AgreementDate: z.string(),
  DisbursementDate: z.string().optional(),
  Disbursement: z.object({ PaymentDate: z.string() }).optional(),
  Product: z
    .object({
      /** Percent a year, as charged. */
      InterestRate: z.number().optional(),
      EarlySettlementPenaltyType: z.enum(['None', 'Amount', 'Percentage']).optional(),
      EarlySettlementPenalty: z.number().optional(),
    })
    .optional(),
  Schedule: z.array(
    z.object({
      ScheduleId: z.string(),
      InstallmentNo: z.number().int().min(1),
      DueDate: z.string(),
      PrincipalSen: z.number().int(),
      InterestSen: z.number().int(),
      TotalSen: z.number().int(),
    }),
  ),
});
export type DisbursedLoan = z.infer<typeof disbursedLoanSchema>;

export interface LoanReader {
  load(loanNo: string): Promise<MandatedLoan | undefined>;
  /** The loan with its terms and schedule, or undefined when it has none readable. */
  loadTerms(loanNo: string): Promise<DisbursedLoan | undefined>;
}

export const loanReader = (table: Table): LoanReader => ({
  async load(loanNo) {
    const parsed = mandatedLoanSchema.safeParse(await table.get(platformKeys.loan(loanNo)));
    return parsed.success ? parsed.data : undefined;
  },
  async loadTerms(loanNo) {
    const parsed = disbursedLoanSchema.safeParse(await table.get(platformKeys.loan(loanNo)));
    return parsed.success ? parsed.data : undefined;
  },
});
