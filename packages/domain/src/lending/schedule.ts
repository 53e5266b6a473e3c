import { invalid } from '../errors';
import type { InterestType } from './product';
import { MAX_INSTALLMENTS } from './product';

/**
 * The repayment schedule of a loan: monthly installments, each due on the agreement date's day of
 * a later month. All amounts are integer sen. Each row is rounded to the sen and the remainders
 * go on the last row, so the rows' principal adds up to the amount lent exactly and their
 * interest to the total interest exactly.
 *
 * - Simple: interest = principal × rate × years (years = installments / 12), rounded half up to
 *   the sen, spread evenly over the installments along with the principal.
 * - Compound Monthly: an annuity at rate / 12 a month. The equal installment is rounded to the
 *   sen; each month's interest is the outstanding balance × rate / 12 (rounded half up), the rest
 *   of the installment repays principal, and the last row repays what is left.
 * - Compound Daily: interest compounds daily at rate / 365 on the outstanding balance over the
 *   actual days of each period (from the agreement date to the first due date, then between due
 *   dates). The installment is the one equal amount that would repay the loan exactly with those
 *   periods, rounded to the sen; as for Compound Monthly each row's interest is what the period
 *   accrued, and the last row repays what is left. Months differ in length, so the rows differ a
 *   little in how they split between interest and principal.
 *
 * When a period's interest is more than the installment (only at extreme rates and terms) the row
 * repays no principal and its total is that interest; rows are never negative.
 */

export interface ScheduleInput {
  readonly principalSen: number;
  /** Percent a year; read to two decimals. */
  readonly annualRatePercent: number;
  readonly interestType: InterestType;
  readonly installments: number;
  /** YYYY-MM-DD; installment n is due n months later. */
  readonly agreementDate: string;
}

export interface ScheduleLine {
  readonly InstallmentNo: number;
  readonly DueDate: string;
  readonly PrincipalSen: number;
  readonly InterestSen: number;
  readonly TotalSen: number;
}

export interface Schedule {
  readonly rows: readonly ScheduleLine[];
  readonly totalInterestSen: number;
  readonly totalRepaymentSen: number;
  /** The regular installment: the first row's total (the last may differ by the remainders). */
  readonly monthlyInstallmentSen: number;
}

export const SCHEDULE_BAD_TERMS = 'SCHEDULE.BAD_TERMS';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function parseDate(date: string): { y: number; m: number; d: number } {
  const match = DATE.exec(date);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    throw invalid(SCHEDULE_BAD_TERMS, `Not a date (YYYY-MM-DD): ${date}`);
  }
  return { y, m, d };
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `date` plus `months`, on the same day of the month, or the month's last day when it has fewer
 * days: 2026-01-31 + 1 → 2026-02-28, + 2 → 2026-03-31 (each counted from the original date).
 */
export function addMonthsClamped(date: string, months: number): string {
  const { y, m, d } = parseDate(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** The due date of installment `n` (1-based). */
export const dueDateOf = (agreementDate: string, n: number) => addMonthsClamped(agreementDate, n);

/** Days from `from` to `to` (calendar dates). */
export function daysBetween(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY_MS);
}

/** `numerator / denominator` rounded half up, in exact integer arithmetic. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Rate in hundredths of a percent (18.5% → 1850), so the arithmetic stays in integers. */
const rateHundredths = (annualRatePercent: number) => Math.round(annualRatePercent * 100);

/** A month's interest on `balanceSen` at `rate` hundredths of a percent a year. */
const monthlyInterest = (balanceSen: number, rate: number) =>
  divideHalfUp(BigInt(balanceSen) * BigInt(rate), 120_000n);

/** Simple interest on the whole term: principal × rate × installments / 12, to the sen. */
export function simpleInterestSen(
  principalSen: number,
  annualRatePercent: number,
  installments: number,
): number {
  return divideHalfUp(
    BigInt(principalSen) * BigInt(rateHundredths(annualRatePercent)) * BigInt(installments),
    120_000n,
  );
}

function check(input: ScheduleInput): void {
  const { principalSen, annualRatePercent, installments, interestType } = input;
  if (!Number.isSafeInteger(principalSen) || principalSen < 1) {
    throw invalid(SCHEDULE_BAD_TERMS, 'The amount lent must be at least RM 0.01.');
  }
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw invalid(SCHEDULE_BAD_TERMS, `The number of installments must be from 1 to ${MAX_INSTALLMENTS}.`);
  }
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0 || annualRatePercent > 100) {
    throw invalid(SCHEDULE_BAD_TERMS, 'The interest rate must be from 0% to 100% a year.');
  }
  if (!['Simple', 'Compound Daily', 'Compound Monthly'].includes(interestType)) {
    throw invalid(SCHEDULE_BAD_TERMS, `Unknown interest type: ${interestType}`);
  }
  parseDate(input.agreementDate);
}

/** Principal and interest spread evenly, remainders on the last row. */
function evenRows(principalSen: number, interestSen: number, n: number) {
  const p = Math.floor(principalSen / n);
  const i = Math.floor(interestSen / n);
  return Array.from({ length: n }, (_, k) =>
    k < n - 1
      ? { principal: p, interest: i }
      : { principal: principalSen - p * (n - 1), interest: interestSen - i * (n - 1) },
  );
}

/**
 * An amortising schedule: `installment` each period, `interestFor(balance, k)` the interest the
 * k-th period accrues; the last row repays the balance left. Rounding the installment up by a
 * fraction of a sen, compounded over a long term, can repay a small loan before its last row;
 * then the installment is a sen or two less, so the remainder falls on the last row instead.
 * (At extreme rates, where a long month's interest is more than the installment, no sen amount
 * helps: the first schedule stands, its last rows then repaying nothing.)
 */
function amortisedRows(
  principalSen: number,
  n: number,
  firstInstallment: number,
  interestFor: (balance: number, k: number) => number,
): { principal: number; interest: number }[] {
  const attempt = (installment: number) => {
    let balance = principalSen;
    let repaidEarly = false;
    const rows = Array.from({ length: n }, (_, k) => {
      const interest = interestFor(balance, k);
      if (k === n - 1) return { principal: balance, interest };
      if (installment - interest >= balance) repaidEarly = true;
      const principal = Math.max(0, Math.min(installment - interest, balance));
      balance -= principal;
      return { principal, interest };
    });
    return { rows, repaidEarly };
  };
  const first = attempt(firstInstallment);
  for (let less = 1; first.repaidEarly && less <= 2 && firstInstallment - less >= 1; less++) {
    const next = attempt(firstInstallment - less);
    if (!next.repaidEarly) return next.rows;
  }
  return first.rows;
}

export function buildSchedule(input: ScheduleInput): Schedule {
  check(input);
  const { principalSen, annualRatePercent, interestType, installments: n, agreementDate } = input;
  const rate = rateHundredths(annualRatePercent);
  const dueDates = Array.from({ length: n }, (_, k) => dueDateOf(agreementDate, k + 1));

  let parts: { principal: number; interest: number }[];
  if (interestType === 'Simple' || rate === 0) {
    parts = evenRows(principalSen, simpleInterestSen(principalSen, annualRatePercent, n), n);
  } else if (interestType === 'Compound Monthly') {
    const r = rate / 120_000;
    const installment = Math.round((principalSen * r) / (1 - (1 + r) ** -n));
    parts = amortisedRows(principalSen, n, installment, (balance) => monthlyInterest(balance, rate));
  } else {
    const daily = rate / 10_000 / 365;
    const factors = dueDates.map(
      (due, k) => (1 + daily) ** daysBetween(k === 0 ? agreementDate : dueDates[k - 1]!, due),
    );
    // The loan is repaid exactly when it equals the installments discounted to the agreement date.
    let discount = 1;
    let annuityFactor = 0;
    for (const f of factors) {
      discount /= f;
      annuityFactor += discount;
    }
    const installment = Math.round(principalSen / annuityFactor);
    parts = amortisedRows(principalSen, n, installment, (balance, k) =>
      Math.round(balance * (factors[k]! - 1)),
    );
  }

  const rows = parts.map(
    ({ principal, interest }, k): ScheduleLine => ({
      InstallmentNo: k + 1,
      DueDate: dueDates[k]!,
      PrincipalSen: principal,
      InterestSen: interest,
      TotalSen: principal + interest,
    }),
  );
  const totalInterestSen = rows.reduce((sum, r) => sum + r.InterestSen, 0);
  return {
    rows,
    totalInterestSen,
    totalRepaymentSen: principalSen + totalInterestSen,
    monthlyInstallmentSen: rows[0]!.TotalSen,
  };
}
