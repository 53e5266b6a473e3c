import { DomainError, notFound, ruleBroken } from '../errors';

/**
 * The e-mandate failures the API answers, each with its stable code, its English message and the
 * values its Malay text (i18n/payments-server.ts, `apiErrors.<CODE with _>`) is filled with.
 */

export const MANDATE_LIVE = 'MANDATE.LIVE';
export const MANDATE_LOAN_ENDED = 'MANDATE.LOAN_ENDED';
export const MANDATE_AMOUNT_REQUIRED = 'MANDATE.AMOUNT_REQUIRED';

export const mandateLoanNotFound = () => notFound('MANDATE.LOAN_NOT_FOUND', 'Loan not found');
export const mandateNotFound = () => notFound('MANDATE.NOT_FOUND', 'Mandate not found');

/** A loan has at most one mandate that may still debit it: one waiting for the bank, or active. */
export const mandateLive = (status: string) =>
  ruleBroken(
    MANDATE_LIVE,
    `This loan already has an e-mandate that is '${status}'. A new one can be registered only if the bank rejects it.`,
    { status },
  );

/** Nothing is left to debit on a loan that is settled or being ended. */
export const mandateLoanEnded = (status: string) =>
  ruleBroken(MANDATE_LOAN_ENDED, `A loan that is '${status}' cannot have an e-mandate set up.`, { status });

/** A loan whose installment cannot be read names no amount of its own. */
export const mandateAmountRequired = () =>
  ruleBroken(MANDATE_AMOUNT_REQUIRED, 'Enter the amount the bank may debit each month.');

export const WEBHOOK_BAD_SIGNATURE = 'WEBHOOK.BAD_SIGNATURE';

/** The one answer to any signature that does not hold, so a caller learns nothing of why. */
export const webhookBadSignature = () =>
  new DomainError(
    'unauthorized',
    WEBHOOK_BAD_SIGNATURE,
    'The webhook signature is missing, invalid or expired.',
  );
