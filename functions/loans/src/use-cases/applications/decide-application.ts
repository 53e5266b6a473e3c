import { type ApplicationEvent, fromSen, initial, type LendingAction, loanMachine } from '@ezc/domain';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { type Application, decideFor } from '../../applications/application';
import { applicationFor } from '../../applications/application-access';
import { quoteTerms } from '../../applications/loan-terms';
import type { Loan } from '../../loans/loan';
import { scheduleRowsOf } from '../../loans/loan';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { refuseOwnAccount } from '../own-account-guard';
import type { StaffCaller } from '../staff-caller';

type DecideDeps = Pick<LoansPorts, 'applications' | 'actionRights' | 'clock'>;

/** The loan an approved application becomes: its terms, a schedule from the approval date, 'Pending Signing Company'. */
export function loanFrom(application: Application, agreementDate: string, createdAt: string): Loan {
  // The terms were checked when the borrower applied; they are checked again on the schedule the
  // loan will really have, from its own agreement date.
  const quote = quoteTerms(
    application.Product,
    { Amount: fromSen(application.AmountSen), NumberOfInstallments: application.NumberOfInstallments },
    agreementDate,
  );
  const first = initial(loanMachine);
  return {
    LoanNo: application.LoanNo,
    LoanId: Number(application.LoanNo.replace(/\D/g, '')),
    ApplicationId: application.ApplicationId,
    CustomerId: application.CustomerId,
    BorrowerName: application.BorrowerName,
    BorrowerICNo: application.BorrowerICNo,
    Status: first.status,
    MachineVersion: first.machineVersion,
    Product: application.Product,
    AmountSen: quote.amountSen,
    NumberOfInstallments: quote.installments,
    TotalInterestSen: quote.schedule.totalInterestSen,
    TotalRepaymentSen: quote.schedule.totalRepaymentSen,
    TotalPaidToDateSen: 0,
    AgreementDate: agreementDate,
    EndDate: quote.schedule.rows.at(-1)!.DueDate,
    Schedule: scheduleRowsOf(application.LoanNo, quote.schedule.rows),
    AccountVersion: 0,
    CreatedAt: createdAt,
  };
}

/**
 * `/applications/approve`: staff granted 'Approve Application' approve an application in review
 * with a reason, unless the borrower account has their own e-mail address (403, audited). One transaction saves the approved application (version-checked) and makes its
 * loan ('Pending Signing Company', with its schedule from today's date in Malaysia) and the
 * loans' counts; of many approvals at once exactly one makes the loan, the others are refused
 * (409 changed meanwhile, or 422 already approved).
 */
export async function approveApplication(
  deps: DecideDeps & Pick<LoansPorts, 'loans' | 'accounts' | 'audit'>,
  caller: StaffCaller,
  input: { applicationId: string; reason: string },
) {
  await requireAction(deps, caller.principal, 'Approve Application');
  const loaded = await applicationFor(deps.applications, caller.principal, input.applicationId);
  await refuseOwnAccount(deps, caller, {
    step: 'approve',
    customerId: loaded.value.CustomerId,
    applicationId: loaded.value.ApplicationId,
  });
  const decision = decideFor(loaded.value, { type: 'APPROVE' });
  const now = deps.clock.now();
  const loan = loanFrom(loaded.value, malaysiaDate(now), now.toISOString());
  const saved = await deps.applications.save({
    before: loaded,
    after: { ...loaded.value, Reason: input.reason, DecidedAt: now.toISOString() },
    decision,
    action: 'Application approved',
    remarks: input.reason,
    actor: caller.actor,
    // The approval and the loan it makes share their moment, so the history reads in order.
    at: now.toISOString(),
    also: deps.loans.creation(loan, {
      action: 'Loan created',
      remarks: `From application ${loaded.value.ApplicationId}, approved: ${input.reason}`,
      actor: caller.actor,
      at: now.toISOString(),
    }),
  });
  return { ApplicationId: saved.ApplicationId, Status: saved.Status, LoanNo: saved.LoanNo };
}

/** What each staff decision is, the right it needs and how the history says it. */
const staffDecisions = {
  reject: { event: 'REJECT', action: 'Reject Application', says: 'Application rejected' },
  void: { event: 'VOID', action: 'Void Application', says: 'Application voided' },
} as const satisfies Record<string, { event: ApplicationEvent['type']; action: LendingAction; says: string }>;

/**
 * `/applications/reject` (with a reason) and `/applications/void` (with remarks): staff granted
 * the action close an application the machine allows them to.
 */
export async function closeApplication(
  deps: DecideDeps,
  caller: StaffCaller,
  input: { applicationId: string; how: keyof typeof staffDecisions; text: string },
) {
  const how = staffDecisions[input.how];
  await requireAction(deps, caller.principal, how.action);
  const loaded = await applicationFor(deps.applications, caller.principal, input.applicationId);
  const decision = decideFor(loaded.value, { type: how.event });
  const now = deps.clock.now().toISOString();
  const after: Application =
    input.how === 'reject'
      ? { ...loaded.value, Reason: input.text, DecidedAt: now }
      : { ...loaded.value, Remarks: input.text, DecidedAt: now };
  const saved = await deps.applications.save({
    before: loaded,
    after,
    decision,
    action: how.says,
    remarks: input.text,
    actor: caller.actor,
  });
  return { ApplicationId: saved.ApplicationId, LoanNo: saved.LoanNo, Status: saved.Status };
}

/** `/applications/cancel`: the borrower cancels their own undecided application, with remarks. */
export async function cancelApplication(
  deps: Pick<LoansPorts, 'applications' | 'clock'>,
  caller: StaffCaller,
  input: { applicationId: string; remarks: string },
) {
  const loaded = await applicationFor(deps.applications, caller.principal, input.applicationId);
  const decision = decideFor(loaded.value, { type: 'CANCEL' });
  const saved = await deps.applications.save({
    before: loaded,
    after: { ...loaded.value, Remarks: input.remarks, DecidedAt: deps.clock.now().toISOString() },
    decision,
    action: 'Application cancelled',
    remarks: input.remarks,
    actor: caller.actor,
  });
  return { ApplicationId: saved.ApplicationId, LoanNo: saved.LoanNo, Status: saved.Status };
}
