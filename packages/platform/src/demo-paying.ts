import type { LoanAccountChangedData } from '@ezc/domain';
import type { Platform } from './platform';

/**
 * How the lending demo stories move a loan's money: the payments context offers it, the local
 * seed hands it to the loans context's stories (as it does the signing), so a demo loan is paid,
 * charged and settled by the very use cases the product uses. Each step answers the account's
 * picture, which the story hands to the loan at once (the bus delivers the same event later and
 * finds it followed already).
 */
export type DemoMoneyStep =
  /** The account opened at the disbursement (what `loan.disbursed` does when it reaches payments). */
  | { kind: 'open'; LoanNo: string; at: Date }
  /** An installment activated (falls due). */
  | { kind: 'activate'; LoanNo: string; InstallmentNo: number; at: Date }
  /** A payment received by staff ('Manual Payment Receipt'), approved at once. */
  | { kind: 'pay'; LoanNo: string; AmountSen: number; at: Date }
  /** A borrower's payment waiting for staff to confirm it. */
  | { kind: 'pay-pending'; LoanNo: string; AmountSen: number; at: Date }
  /** The late-charge job run at `at` (it catches up every day since its last run). */
  | { kind: 'accrue'; LoanNo: string; at: Date }
  /** A full settlement at the quote of `at`: asked by the borrower, or received and approved by staff. */
  | { kind: 'settle'; LoanNo: string; at: Date; approved: boolean };

export type DemoLoanPayer = (p: Platform, step: DemoMoneyStep) => Promise<LoanAccountChangedData>;
