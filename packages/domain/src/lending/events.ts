import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/**
 * The lending events. The events one transition emits share one data object, so every event of
 * an aggregate has the same shape; they carry ids, not personal data.
 */
export const applicationEventData = z.object({
  ApplicationId: z.string(),
  LoanNo: z.string(),
  Status: z.string(),
  CustomerId: z.string(),
});

const applicationEvent = <const N extends string>(name: N) =>
  defineEvent({ name, source: sources.loans, version: 1, schema: applicationEventData });

/** Pushed live to the owner and to staff who may read applications. */
export const applicationStatusChanged = applicationEvent('application.status-changed');
/** The loan is made from the approved application. */
export const applicationApproved = applicationEvent('application.approved');

export const loanEventData = z.object({
  LoanNo: z.string(),
  Status: z.string(),
  CustomerId: z.string(),
  ApplicationId: z.string().optional(),
});

const loanEvent = <const N extends string>(name: N) =>
  defineEvent({ name, source: sources.loans, version: 1, schema: loanEventData });

export const loanStamped = loanEvent('loan.stamped');
export const loanDisbursed = loanEvent('loan.disbursed');
export const loanTerminationRequested = loanEvent('loan.termination-requested');
