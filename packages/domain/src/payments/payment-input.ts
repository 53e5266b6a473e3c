import { invalid } from '../errors';
import { showDay } from '../reports/report-labels';

/**
 * The method of the payments the bank debits under a loan's e-mandate. Nobody records one by
 * hand: a borrower claiming to have paid "by e-mandate" names no transfer Finance could find, and
 * a debit is posted by the debit run when the bank answers.
 */
export const MANDATE_METHOD = 'E-Mandate';

/** The methods a person may name for a payment they made or received, in the order the forms list them. */
export const manualMethodsText = 'Bank Transfer, FPX / Online Banking, Cash or Cheque';

export const paymentMandateOnly = () =>
  invalid(
    'PAYMENT.MANDATE_ONLY',
    `E-Mandate payments are made only by the bank's debits under the loan's e-mandate. Choose how the money was paid: ${manualMethodsText}.`,
  );

/**
 * Whether a payment may say it was made on `date` (YYYY-MM-DD): not after today, Malaysia's
 * day on the business clock, nor before the loan's money was disbursed. Answers the refusal, or
 * undefined.
 */
export function paymentDateRefusal(date: string, bounds: { today: string; disbursedOn: string }) {
  if (date > bounds.today) {
    const today = showDay(bounds.today);
    return invalid('PAYMENT.DATE_IN_FUTURE', `The payment date cannot be later than today (${today}).`, {
      today,
    });
  }
  if (date < bounds.disbursedOn) {
    const disbursed = showDay(bounds.disbursedOn);
    return invalid(
      'PAYMENT.DATE_BEFORE_DISBURSEMENT',
      `The payment date cannot be earlier than the loan's disbursement on ${disbursed}.`,
      { disbursed },
    );
  }
  return undefined;
}
