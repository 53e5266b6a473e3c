import * as z from 'zod';

/**
 * The retention policy, as data: each rule says whose records it covers, for how long they are
 * kept after the last thing that happened to them, and what goes once that time has passed. The
 * scheduler's daily run applies it; the compliance page shows it as it stands here.
 */

export const retentionRuleIds = ['unsuccessfulApplicants', 'loanRecords'] as const;
export type RetentionRuleId = (typeof retentionRuleIds)[number];

export const retentionRuleSchema = z.object({
  id: z.enum(retentionRuleIds),
  /** Whole months after the last activity (or after the loan ended) the records are kept. */
  keepMonths: z.number().int().positive(),
  /** What the rule erases when the period is over; empty for a rule that only keeps. */
  erases: z.array(z.enum(['documents', 'personalFields', 'signInAccount'])),
  /** What the rule keeps, whatever else goes. */
  keeps: z.array(
    z.enum(['customerId', 'auditTrail', 'ledger', 'loans', 'payments', 'loanAmounts', 'erasureRecord']),
  ),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;

export const retentionPolicySchema = z.array(retentionRuleSchema).min(1);

export const retentionPolicy: readonly RetentionRule[] = retentionPolicySchema.parse([
  {
    // PDPA 2010 s.10 (retention principle): no longer than the purpose needs. A refused or
    // withdrawn applicant's data serves only an appeal, a complaint or a quick re-application;
    // twelve months covers those, and the Act asks nothing of an application that made no loan.
    id: 'unsuccessfulApplicants',
    keepMonths: 12,
    erases: ['documents', 'personalFields', 'signInAccount'],
    keeps: ['customerId', 'auditTrail', 'erasureRecord'],
  },
  {
    // Loan and payment records are the licensee's books under the Moneylenders Act 1951; seven
    // years after the loan ends matches the period books are kept for tax and company law. Until
    // then nothing of a customer who ever had a loan is erased; after it, the person goes from the
    // books (names, NRIC, bank account, agreements, recordings, uploaded receipts), and the books'
    // figures stay: the ledger balances as before.
    id: 'loanRecords',
    keepMonths: 84,
    erases: ['documents', 'personalFields', 'signInAccount'],
    keeps: ['customerId', 'auditTrail', 'ledger', 'loanAmounts', 'erasureRecord'],
  },
]);

/** Application statuses that end an application without a loan. */
export const unsuccessfulApplicationStatuses = ['Rejected', 'Cancelled'] as const;
/** Application statuses after which the application itself waits for nothing more. */
const endedApplicationStatuses: readonly string[] = [...unsuccessfulApplicationStatuses, 'Approved', 'Void'];
/** Loan statuses a loan ends in (the loan machine's final states). */
export const endedLoanStatuses = ['Completed', 'Early Settlement', 'Terminated'] as const;

/** What the retention run knows of one customer. */
export interface RetentionSubject {
  /** When the customer record was opened (ISO). */
  createdAt: string;
  /** Already erased: nothing is left to erase. */
  erasedAt?: string | undefined;
  applications: readonly { status: string; lastActivityAt: string }[];
  /** Loans of the customer, in any status, each with the last thing that happened to it. */
  loans: readonly { status: string; lastActivityAt: string }[];
  /** Other dated activity of the customer (documents uploaded, for instance). */
  otherActivityAt?: readonly string[];
}

/** `iso` plus `months` calendar months (a month-end date stays at the month's end). */
export function monthsAfter(iso: string, months: number): Date {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const moved = new Date(d);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const last = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, last));
  return moved;
}

export type RetentionVerdict =
  | { due: true; rule: RetentionRuleId; lastActivityAt: string; dueAt: string }
  | {
      due: false;
      reason: 'erased' | 'openLoan' | 'openApplication' | 'notYet';
      dueAt?: string;
    };

/**
 * What keeps a customer whatever the dates: already erased, a loan not ended, or an application
 * still open (beside loans, one that made a loan has ended too). Undefined when only the period
 * can keep them. It needs statuses only, so a run can skip the rest of its reads.
 */
export function retentionHold(
  subject: Pick<RetentionSubject, 'erasedAt'> & {
    applications: readonly { status: string }[];
    loans: readonly { status: string }[];
  },
): 'erased' | 'openLoan' | 'openApplication' | undefined {
  if (subject.erasedAt) return 'erased';
  const ended: readonly string[] = endedLoanStatuses;
  if (subject.loans.some((l) => !ended.includes(l.status))) return 'openLoan';
  const applicationEnded: readonly string[] =
    subject.loans.length > 0 ? endedApplicationStatuses : unsuccessfulApplicationStatuses;
  if (subject.applications.some((a) => !applicationEnded.includes(a.status))) return 'openApplication';
  return undefined;
}

/**
 * Whether the policy erases a customer as of `now`, and under which rule: a customer who never had
 * a loan falls under the unsuccessful-applicants rule once every application ended without one; a
 * customer who had loans falls under the loan-records rule once every loan has ended. Either way
 * nothing is due while an application or a loan is still open, and the period counts from the
 * last thing that happened to any of them (the period's last instant still keeps them).
 */
export function retentionVerdict(
  subject: RetentionSubject,
  now: Date,
  policy: readonly RetentionRule[] = retentionPolicy,
): RetentionVerdict {
  const hold = retentionHold(subject);
  if (hold) return { due: false, reason: hold };
  const hadLoan = subject.loans.length > 0;
  const rule = policy.find((r) => r.id === (hadLoan ? 'loanRecords' : 'unsuccessfulApplicants'));
  if (!rule) return { due: false, reason: 'notYet' };
  const last = [
    subject.createdAt,
    ...subject.applications.map((a) => a.lastActivityAt),
    ...subject.loans.map((l) => l.lastActivityAt),
    ...(subject.otherActivityAt ?? []),
  ].reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  const dueAt = monthsAfter(last, rule.keepMonths).toISOString();
  return now.getTime() > Date.parse(dueAt)
    ? { due: true, rule: rule.id, lastActivityAt: last, dueAt }
    : { due: false, reason: 'notYet', dueAt };
}
