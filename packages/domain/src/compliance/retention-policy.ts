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
  keeps: z.array(z.enum(['customerId', 'auditTrail', 'ledger', 'loans', 'payments', 'erasureRecord'])),
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
    // years after the loan ends matches the period books are kept for tax and company law. Here
    // it guards: nothing of a customer who ever had a loan is erased by the rule above.
    id: 'loanRecords',
    keepMonths: 84,
    erases: [],
    keeps: ['customerId', 'auditTrail', 'ledger', 'loans', 'payments'],
  },
]);

/** Application statuses that end an application without a loan. */
export const unsuccessfulApplicationStatuses = ['Rejected', 'Cancelled'] as const;

/** What the retention run knows of one customer. */
export interface RetentionSubject {
  /** When the customer record was opened (ISO). */
  createdAt: string;
  /** Already erased: nothing is left to erase. */
  erasedAt?: string | undefined;
  applications: readonly { status: string; lastActivityAt: string }[];
  /** Loans of the customer, in any status. */
  loanCount: number;
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
      reason: 'erased' | 'hasLoan' | 'openApplication' | 'notYet';
      dueAt?: string;
    };

/**
 * Whether the unsuccessful-applicants rule erases a customer as of `now`: never one with a loan
 * (the loan-records rule keeps them), never one with an application still open, otherwise once
 * the period has passed since their last activity (the period's last instant still keeps them).
 */
export function retentionVerdict(
  subject: RetentionSubject,
  now: Date,
  policy: readonly RetentionRule[] = retentionPolicy,
): RetentionVerdict {
  if (subject.erasedAt) return { due: false, reason: 'erased' };
  if (subject.loanCount > 0) return { due: false, reason: 'hasLoan' };
  const ended: readonly string[] = unsuccessfulApplicationStatuses;
  if (subject.applications.some((a) => !ended.includes(a.status))) {
    return { due: false, reason: 'openApplication' };
  }
  const rule = policy.find((r) => r.id === 'unsuccessfulApplicants');
  if (!rule) return { due: false, reason: 'notYet' };
  const last = [
    subject.createdAt,
    ...subject.applications.map((a) => a.lastActivityAt),
    ...(subject.otherActivityAt ?? []),
  ].reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  const dueAt = monthsAfter(last, rule.keepMonths).toISOString();
  return now.getTime() > Date.parse(dueAt)
    ? { due: true, rule: rule.id, lastActivityAt: last, dueAt }
    : { due: false, reason: 'notYet', dueAt };
}
