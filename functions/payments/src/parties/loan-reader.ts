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

export interface LoanReader {
  load(loanNo: string): Promise<MandatedLoan | undefined>;
}

export const loanReader = (table: Table): LoanReader => ({
  async load(loanNo) {
    const parsed = mandatedLoanSchema.safeParse(await table.get(platformKeys.loan(loanNo)));
    return parsed.success ? parsed.data : undefined;
  },
});
