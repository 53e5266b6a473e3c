import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/**
 * Identity's events. Account events carry ids, not personal data: a consumer that needs the
 * e-mail reads the account as it is now.
 */
const accountData = z.object({
  AccountId: z.string(),
  Kind: z.enum(['staff', 'customer', 'service']),
  /** For password changes: how the new password was set. */
  How: z.enum(['reset', 'change']).optional(),
});

const accountEvent = <const N extends string>(name: N) =>
  defineEvent({ name, source: sources.identity, version: 1, schema: accountData });

/** The password changed: the owner gets an e-mail saying so, in case it was not them. */
export const accountPasswordChanged = accountEvent('account.password-changed');
export const accountDeactivated = accountEvent('account.deactivated');
export const accountActivated = accountEvent('account.activated');
export const accountRolesChanged = accountEvent('account.roles-changed');
export const accountMfaEnrolled = accountEvent('account.mfa-enrolled');
export const accountMfaReset = accountEvent('account.mfa-reset');

/**
 * One sign-in session ended (signed out, revoked for a reused refresh token, expired): the sockets
 * opened with it are closed. A change that ends every session of an account is its account event.
 */
export const sessionEnded = defineEvent({
  name: 'session.ended',
  source: sources.identity,
  version: 1,
  schema: z.object({
    AccountId: z.string(),
    SessionId: z.string(),
    Kind: z.enum(['staff', 'customer', 'service']),
  }),
});

/**
 * Someone asked for a reset link. Recorded for every request, known e-mail or not, so the
 * request itself takes the same time either way; the consumer decides whether a mail goes out.
 */
export const passwordResetRequested = defineEvent({
  name: 'identity.password-reset-requested',
  source: sources.identity,
  version: 1,
  schema: z.object({
    Kind: z.enum(['staff', 'customer']),
    Email: z.string(),
    /** The site the link must point to (configuration, or the request's own origin). */
    Origin: z.url(),
    /** The language of the page the request came from: the mail is written in it. */
    Lang: z.enum(['en', 'ms']),
  }),
});

/**
 * A borrower registered online (onboarding step 1). The customers context opens the customer
 * record from it, so the event carries what the record starts with: the sign-in e-mail and name.
 */
export const customerRegistered = defineEvent({
  name: 'account.customer-registered',
  source: sources.identity,
  version: 1,
  schema: z.object({
    AccountId: z.string(),
    CustomerId: z.string(),
    AccountType: z.enum(['individual', 'corporate']),
    MemberType: z.enum(['Online Member', 'Company']),
    Email: z.string(),
    FullName: z.string(),
  }),
});
