import {
  type Decision,
  decideLoan,
  type LoanAccountChangedData,
  type LoanEvent,
  type LoanStatus,
  loanCan,
} from '@ezc/domain';
import { type Disbursement, decideFor, type Loan } from './loan';

/**
 * What each step does to a loan, decided without I/O: the use cases load, apply one of these and
 * save; the demo data tells a loan's story with the very same steps.
 */

/** Stamping confirmed: the machine's STAMP and the stamping's date and receipt. */
export function stamped(loan: Loan, stamping: NonNullable<Loan['Stamping']>) {
  return { decision: decideFor(loan, { type: 'STAMP' }), loan: { ...loan, Stamping: stamping } };
}

/**
 * Disbursement confirmed: the machine's DISBURSE and the disbursement's details. Its `loan.disbursed`
 * opens the loan's account in the payments context, which posts the disbursement to the ledger.
 */
export function disbursed(loan: Loan, disbursement: Disbursement) {
  return {
    decision: decideFor(loan, { type: 'DISBURSE' }),
    loan: { ...loan, Disbursement: disbursement, DisbursementDate: disbursement.PaymentDate },
  };
}

/** Two decisions of the machine taken one after the other, as one: the last status, every event. */
function then(first: Decision<LoanStatus>, event: LoanEvent): Decision<LoanStatus> {
  const next = decideLoan({ status: first.status, machineVersion: first.machineVersion }, event);
  return { ...next, events: [...first.events, ...next.events] };
}

/** The loan's status events its account's news calls for, in the order the machine takes them. */
function statusEventsFor(status: LoanStatus, news: LoanAccountChangedData): LoanEvent['type'][] {
  const activated = news.Rows.some((r) => r.Status !== 'Scheduled');
  const allPaid = news.Rows.length > 0 && news.Rows.every((r) => r.Status === 'Paid');
  const wanted: LoanEvent['type'][] = [];
  let at = status;
  const take = (type: LoanEvent['type'], to: LoanStatus) => {
    if (!loanCan(at, { type } as LoanEvent)) return;
    wanted.push(type);
    at = to;
  };
  if (activated) take('ACTIVATE', 'Active');
  if (news.Settlement === 'Requested' || news.Settlement === 'Approved') {
    take('REQUEST_SETTLEMENT', 'Settlement Under Review');
  }
  if (news.Settlement === 'Approved') take('SETTLEMENT_APPROVED', 'Early Settlement');
  if (news.Settlement === 'Rejected') take('SETTLEMENT_REJECTED', 'Active');
  if (allPaid && news.Settlement === undefined) take('COMPLETE', 'Completed');
  return wanted;
}

/**
 * The loan follows its account (`loan-account.changed`): the schedule rows' statuses and paid
 * amounts and the loan's totals are copied, and the status moves through the loan's machine —
 * the first installment activated makes it 'Active', every installment paid 'Completed', a
 * settlement asked 'Settlement Under Review', approved 'Early Settlement', refused 'Active' again.
 * News older than what the loan holds changes nothing (undefined), so a repeat or a late
 * delivery is harmless. `says` is what the history row says changed (absent: nothing worth a row).
 */
export function followedAccount(
  loan: Loan,
  news: LoanAccountChangedData,
): { loan: Loan; decision?: Decision<LoanStatus>; says?: string } | undefined {
  if (news.AccountVersion <= loan.AccountVersion) return undefined;
  const byNo = new Map(news.Rows.map((r) => [r.InstallmentNo, r]));
  // The account's own history rows say who activated, paid or charged what (they are the loan's
  // history too); the loan adds a row only for a status its machine took.
  const says: string[] = [];
  const schedule = loan.Schedule.map((row) => {
    const r = byNo.get(row.InstallmentNo);
    if (!r) return row;
    return {
      ...row,
      Status: r.Status,
      PaidSen: r.PaidSen,
      PrincipalPaidSen: r.PrincipalPaidSen,
      ...(row.ActivatedOn === undefined && r.Status !== 'Scheduled' ? { ActivatedOn: r.ActivatedOn } : {}),
    };
  });
  const events = statusEventsFor(loan.Status, news);
  let decision: Decision<LoanStatus> | undefined;
  for (const type of events) {
    decision = decision ? then(decision, { type } as LoanEvent) : decideFor(loan, { type } as LoanEvent);
  }
  const statusWords: Partial<Record<LoanEvent['type'], string>> = {
    COMPLETE: 'Loan completed: every installment paid',
    REQUEST_SETTLEMENT: 'Full settlement requested',
    SETTLEMENT_APPROVED: 'Full settlement approved',
    SETTLEMENT_REJECTED: 'Full settlement rejected',
  };
  for (const type of events) if (statusWords[type]) says.push(statusWords[type]);
  return {
    loan: {
      ...loan,
      Schedule: schedule,
      TotalPaidToDateSen: news.TotalPaidToDateSen,
      BalanceOutstandingSen: news.BalanceOutstandingSen,
      AccountVersion: news.AccountVersion,
    },
    ...(decision ? { decision } : {}),
    // No status taken: the copy is kept without a history row of its own.
    ...(says.length > 0 ? { says: says.join('; ') } : {}),
  };
}
