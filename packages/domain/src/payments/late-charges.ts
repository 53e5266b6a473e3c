import * as z from 'zod';
import { invalid } from '../errors';
import { daysBetween } from '../lending/schedule';
import { dateSchema, divideHalfUp, parseOr, senSchema } from './amounts';

/**
 * Late payment charges: 8% a year, simple, day by day. For each day an installment is overdue
 * the charge is R = 8 × S / (100 × 365) sen, S being the sum of that installment overdue that
 * day, in sen. A day's S is what is still overdue at the end of the day, so a payment counts on
 * the day it is made; a day is accrued once it has ended.
 *
 * Each installment has one row. Days are accrued without rounding: the row keeps the exact
 * numerator, AccruedNumerator = Σ 8 × S over the days accrued, and its charge is
 * AccruedNumerator / 36,500 rounded half up to the sen, once for the row. Rounding each day would
 * lose or add up to half a sen a day; rounding the sum once keeps the charge within half a sen of
 * the rate. The ledger is posted the growth of that rounded charge (`lateChargeIncrementSen`), so
 * its postings for a row always add up to the row's charge.
 *
 * Worked: RM 983.33 overdue for 30 days is 8 × 98,333 × 30 = 23,599,920, / 36,500 = 646.57… sen,
 * so RM 6.47.
 */

export const LATE_CHARGE_PERCENT_A_YEAR = 8;
/** 100 × 365: the denominator of the daily charge. */
export const LATE_CHARGE_DENOMINATOR = 36_500;

export const lateChargeRowSchema = z.object({
  InstallmentNo: z.number().int().min(1),
  /** Σ 8 × S over the days accrued: the charge × 36,500, exactly. */
  AccruedNumerator: senSchema,
  /** The last day accrued; absent until the first. */
  LastAccruedDate: dateSchema.optional(),
});
export type LateChargeRow = z.infer<typeof lateChargeRowSchema>;

export const LATE_CHARGE_BAD_INPUT = 'LATE_CHARGE.BAD_INPUT';

const overdue = (sen: number) =>
  parseOr(
    senSchema,
    sen,
    LATE_CHARGE_BAD_INPUT,
    'The overdue sum must be a whole number of sen, zero or more.',
  );
const date = (value: string) =>
  parseOr(dateSchema, value, LATE_CHARGE_BAD_INPUT, `Not a date (YYYY-MM-DD): ${value}`);

function withNumerator(row: LateChargeRow, numerator: number): LateChargeRow {
  // Beyond 2^53 sums would stop being exact; no loan the product takes comes near (RM 10 million
  // overdue for a century is about 3 × 10^14).
  if (!Number.isSafeInteger(numerator)) {
    throw invalid(LATE_CHARGE_BAD_INPUT, 'The late charge is too large to keep exactly.');
  }
  return { ...row, AccruedNumerator: numerator };
}

/** The charge in sen of an accrued numerator: numerator / 36,500, rounded half up. */
export function chargeSenOf(numerator: number): number {
  const exact = parseOr(
    senSchema,
    numerator,
    LATE_CHARGE_BAD_INPUT,
    'An accrued numerator is a whole number, zero or more.',
  );
  return divideHalfUp(BigInt(exact), BigInt(LATE_CHARGE_DENOMINATOR));
}

/**
 * Catches a row up: every day after both `fromDate` (the installment's due date, the last day
 * that is not late) and the row's LastAccruedDate, up to and including `toDate`, accrued at
 * `overdueSen`. The row remembers `toDate`, so running again for the same date (a job that
 * retries, two that overlap) adds nothing. When the overdue sum changed on some day, accrue up to
 * the day before with the old sum and then on with the new one.
 */
export function accrueBetween(
  row: LateChargeRow,
  fromDate: string,
  toDate: string,
  overdueSen: number,
): LateChargeRow {
  const from = date(fromDate);
  const last = row.LastAccruedDate === undefined ? from : maxDate(from, date(row.LastAccruedDate));
  const days = daysBetween(last, date(toDate));
  if (days <= 0) return row;
  const added = LATE_CHARGE_PERCENT_A_YEAR * overdue(overdueSen) * days;
  return { ...withNumerator(row, row.AccruedNumerator + added), LastAccruedDate: toDate };
}

// YYYY-MM-DD strings order as the dates do.
const maxDate = (a: string, b: string) => (a > b ? a : b);

/** How many days an installment due on `dueDate` is late on `today`: 0 on the due date, 1 the day after. */
export function daysLate(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(date(dueDate), date(today)));
}

/** The charge a row's latest accrual adds, in sen: what to post to the ledger for it. */
export function lateChargeIncrementSen(before: LateChargeRow, after: LateChargeRow): number {
  return chargeSenOf(after.AccruedNumerator) - chargeSenOf(before.AccruedNumerator);
}
