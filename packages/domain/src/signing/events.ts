import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/**
 * The signing events. They carry ids, not personal data. The loans context follows
 * `signing.status-changed` to move the loan itself (the loan's status is the loans context's).
 */
export const signingEventData = z.object({
  LoanNo: z.string(),
  Status: z.string(),
  CustomerId: z.string(),
  /** The agreement's latest version, for the loan's `LoanAgreements[0].MediaId`. */
  AgreementMediaId: z.string().optional(),
});

export const signingStatusChanged = defineEvent({
  name: 'signing.status-changed',
  source: sources.signing,
  version: 1,
  schema: signingEventData,
});

export const signingSessionEventData = z.object({
  SigningSessionId: z.string(),
  LoanNo: z.string(),
  Status: z.string(),
  CustomerId: z.string(),
  AttestatorId: z.string(),
});

const sessionEvent = <const N extends string>(name: N) =>
  defineEvent({ name, source: sources.signing, version: 1, schema: signingSessionEventData });

/** Pushed live to the borrower and to staff who follow signing sessions. */
export const signingSessionStatusChanged = sessionEvent('signing-session.status-changed');
/** A session was booked or moved: its reminders are (re)scheduled. */
export const signingSessionBooked = sessionEvent('signing-session.booked');
/** The borrower had not joined 15 minutes before the start: staff follow up. */
export const signingSessionNotJoined = sessionEvent('signing-session.not-joined');
