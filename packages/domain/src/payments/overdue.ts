import { daysLate } from './late-charges';

/**
 * How far a loan's installments are behind, counted in Malaysian calendar days (the business
 * clock's day in Malaysia, `today`, YYYY-MM-DD). Every screen, the statement and the listings say
 * an installment is "Overdue, N days" from these figures; none is kept, each is worked out on the
 * day it is read.
 */

/** A schedule row as these rules read it (the account's, the loan's copy, a report's). */
export interface DueRow {
  DueDate: string;
  /** The contract's schedule row status: 'Scheduled', 'Unpaid', 'Partial Paid' or 'Paid'. */
  Status: string;
}

/**
 * Days an installment is past its due date on `today` while not paid in full: 0 on its due date
 * and before, 1 the day after, whatever its status says of its invoicing ('Scheduled' past its due
 * date is overdue too, until the daily run invoices it).
 */
export function installmentDaysPastDue(row: DueRow, today: string): number {
  return row.Status === 'Paid' ? 0 : daysLate(row.DueDate, today);
}

/** A loan's days past due: those of its oldest installment still unpaid (0 when none is late). */
export function loanDaysPastDue(rows: readonly DueRow[], today: string): number {
  return rows.reduce((most, r) => Math.max(most, installmentDaysPastDue(r, today)), 0);
}

/**
 * The interest not yet billed: that of the installments not yet fallen due (still 'Scheduled'),
 * which the ledger recognises only as each falls due. The balance outstanding is the ledger
 * balance plus this.
 */
export function interestNotYetBilledSen(rows: readonly { Status: string; InterestSen: number }[]): number {
  return rows.filter((r) => r.Status === 'Scheduled').reduce((t, r) => t + r.InterestSen, 0);
}
