import * as z from 'zod';
import { invalid } from '../errors';
import { hasAtMostTwoDecimals, toSen } from '../lending/money';
import type { EarlySettlementPenaltyType } from '../lending/product';
import { daysBetween } from '../lending/schedule';
import { dateSchema, divideHalfUp, parseOr, senSchema } from './amounts';

/**
 * The full-settlement quote of a loan at a date (AsOf, YYYY-MM-DD in Malaysia): what the borrower
 * pays that day to owe nothing more. All amounts are whole sen.
 *
 *   TotalSen = PrincipalSen + DueInterestSen + ProRataInterestSen + LateChargesSen + PenaltySen
 *              − BorrowerCreditSen
 *
 * - PrincipalSen: all principal not yet repaid, of every installment, due or not.
 * - DueInterestSen: the unpaid interest of the installments already due (due date on or before
 *   AsOf).
 * - ProRataInterestSen: the interest of the current period (the first installment due after
 *   AsOf) for the days of it that have passed: InterestSen × d / D, rounded half up to the sen
 *   once, where D is the days from the previous installment's due date (the agreement date for
 *   the first installment) to this installment's due date and d the days from that same date to
 *   AsOf. Settling on a due date leaves no days of the next period, so it is 0; after the last
 *   due date there is no current period and it is 0.
 * - LateChargesSen: the late payment charges posted and not yet paid.
 * - PenaltySen: the product's early-settlement penalty: 'None' 0; 'Amount' its amount in sen;
 *   'Percentage' that percent of PrincipalSen, rounded half up to the sen.
 * - BorrowerCreditSen: money already received and held for the borrower (ledger BorrowerCredit).
 *
 * RebateSen = the interest of every installment not yet due − ProRataInterestSen: the scheduled
 * interest the borrower is spared by settling now. It is already left out of TotalSen (that
 * interest was never charged) and is shown for information only.
 *
 * An installment activated before its due date (`Recognised`) counts as due: its interest is on
 * the ledger already, so it is due interest and the current period is the one after it.
 *
 * Interest is recognised only as installments fall due and a payment ahead is held as credit,
 * so no interest of an installment not yet due has been paid; a quote asked with such interest
 * paid is refused rather than guessed. A total below zero is what the lender gives back.
 *
 * Worked: RM 10,000 at 18% simple over 12 months from 31 January 2026 (RM 150.00 interest a
 * month), the first two installments paid, a 2% penalty, settled on 15 April 2026: principal
 * RM 8,333.34; the period 31 March → 30 April is 30 days, 15 of them passed, so 150.00 × 15 / 30
 * = RM 75.00; penalty 2% × 8,333.34 = 166.6668 → RM 166.67; total RM 8,575.01; rebate
 * 10 × 150.00 − 75.00 = RM 1,425.00.
 */

export const settlementPenaltySchema = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal('None') }),
  z.object({ Type: z.literal('Amount'), AmountSen: senSchema }),
  z.object({
    Type: z.literal('Percentage'),
    /** Percent of the outstanding principal, at most two decimals. */
    Percent: z.number().min(0).max(100).refine(hasAtMostTwoDecimals),
  }),
]);
export type SettlementPenalty = z.infer<typeof settlementPenaltySchema>;

export const settlementInstallmentSchema = z.object({
  InstallmentNo: z.number().int().min(1),
  DueDate: dateSchema,
  /** The installment's scheduled interest. */
  InterestSen: senSchema,
  UnpaidPrincipalSen: senSchema,
  UnpaidInterestSen: senSchema,
  /**
   * Its interest is already recognised (the installment was activated, its invoice raised) though
   * its due date is after AsOf: the first installment is activated on the disbursement's payment
   * date. It then counts as due: its unpaid interest is due interest, and it is no current period.
   */
  Recognised: z.boolean().optional(),
});
export type SettlementInstallment = z.infer<typeof settlementInstallmentSchema>;

export const settlementInputSchema = z.object({
  AsOf: dateSchema,
  AgreementDate: dateSchema,
  /** Every installment of the schedule, paid or not. */
  Installments: z.array(settlementInstallmentSchema).min(1),
  /** Late charges posted and not yet paid. */
  LateChargesSen: senSchema,
  BorrowerCreditSen: senSchema,
  Penalty: settlementPenaltySchema,
});
export type SettlementInput = z.infer<typeof settlementInputSchema>;

export interface SettlementPeriod {
  readonly InstallmentNo: number;
  /** The previous due date, or the agreement date for the first installment. */
  readonly FromDate: string;
  readonly DueDate: string;
  readonly DaysElapsed: number;
  readonly DaysInPeriod: number;
}

export interface SettlementQuote {
  readonly AsOf: string;
  readonly PrincipalSen: number;
  readonly DueInterestSen: number;
  readonly ProRataInterestSen: number;
  readonly LateChargesSen: number;
  readonly PenaltySen: number;
  readonly BorrowerCreditSen: number;
  readonly TotalSen: number;
  /** Shown for information; already left out of TotalSen. */
  readonly RebateSen: number;
  /** The period the pro-rata interest is of; absent after the last due date. */
  readonly CurrentPeriod?: SettlementPeriod;
}

export const SETTLEMENT_BAD_INPUT = 'SETTLEMENT.BAD_INPUT';

const refuse = (message: string) => invalid(SETTLEMENT_BAD_INPUT, message);

/**
 * A product's penalty (EarlySettlementPenaltyType with EarlySettlementPenalty, in ringgit for
 * 'Amount' and percent for 'Percentage') in the terms of a quote.
 */
export function productSettlementPenalty(product: {
  EarlySettlementPenaltyType: EarlySettlementPenaltyType;
  EarlySettlementPenalty?: number | undefined;
}): SettlementPenalty {
  const value = product.EarlySettlementPenalty ?? 0;
  if (product.EarlySettlementPenaltyType === 'Amount') return { Type: 'Amount', AmountSen: toSen(value) };
  if (product.EarlySettlementPenaltyType === 'Percentage') return { Type: 'Percentage', Percent: value };
  return { Type: 'None' };
}

/** The early-settlement penalty on `principalSen` outstanding. */
export function settlementPenaltySen(penalty: SettlementPenalty, principalSen: number): number {
  if (penalty.Type === 'None') return 0;
  if (penalty.Type === 'Amount') return penalty.AmountSen;
  // In hundredths of a percent (2.5% → 250), so the product stays an integer.
  return divideHalfUp(BigInt(principalSen) * BigInt(Math.round(penalty.Percent * 100)), 10_000n);
}

function checkedInput(input: SettlementInput): SettlementInput {
  const parsed = parseOr(
    settlementInputSchema,
    input,
    SETTLEMENT_BAD_INPUT,
    'A settlement quote needs dates as YYYY-MM-DD, amounts in whole sen (zero or more) and a penalty of None, an amount or a percentage from 0 to 100.',
  );
  const rows = [...parsed.Installments].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  if (parsed.AsOf < parsed.AgreementDate) {
    throw refuse('A loan cannot be settled before its agreement date.');
  }
  rows.forEach((row, k) => {
    const previous = k === 0 ? parsed.AgreementDate : rows[k - 1]!.DueDate;
    // The current period starts at the previous installment's due date, so none may be missing.
    if (row.InstallmentNo !== k + 1) {
      throw refuse('A settlement quote needs every installment of the schedule, numbered from 1.');
    }
    if (row.DueDate <= previous) {
      throw refuse('The installments must fall due one after another, after the agreement date.');
    }
    if (row.UnpaidInterestSen > row.InterestSen) {
      throw refuse(`Installment ${row.InstallmentNo} has more interest unpaid than it has interest.`);
    }
    if (row.DueDate > parsed.AsOf && !row.Recognised && row.UnpaidInterestSen !== row.InterestSen) {
      throw refuse(
        `Installment ${row.InstallmentNo} is not yet due, so none of its interest can have been paid.`,
      );
    }
  });
  return { ...parsed, Installments: rows };
}

/** The full-settlement quote of a loan at `AsOf` (the formula is in the comment above). */
export function settlementQuote(input: SettlementInput): SettlementQuote {
  const {
    AsOf,
    AgreementDate,
    Installments: rows,
    LateChargesSen,
    BorrowerCreditSen,
    Penalty,
  } = checkedInput(input);
  const sum = (list: readonly SettlementInstallment[], pick: (r: SettlementInstallment) => number) =>
    list.reduce((total, r) => total + pick(r), 0);

  const isDue = (r: SettlementInstallment) => r.DueDate <= AsOf || r.Recognised === true;
  const due = rows.filter(isDue);
  const notDue = rows.filter((r) => !isDue(r));
  const principal = sum(rows, (r) => r.UnpaidPrincipalSen);
  const dueInterest = sum(due, (r) => r.UnpaidInterestSen);

  const current = notDue[0];
  let period: SettlementPeriod | undefined;
  let proRata = 0;
  if (current !== undefined) {
    const fromDate = due.at(-1)?.DueDate ?? AgreementDate;
    period = {
      InstallmentNo: current.InstallmentNo,
      FromDate: fromDate,
      DueDate: current.DueDate,
      // A period that has not begun yet (the installment before it recognised early) has no days.
      DaysElapsed: Math.max(daysBetween(fromDate, AsOf), 0),
      DaysInPeriod: daysBetween(fromDate, current.DueDate),
    };
    proRata = divideHalfUp(
      BigInt(current.InterestSen) * BigInt(period.DaysElapsed),
      BigInt(period.DaysInPeriod),
    );
  }

  const penalty = settlementPenaltySen(Penalty, principal);
  return {
    AsOf,
    PrincipalSen: principal,
    DueInterestSen: dueInterest,
    ProRataInterestSen: proRata,
    LateChargesSen,
    PenaltySen: penalty,
    BorrowerCreditSen,
    TotalSen: principal + dueInterest + proRata + LateChargesSen + penalty - BorrowerCreditSen,
    RebateSen: sum(notDue, (r) => r.InterestSen) - proRata,
    ...(period === undefined ? {} : { CurrentPeriod: period }),
  };
}
