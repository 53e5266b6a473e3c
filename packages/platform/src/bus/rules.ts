import { SIGNING_NOT_JOINED_KIND, sources } from '@ezc/domain';
import { CUSTOMERS_RETENTION_JOB, PAYMENTS_DAILY_JOB } from '../clock/scheduler';

/** Recurring jobs whose ticks another context's rule takes, so the jobs context's rule leaves them. */
const jobsHandledElsewhere = [PAYMENTS_DAILY_JOB, CUSTOMERS_RETENTION_JOB];
/** Kinds of one-off schedules another context's rule takes, so the jobs context's rule leaves them. */
const schedulesHandledElsewhere = [SIGNING_NOT_JOINED_KIND];

/**
 * Event routing, declared once. The CDK stack turns each rule into an EventBridge rule that
 * targets the named context's function; the local bus matches the very same patterns.
 */
export type EventPattern = Record<string, unknown>;

export interface BusRule {
  /** Unique, stable name: it is also the consumer name for idempotency records. */
  readonly name: string;
  readonly description: string;
  readonly pattern: EventPattern;
  /** The bounded context whose function consumes the event. */
  readonly target: ContextName;
}

export const contextNames = [
  'identity',
  'customers',
  'loans',
  'signing',
  'payments',
  'reports',
  'realtime',
  'jobs',
] as const;
export type ContextName = (typeof contextNames)[number];

/**
 * A rule exists once its consumer does: an event a rule matches with nobody to consume it is a
 * dead letter.
 */
export const busRules: readonly BusRule[] = [
  {
    name: 'identity-send-account-mail',
    description:
      'E-mail reset, verification and two-step set-up links, password-change notices and repeated-registration notices after the request was answered',
    pattern: {
      source: [sources.identity],
      'detail-type': [
        'identity.password-reset-requested',
        'account.password-changed',
        'account.email-verification-requested',
        'account.registration-repeated',
        'account.mfa-enrolment-requested',
      ],
    },
    target: 'identity',
  },
  {
    name: 'identity-close-erased-account',
    description:
      'Deactivate the sign-in account of a customer whose personal data the retention policy erased',
    pattern: { source: [sources.customers], 'detail-type': ['customer.personal-data-erased'] },
    target: 'identity',
  },
  {
    name: 'customers-open-record',
    description: 'Open the customer record of a borrower who registered online',
    pattern: { source: [sources.identity], 'detail-type': ['account.customer-registered'] },
    target: 'customers',
  },
  {
    name: 'realtime-push-status-changes',
    description:
      "Push status changes of loans, applications and signing sessions, notices of borrowers not joined, and changes of the reports' figures, to connected users",
    pattern: {
      'detail-type': [{ suffix: '.status-changed' }, 'signing-session.not-joined', 'reports.changed'],
    },
    target: 'realtime',
  },
  {
    name: 'realtime-close-ended-sessions',
    description:
      "Close the WebSocket connections of sign-in sessions that ended: a sign-out, revocation or expiry, or an account's password reset or change, deactivation, role change or two-step reset",
    pattern: {
      source: [sources.identity],
      'detail-type': [
        'session.ended',
        'account.password-changed',
        'account.deactivated',
        'account.roles-changed',
        'account.mfa-reset',
      ],
    },
    target: 'realtime',
  },
  {
    name: 'jobs-run-scheduled',
    description: 'Run recurring jobs and one-off schedules (reminders) when they come due',
    pattern: {
      source: [sources.jobs],
      'detail-type': ['jobs.tick', 'schedule.due'],
      // A schedule has no job; a tick of a job another context handles is that context's. A tick
      // has no kind; a schedule of a kind another context handles is that context's.
      detail: {
        data: {
          job: [{ 'anything-but': jobsHandledElsewhere }, { exists: false }],
          kind: [{ 'anything-but': schedulesHandledElsewhere }, { exists: false }],
        },
      },
    },
    target: 'jobs',
  },
  {
    name: 'signing-schedule-reminders',
    description:
      "Schedule a booked signing session's reminders and not-joined check, or move them with the session",
    pattern: { source: [sources.signing], 'detail-type': ['signing-session.booked'] },
    target: 'signing',
  },
  {
    name: 'signing-check-joined',
    description:
      'Tell staff who follow signing sessions when a borrower has not joined 15 minutes before the start',
    pattern: {
      source: [sources.jobs],
      'detail-type': ['schedule.due'],
      detail: { data: { kind: [SIGNING_NOT_JOINED_KIND] } },
    },
    target: 'signing',
  },
  {
    name: 'signing-erase-loan-records',
    description:
      "Erase the person from the signings, agreements and live sessions of a borrower the retention policy erased under its loan-records rule; the agreement's hashes and the audit trail stay",
    pattern: { source: [sources.customers], 'detail-type': ['customer.personal-data-erased'] },
    target: 'signing',
  },
  {
    name: 'loans-send-for-review',
    description:
      "Send a borrower's applications waiting for their profile to review once onboarding is complete",
    pattern: { source: [sources.customers], 'detail-type': ['customer.onboarding-completed'] },
    target: 'loans',
  },
  {
    name: 'loans-recheck-documents',
    description:
      "Send a borrower's applications waiting for their documents to review once the required documents are complete",
    pattern: { source: [sources.customers], 'detail-type': ['customer.documents-changed'] },
    target: 'loans',
  },
  {
    name: 'loans-erase-lending-records',
    description:
      'Erase the person from the ended applications of a customer the retention policy erased and, under its loan-records rule, from their ended loans (names, IC, bank account, documents, audit trails); the figures stay',
    pattern: { source: [sources.customers], 'detail-type': ['customer.personal-data-erased'] },
    target: 'loans',
  },
  {
    name: 'loans-complete-termination',
    description: 'Complete the termination of a loan whose termination was requested',
    pattern: { source: [sources.loans], 'detail-type': ['loan.termination-requested'] },
    target: 'loans',
  },
  {
    name: 'loans-follow-signing',
    description:
      'Move a loan through its signing statuses as its signing (company, borrower, attestor) moves',
    pattern: { source: [sources.signing], 'detail-type': ['signing.status-changed'] },
    target: 'loans',
  },
  {
    name: 'loans-follow-account',
    description:
      "Copy a loan account's schedule and totals onto the loan, and move its status (active, completed, settlement)",
    pattern: { source: [sources.payments], 'detail-type': ['loan-account.changed'] },
    target: 'loans',
  },
  {
    name: 'loans-index-lists',
    description:
      'Give the loans and applications kept from before their search keys (borrower name, IC number, numbers) those keys, and the applications their counts (daily, the first time only)',
    pattern: {
      source: [sources.jobs],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: [PAYMENTS_DAILY_JOB] } },
    },
    target: 'loans',
  },
  {
    name: 'signing-index-lists',
    description:
      'Give the signing sessions kept from before their status entries, counts and search keys (borrower name, loan number, contact) (daily, the first time only)',
    pattern: {
      source: [sources.jobs],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: [PAYMENTS_DAILY_JOB] } },
    },
    target: 'signing',
  },
  {
    name: 'signing-prepare-agreement',
    description:
      "Prepare an approved loan's agreement, and sign it for the company when its product signs automatically",
    pattern: { source: [sources.loans], 'detail-type': ['application.approved'] },
    target: 'signing',
  },
  {
    name: 'payments-open-account',
    description: "Open a disbursed loan's account, with its principal owed",
    pattern: { source: [sources.loans], 'detail-type': ['loan.disbursed'] },
    target: 'payments',
  },
  {
    name: 'payments-daily-run',
    description:
      'Accrue late payment charges and activate the installments that fall due on every loan account (daily)',
    pattern: {
      source: [sources.jobs],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: [PAYMENTS_DAILY_JOB] } },
    },
    target: 'payments',
  },
  {
    name: 'payments-daily-run-continue',
    description: "Go on with the day's run over loan accounts, a page of accounts at a time",
    pattern: { source: [sources.payments], 'detail-type': ['daily-run.continued'] },
    target: 'payments',
  },
  {
    name: 'payments-erase-loan-records',
    description:
      'Erase the person from the loan accounts, payments, credit notes and e-mandates of a customer the retention policy erased under the loan-records rule; the figures and the ledger stay',
    pattern: { source: [sources.customers], 'detail-type': ['customer.personal-data-erased'] },
    target: 'payments',
  },
  {
    name: 'customers-retention-run',
    description:
      'Erase the personal documents and fields of customers the retention policy says are due: applicants who never had a loan, and borrowers 7 years after their last loan ended (daily, one page of customers at a time)',
    pattern: {
      source: [sources.jobs],
      'detail-type': ['jobs.tick'],
      detail: { data: { job: [CUSTOMERS_RETENTION_JOB] } },
    },
    target: 'customers',
  },
  {
    name: 'customers-retention-run-continue',
    description: "Check the next page of customers in the day's retention run",
    pattern: { source: [sources.customers], 'detail-type': ['retention-run.continued'] },
    target: 'customers',
  },
  {
    name: 'customers-write-reads-export',
    description:
      "Write an export of the compliance page's document reads to the document store, keeping its progress as it goes, and make it ready to download",
    pattern: { source: [sources.customers], 'detail-type': ['document-reads-export.requested'] },
    target: 'customers',
  },
  {
    name: 'reports-follow-loans',
    description:
      "Bring a loan's rows in the reports up to date when its status, its account (ledger, late charges) or one of its payments changes",
    pattern: {
      source: [sources.loans, sources.payments],
      'detail-type': ['loan.status-changed', 'loan-account.changed', 'payment.changed'],
    },
    target: 'reports',
  },
  {
    name: 'reports-write-export',
    description:
      "Write a report export's file to the document store, keeping its progress as it goes, and make it ready to download",
    pattern: { source: [sources.reports], 'detail-type': ['report-export.requested'] },
    target: 'reports',
  },
  {
    name: 'reports-rebuild-continue',
    description:
      'Go on with a rebuild of the reports: the next page of loans worked out into the generation being built, then the generation it replaced emptied, a page at a time',
    pattern: { source: [sources.reports], 'detail-type': ['reports-rebuild.continued'] },
    target: 'reports',
  },
  {
    name: 'reports-erase-loan-records',
    description:
      "Erase the borrower's name and IC number from the report rows of a customer the retention policy erased under the loan-records rule; every figure stays",
    pattern: { source: [sources.customers], 'detail-type': ['customer.personal-data-erased'] },
    target: 'reports',
  },
];
