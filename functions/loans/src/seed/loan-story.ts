import { type LoanStatus, loanTerminationRequested, stampDutySen, toSen } from '@ezc/domain';
import type { Actor, DemoMoneyStep } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { decideFor } from '../loans/loan';
import { approveApplication } from '../use-cases/applications/decide-application';
import { followAccount } from '../use-cases/loans/follow-account';
import { followSigning } from '../use-cases/loans/follow-signing';
import { disburseLoan, stampLoan } from '../use-cases/loans/stamp-and-disburse';
import { completeTermination, terminateLoan } from '../use-cases/loans/terminate-loan';
import { type Cast, HOUR, onDate, steadily } from './cast';
import { SeededSteps } from './seeded-steps';
import type { LoanStory } from './stories';

/** Who moves a loan as its account says (the account's own news names no person). */
const accountActor: Actor = { id: 'system', kind: 'system', name: 'Loan account' };

/** The receipts' PDF maker, loaded with pdf-lib when the first receipt is made. */
const receiptDocuments = () => import('./receipt-documents');
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The lender, as the process's configuration names it. */
const lenderOf = (cast: Cast) => ({
  Name: cast.platform.config.COMPANY_NAME,
  LicenceNo: cast.platform.config.LENDING_LICENCE_NO,
  Address: cast.platform.config.COMPANY_ADDRESS,
});

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
    const loan = (await cast.at(at).loans.load(loanNo))!.value;
    // The stamp certificate LHDN issues for the agreement, with the duty the Stamp Act charges.
    const certificate = await (await receiptDocuments()).stampCertificate({
      LoanNo: loanNo,
      BorrowerName: loan.BorrowerName,
      BorrowerICNo: loan.BorrowerICNo,
      Lender: lenderOf(cast),
      AgreementDate: loan.AgreementDate,
      StampingDate: malaysiaDate(at),
      PrincipalSen: loan.AmountSen,
      DutySen: stampDutySen(loan.AmountSen),
    });
    await steadily(() =>
      stampLoan(cast.at(at), cast.staff, {
        LoanNo: loanNo,
        StampingDate: malaysiaDate(at),
        StampReceiptFileStream: base64(certificate),
        StampReceiptFileType: 'pdf',
      }),
    );
  }
  if (!reached('Disbursed')) return terminal(cast, s, loanNo, seeded);

  const disbursedAt = nextDay(3);
  // A loan left 'Disbursed' is paid out in a few days: its first installment waits for that day.
  const paymentDate = malaysiaDate(s.status === 'Disbursed' ? cast.daysAgo(-3) : disbursedAt);
  // Paid into the account each demo borrower gave in their profile.
  const account = {
    RefNo: `TRF-${loanNo}`,
    Bank: s.owner === 'company' ? 'Public Bank' : 'Maybank',
    AccountNo: s.owner === 'company' ? '3123456789' : '514012345678',
    AccountName: cast.name(s.owner),
  };
  // The paying bank's advice of the transfer, as the finance officer would upload it.
  const advice = await (await receiptDocuments()).transferAdvice({
    LoanNo: loanNo,
    Lender: lenderOf(cast),
    AmountSen: toSen(s.amount),
    InstructedOn: malaysiaDate(disbursedAt),
    PaymentDate: paymentDate,
    ...account,
  });
  await steadily(() =>
    disburseLoan(cast.at(disbursedAt), cast.staff, {
      LoanNo: loanNo,
      Method: 'Bank Transfer',
      Amount: s.amount,
      ...account,
      Currency: 'MYR',
      OffsetDocNo: [],
      DisbursementReceiptFileStream: base64(advice),
      DisbursementReceiptFileType: 'pdf',
      PaymentDate: paymentDate,
    }),
  );
  if (!cast.payLoan)
    throw new Error("The lending demo stories need the payments context to move their loans' money");
  const payLoan = cast.payLoan;
  // Each money step through the payments context, then what its account's news does to the loan
  // at that moment (the same news, delivered by the bus after the seed, finds it followed).
  const money = async (step: DemoMoneyStep) => {
    await seeded.flush();
    const news = await steadily(() => payLoan(cast.platform, step));
    await steadily(() => followAccount(cast.at(step.at), news, accountActor));
    return news;
  };
  await money({ kind: 'open', LoanNo: loanNo, at: new Date(disbursedAt.getTime() + 60_000) });
  if (!reached('Active')) return terminal(cast, s, loanNo, seeded);

  // On the payment date, and never before the disbursement itself.
  const firstActivated = new Date(Math.max(onDate(paymentDate, 1).getTime(), disbursedAt.getTime() + HOUR));
  await money({ kind: 'activate', LoanNo: loanNo, InstallmentNo: 1, at: firstActivated });
  const schedule = (await cast.at(firstActivated).loans.load(loanNo))!.value.Schedule;
  const paid = s.paid ?? 0;
  for (let k = 1; k <= paid; k++) {
    const row = schedule[k - 1]!;
    await money({ kind: 'pay', LoanNo: loanNo, AmountSen: row.TotalSen, at: onDate(row.DueDate, 3) });
    // The next installment falls due once this one is paid; an active loan keeps one open.
    if (k < schedule.length && (k < paid || s.status === 'Active')) {
      await money({ kind: 'activate', LoanNo: loanNo, InstallmentNo: k + 1, at: onDate(row.DueDate, 4) });
    }
  }
  const next = schedule[paid];
  if (s.inArrears && next) {
    // Half of it paid five days late, the rest still owed: late interest runs on it to this day.
    await money({
      kind: 'pay',
      LoanNo: loanNo,
      AmountSen: Math.floor(next.TotalSen / 2),
      at: onDate(next.DueDate, 5 * 24 + 3),
    });
    await money({ kind: 'accrue', LoanNo: loanNo, at: cast.daysAgo(0, -1) });
    await money({ kind: 'pay-pending', LoanNo: loanNo, AmountSen: 10000, at: cast.daysAgo(0, -1) });
  }
  return terminal(cast, s, loanNo, seeded, money);
}

/** The story's last steps: completed, settled, terminated or held in termination. */
async function terminal(
  cast: Cast,
  s: LoanStory,
  loanNo: string,
  seeded: SeededSteps,
  money?: (step: DemoMoneyStep) => Promise<unknown>,
): Promise<void> {
  switch (s.status) {
    case 'Settlement Under Review':
      await money?.({ kind: 'settle', LoanNo: loanNo, at: cast.daysAgo(2), approved: false });
      break;
    case 'Early Settlement':
      await money?.({ kind: 'settle', LoanNo: loanNo, at: cast.daysAgo(18), approved: true });
      break;
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
