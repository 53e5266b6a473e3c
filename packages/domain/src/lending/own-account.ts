import { DomainError } from '../errors';

/** The lending steps a staff member may not take on a loan of their own. */
export type OwnAccountStep = 'approve' | 'stamp' | 'disburse';

/** Addresses compare as people type them: spaces around it and letter case make no other address. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const OWN_ACCOUNT_MESSAGE =
  'You cannot approve, stamp or disburse a loan whose borrower account has your own e-mail address: another staff member must do it.';

/**
 * Separation of duties: nobody approves, stamps or disburses a loan whose borrower account shares
 * the e-mail they sign in with (case and surrounding spaces aside). The borrower is known by every
 * address given: their account's and their customer record's. Answers the refusal, or undefined
 * when the step may go on; a staff member whose address is unknown is not refused here (their
 * account is checked when they sign in).
 */
export function ownAccountRefusal(
  staffEmail: string | undefined,
  borrowerEmails: readonly string[],
): DomainError | undefined {
  if (!staffEmail?.trim()) return undefined;
  return borrowerEmails.some((e) => sameEmail(e, staffEmail))
    ? new DomainError('forbidden', 'LENDING.OWN_ACCOUNT', OWN_ACCOUNT_MESSAGE)
    : undefined;
}
