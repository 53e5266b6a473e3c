import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/**
 * Identity's e-mails that carry a single-use link. Each event says only whose account and in
 * which language; the consumer makes the link's secret when it sends the mail, so no secret is
 * ever written to the outbox.
 */
const mailData = z.object({
  AccountId: z.string(),
  /** The language the person was using when they asked: the mail is written in it. */
  Lang: z.enum(['en', 'ms']),
});

/** A borrower's e-mail address is to be verified: at registration, or asked again later. */
export const emailVerificationRequested = defineEvent({
  name: 'account.email-verification-requested',
  source: sources.identity,
  version: 1,
  schema: mailData,
});

/**
 * A staff member whose role must use two-step sign-in signed in with the right password before
 * setting it up: the set-up goes by a single-use link mailed to them, so the password alone (which
 * may be stolen) never enrols a second factor.
 */
export const mfaEnrolmentRequested = defineEvent({
  name: 'account.mfa-enrolment-requested',
  source: sources.identity,
  version: 1,
  schema: mailData,
});

/**
 * Someone registered with the e-mail of an existing customer account. The registration answered
 * exactly as for a new address; the owner of the account is told by e-mail instead.
 */
export const registrationRepeated = defineEvent({
  name: 'account.registration-repeated',
  source: sources.identity,
  version: 1,
  schema: mailData.extend({
    /** The owner's language, recorded when they registered; absent, the mail is in both. */
    Lang: mailData.shape.Lang.optional(),
  }),
});
