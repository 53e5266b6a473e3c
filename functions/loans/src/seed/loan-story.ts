import { type LoanStatus, loanTerminationRequested } from '@ezc/domain';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { decideFor, scheduleIdOf } from '../loans/loan';
import { paidInFull, settledInFull } from '../loans/loan-changes';
import { approveApplication } from '../use-cases/applications/decide-application';
import { activateInstallment } from '../use-cases/loans/activate-installment';
import { followSigning } from '../use-cases/loans/follow-signing';
import { disburseLoan, stampLoan } from '../use-cases/loans/stamp-and-disburse';
import { completeTermination, terminateLoan } from '../use-cases/loans/terminate-loan';
import { type Cast, HOUR, onDate, seededBecause, steadily } from './cast';
import { SeededSteps } from './seeded-steps';
import type { LoanStory } from './stories';

/** A one-page PDF: every demo receipt's file, sent as the API receives it. */
const RECEIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

/** The way to every status: those after it (completed, settled, terminated) go all of it. */
const path: LoanStatus[] = [
  'Pending Signing Company',
  'Signed By Company',
  'Pending Signing Borrower',
  'Pending Signing Attestor',
  'Signed',
  'Stamped',
  'Disbursed',
  'Active',
];

/** The signing statuses a story may stop at; later stories are signed all the way. */
const signingTargets = [
  'Signed By Company',
  'Pending Signing Borrower',
  'Pending Signing Attestor',
  'Signed',
] as const;

/**
 * A loan told from its approval to its status, one step after another through the use cases
 * staff use (approve, stamp, disburse, activate, terminate), each at its moment; the steps of
 * capabilities not built yet are seeded and say so.
 */
export async function tellLoan(
  cast: Cast,
  s: LoanStory,
  applied: { ApplicationId: string; LoanNo: string },
): Promise<void> {
  const { LoanNo: loanNo } = applied;
  const seeded = new SeededSteps(cast, loanNo);
  const approvedAt = cast.daysAgo(s.appliedDaysAgo - 1);
  await steadily(() =>
    approveApplication(cast.at(approvedAt), cast.staff, {
      applicationId: applied.ApplicationId,
      reason: 'Income and documents verified.',
    }),
  );

  // Termination In Process is reached from a loan the company has signed.
  const target = s.status === 'Termination In Process' ? 'Signed By Company' : s.status;
  const rank = (x: LoanStatus) => (path.includes(x) ? path.indexOf(x) : path.length);
  const reached = (status: LoanStatus) => rank(target) >= rank(status);
  let day = s.appliedDaysAgo - 1;
  const nextDay = (hours: number) => {
    day = Math.max(day - 1, 0);
    return cast.daysAgo(day, hours);
  };

  if (reached('Signed By Company')) {
    if (!cast.signLoan)
      throw new Error('The lending demo stories need the signing context to sign their loans');
    const upTo = signingTargets.find((t) => t === target) ?? 'Signed';
    const moment = (status: LoanStatus) => (reached(status) ? nextDay(1) : cast.daysAgo(day, 1));
    const moments = [
      nextDay(1),
      moment('Pending Signing Borrower'),
      moment('Pending Signing Attestor'),
      moment('Signed'),
    ] as const;
    // The borrower with a session to come books it; everyone else signs after the video.
    const way = s.status === 'Pending Signing Borrower' ? 'Live' : 'Pre-recorded';
    const steps = await cast.signLoan(cast.platform, { LoanNo: loanNo, upTo, way, moments });
    // What the loan does when each signing event reaches it, at its moment (the events, handled
    // after the seed, find the loan there already).
    for (const step of steps)
      await steadily(() => followSigning(cast.at(step.at), { LoanNo: loanNo, ...step }, step.by));
  }
  if (reached('Stamped')) {
    await seeded.flush();
    const at = nextDay(2);
    await steadily(() =>
      stampLoan(cast.at(at), cast.staff, {
        LoanNo: loanNo,
        StampingDate: malaysiaDate(at),
        StampReceiptFileStream: RECEIPT,
        StampReceiptFileType: 'pdf',
      }),
    );
  }
  if (!reached('Disbursed')) return terminal(cast, s, loanNo, seeded);

  const disbursedAt = nextDay(3);
  // A loan left 'Disbursed' is paid out in a few days: its first installment waits for that day.
  const paymentDate = malaysiaDate(s.status === 'Disbursed' ? cast.daysAgo(-3) : disbursedAt);
  await steadily(() =>
    disburseLoan(cast.at(disbursedAt), cast.staff, {
      LoanNo: loanNo,
      Method: 'Bank Transfer',
      Amount: s.amount,
      RefNo: `TRF-${loanNo}`,
      Bank: 'Maybank',
      AccountNo: s.owner === 'company' ? '3123456789' : '514012345678',
      AccountName: cast.name(s.owner),
      Currency: 'MYR',
      OffsetDocNo: [],
      DisbursementReceiptFileStream: RECEIPT,
      DisbursementReceiptFileType: 'pdf',
      PaymentDate: paymentDate,
    }),
  );
  if (!reached('Active')) return terminal(cast, s, loanNo, seeded);

  const activate = async (installmentNo: number, at: Date) => {
    await seeded.flush();
    return steadily(() => activateInstallment(cast.at(at), cast.staff, scheduleIdOf(loanNo, installmentNo)));
  };
  // On the payment date, and never before the disbursement itself.
  const firstActivated = new Date(Math.max(onDate(paymentDate, 1).getTime(), disbursedAt.getTime() + HOUR));
  await activate(1, firstActivated);
  const schedule = (await cast.at(firstActivated).loans.load(loanNo))!.value.Schedule;
  const paid = s.paid ?? 0;
  for (let k = 1; k <= paid; k++) {
    const due = schedule[k - 1]!.DueDate;
    seeded.add({
      when: onDate(due),
      says: `Payment received for installment ${k} (${seededBecause.payments})`,
      change: (loan) => ({ loan: paidInFull(loan, k, due) }),
    });
    // The next installment falls due once this one is paid; an active loan keeps one open.
    if (k < schedule.length && (k < paid || s.status === 'Active')) await activate(k + 1, onDate(due, 1));
  }
  return terminal(cast, s, loanNo, seeded, schedule.at(-1)!.DueDate);
}

/** The story's last steps: completed, settled, terminated or held in termination. */
async function terminal(
  cast: Cast,
  s: LoanStory,
  loanNo: string,
  seeded: SeededSteps,
  lastDue?: string,
): Promise<void> {
  switch (s.status) {
    case 'Completed':
      seeded.add({
        when: onDate(lastDue!, 2),
        says: `Loan completed: every installment paid (${seededBecause.payments})`,
        change: (loan) => ({ loan, decision: decideFor(loan, { type: 'COMPLETE' }) }),
      });
      break;
    case 'Settlement Under Review':
      seeded.add({
        when: cast.daysAgo(2),
        says: `Full settlement requested (${seededBecause.settlement})`,
        change: (loan) => ({ loan, decision: decideFor(loan, { type: 'REQUEST_SETTLEMENT' }) }),
      });
      break;
    case 'Early Settlement': {
      seeded.add({
        when: cast.daysAgo(20),
        says: `Full settlement requested (${seededBecause.settlement})`,
        change: (loan) => ({ loan, decision: decideFor(loan, { type: 'REQUEST_SETTLEMENT' }) }),
      });
      const at = cast.daysAgo(18);
      seeded.add({
        when: at,
        says: `Full settlement approved (${seededBecause.settlement})`,
        change: (loan) => ({
          loan: settledInFull(loan, malaysiaDate(at)),
          decision: decideFor(loan, { type: 'SETTLEMENT_APPROVED' }),
        }),
      });
      break;
    }
    case 'Termination In Process':
      // A requested termination is completed as soon as its event is handled, so a loan is seen
      // 'Termination In Process' only for a moment. The demo keeps one there: its request is
      // written without the event that would complete it, and its history row says so.
      seeded.add({
        when: cast.daysAgo(3),
        says: 'Termination requested (seeded: held in process; a requested termination completes at once)',
        remarks: 'Borrower asked to withdraw before signing.',
        change: (loan) => {
          const decision = decideFor(loan, { type: 'TERMINATE' });
          return {
            loan,
            decision: { ...decision, events: decision.events.filter((e) => e !== loanTerminationRequested) },
          };
        },
      });
      break;
    case 'Terminated': {
      await seeded.flush();
      const at = cast.daysAgo(5);
      await steadily(() =>
        terminateLoan(cast.at(at), cast.staff, {
          loanNo,
          remarks: 'Borrower absconded; recovery through the courts.',
        }),
      );
      // What the termination's event does, an hour later; the event itself, handled after the
      // seed, finds the loan terminated and does nothing.
      await steadily(() => completeTermination(cast.at(new Date(at.getTime() + HOUR)), loanNo));
      break;
    }
    default:
      break;
  }
  await seeded.flush();
}
