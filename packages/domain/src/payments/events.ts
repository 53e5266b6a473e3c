import * as z from 'zod';
import { defineEvent } from '../events/define-event';
import { sources } from '../events/sources';

/**
 * The e-mandate events. They carry ids, not bank details. The realtime context pushes
 * `mandate.status-changed` to the borrower, so the loan's mandate panel follows the bank's answer.
 */
export const mandateEventData = z.object({
  MandateId: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  Status: z.string(),
});
export type MandateEventData = z.infer<typeof mandateEventData>;

export const mandateStatusChanged = defineEvent({
  name: 'mandate.status-changed',
  source: sources.payments,
  version: 1,
  schema: mandateEventData,
});
