import { formatRM } from '@ezc/domain';
import type { Disbursement } from './loan';

/**
 * The remarks a loan's history rows carry, written as the product shows money and dates to people
 * (spec §1): 'RM 8,000.00', '13/12/2026'. The rows keep the text as written, so it is made right
 * here rather than on every screen that shows the history.
 */

/** A 'YYYY-MM-DD' business date as 'DD/MM/YYYY'. */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export const stampedRemarks = (stampingDate: string) => `Stamping date ${displayDate(stampingDate)}`;

export const disbursedRemarks = (d: Pick<Disbursement, 'Method' | 'AmountSen' | 'RefNo' | 'PaymentDate'>) =>
  `${d.Method} of ${formatRM(d.AmountSen)}, ref. ${d.RefNo}, paid ${displayDate(d.PaymentDate)}`;
