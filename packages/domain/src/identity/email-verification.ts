import { DomainError } from '../errors';

/** A mailed verification link works once, for a day. */
export const EMAIL_VERIFICATION_SECONDS = 24 * 60 * 60;
/** New verification links one account may ask for in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

/** A borrower applies only from a verified e-mail address (it is who the loan's mail reaches). */
export const emailNotVerified = () =>
  new DomainError(
    'forbidden',
    'ACCOUNT.EMAIL_NOT_VERIFIED',
    'Verify your e-mail address before you apply: open the link we e-mailed you, or ask for a new one on this page.',
  );
