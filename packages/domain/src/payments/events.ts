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

export const mandateStatusChanged = defineEvent({
  name: 'mandate.status-changed',
  source: sources.payments,
  version: 1,
  schema: mandateEventData,
});

/** The schedule row statuses (contract); the payments context's loan account decides them. */
export const accountRowStatuses = ['Scheduled', 'Unpaid', 'Paid', 'Partial Paid'] as const;

/** A schedule row as the loan account holds it: its status and what has been paid on it, in sen. */
export const accountRowData = z.object({
  InstallmentNo: z.number().int().min(1),
  Status: z.enum(accountRowStatuses),
  /** Principal and interest paid on the installment (late charges apart). */
  PaidSen: z.number().int().min(0),
  PrincipalPaidSen: z.number().int().min(0),
  /** The day it was activated (its invoice's date), YYYY-MM-DD. */
  ActivatedOn: z.string().optional(),
});

/** Where a loan's full settlement stands, as its account knows it. */
export const settlementStages = ['Requested', 'Approved', 'Rejected'] as const;

/**
 * A loan's account changed (an installment activated, a payment applied, a charge posted, a
 * settlement requested or decided). It carries the account's whole picture, derived from its
 * ledger at that version, so the loans context's copy of the schedule follows it and the loan's
 * status moves through its own machine (first activation → 'Active', everything paid →
 * 'Completed', settlement → 'Settlement Under Review' / 'Early Settlement'). A consumer ignores a
 * version older than the one it holds, so redelivery and reordering change nothing.
 */
export const loanAccountChanged = defineEvent({
  name: 'loan-account.changed',
  source: sources.payments,
  version: 1,
  schema: z.object({
    LoanNo: z.string(),
    CustomerId: z.string(),
    AccountVersion: z.number().int().min(1),
    TotalPaidToDateSen: z.number().int(),
    BalanceOutstandingSen: z.number().int(),
    Rows: z.array(accountRowData),
    Settlement: z.enum(settlementStages).optional(),
  }),
});
export type LoanAccountChangedData = z.infer<typeof loanAccountChanged.schema>;

/**
 * The daily run over loan accounts did one page of its work as of `At` (its tick's slot) and goes
 * on after `Cursor`: each page is its own short invocation, however many accounts have work that day.
 */
export const dailyRunContinued = defineEvent({
  name: 'daily-run.continued',
  source: sources.payments,
  version: 1,
  schema: z.object({
    At: z.string(),
    Cursor: z.string(),
    Page: z.number().int().min(1),
    /** The accounts' late charges and activations, then the debits under active e-mandates. */
    Phase: z.enum(['accounts', 'debits']).default('accounts'),
  }),
});

/**
 * A payment was made, recorded, decided or given its proof: the reports follow the loan's
 * payments with it. It carries ids and the status, never the amount or the bank details.
 */
export const paymentChanged = defineEvent({
  name: 'payment.changed',
  source: sources.payments,
  version: 1,
  schema: z.object({ PaymentId: z.string(), LoanNo: z.string(), CustomerId: z.string(), Status: z.string() }),
});
