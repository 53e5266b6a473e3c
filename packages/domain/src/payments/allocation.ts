import * as z from 'zod';
import { type DomainError, ruleBroken } from '../errors';
import { formatRM } from '../lending/money';
import { parseOr, positiveSenSchema, senSchema } from './amounts';

/**
 * How a payment is shared among what the borrower owes. Installment by installment, oldest
 * first; within one installment its late charges, then its interest, then its principal. The
 * oldest arrears go first because late charges run on them; within an installment the charges
 * and interest the lender has earned go before the repayment of principal. What is left once
 * every due is paid is the excess, held for the borrower as credit (ledger.ts, BorrowerCredit).
 *
 * The dues are what the ledger holds as owed: interest is receivable only once its installment
 * falls due, so a later installment's interest is not a due yet, and money beyond what has
 * fallen due is the excess.
 */

/** What is still unpaid of one installment. */
export const installmentDueSchema = z.object({
  InstallmentNo: z.number().int().min(1),
  LateChargeSen: senSchema,
  InterestSen: senSchema,
  PrincipalSen: senSchema,
});
export type InstallmentDue = z.infer<typeof installmentDueSchema>;

/** What a payment pays of one installment: the same parts as its due. */
export type InstallmentPaid = InstallmentDue;

export interface PaymentAllocation {
  /** Only the installments the payment touched, oldest first. */
  readonly installments: readonly InstallmentPaid[];
  /** What is left after every due is paid. */
  readonly excessSen: number;
}

export const PAYMENT_BAD_AMOUNT = 'PAYMENT.BAD_AMOUNT';
export const PAYMENT_BAD_DUES = 'PAYMENT.BAD_DUES';
export const PAYMENT_OVERPAYMENT = 'PAYMENT.OVERPAYMENT';

const duesSchema = z
  .array(installmentDueSchema)
  .refine((dues) => new Set(dues.map((d) => d.InstallmentNo)).size === dues.length);

/**
 * Shares `amountSen` among `dues` (each installment's unpaid late charges, interest and
 * principal). The dues are taken oldest first by InstallmentNo whatever order they come in.
 */
export function allocatePayment(amountSen: number, dues: readonly InstallmentDue[]): PaymentAllocation {
  let left = parseOr(
    positiveSenSchema,
    amountSen,
    PAYMENT_BAD_AMOUNT,
    'The amount paid must be at least RM 0.01.',
  );
  const ordered = parseOr(
    duesSchema,
    dues,
    PAYMENT_BAD_DUES,
    'Each installment is listed once, with its unpaid amounts in whole sen, zero or more.',
  ).sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const take = (due: number) => {
    const paid = Math.min(due, left);
    left -= paid;
    return paid;
  };
  const installments: InstallmentPaid[] = [];
  for (const due of ordered) {
    if (left === 0) break;
    const paid = {
      InstallmentNo: due.InstallmentNo,
      LateChargeSen: take(due.LateChargeSen),
      InterestSen: take(due.InterestSen),
      PrincipalSen: take(due.PrincipalSen),
    };
    if (paid.LateChargeSen + paid.InterestSen + paid.PrincipalSen > 0) installments.push(paid);
  }
  return { installments, excessSen: left };
}

/**
 * The refusal of a payment of more than the whole loan's outstanding balance (all that is owed
 * to settle it), or undefined when the amount is within it. A payment up to that balance may be
 * more than is due so far; the rest is held as credit for later installments.
 */
export function overpaymentRefusal(amountSen: number, outstandingSen: number): DomainError | undefined {
  if (amountSen <= outstandingSen) return undefined;
  // Credit held beyond what is owed leaves nothing outstanding, not a negative amount.
  const outstanding = formatRM(Math.max(outstandingSen, 0));
  return ruleBroken(
    PAYMENT_OVERPAYMENT,
    `The amount is more than the ${outstanding} outstanding on this loan.`,
    {
      outstanding,
    },
  );
}
