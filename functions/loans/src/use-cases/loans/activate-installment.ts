import { isDomainError, scheduleNotFound } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { activatedRemarks } from '../../loans/history-remarks';
import { type LoadedLoan, loanNoOfScheduleId } from '../../loans/loan';
import { activated } from '../../loans/loan-changes';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';

type ActivateDeps = Pick<LoansPorts, 'loans' | 'clock'>;

/** Activates installment `installmentNo` of the loan today and saves it with its history row. */
async function activate(deps: ActivateDeps, loaded: LoadedLoan, installmentNo: number, actor: Actor) {
  const today = malaysiaDate(deps.clock.now());
  const { loan, decision } = activated(loaded.value, installmentNo, today);
  const row = loan.Schedule.find((r) => r.InstallmentNo === installmentNo)!;
  // The machine decides the row's status; activation only ever leads to 'Unpaid'.
  if (row.Status !== 'Unpaid')
    throw new Error(`Installment ${installmentNo} is '${row.Status}' after activation`);
  const saved = await deps.loans.save({
    before: loaded,
    after: loan,
    ...(decision ? { decision } : {}),
    action: `Installment ${installmentNo} activated`,
    remarks: activatedRemarks(row.DueDate),
    actor,
  });
  return {
    ScheduleId: row.ScheduleId,
    InstallmentNo: installmentNo,
    Status: row.Status,
    LoanNo: saved.LoanNo,
    LoanStatus: saved.Status,
  };
}

/** `/simple-loan-schedules/activate-installment`: staff granted 'Activate Installment' activate one. */
export async function activateInstallment(
  deps: ActivateDeps & Pick<LoansPorts, 'actionRights'>,
  caller: { principal: Principal; actor: Actor },
  scheduleId: string,
) {
  await requireAction(deps, caller.principal, 'Activate Installment');
  const named = loanNoOfScheduleId(scheduleId.trim());
  const loaded = named ? await deps.loans.load(named.loanNo) : undefined;
  if (!named || !loaded) throw scheduleNotFound();
  return activate(deps, loaded, named.installmentNo, caller.actor);
}

const dailyJob: Actor = { id: 'system', kind: 'system', name: 'Daily installment activation' };

/**
 * The daily job: the first installment of every disbursed loan whose disbursement's payment date
 * has come is activated, which makes the loan 'Active'. A loan someone activated meanwhile is
 * skipped; the others are still done.
 */
export async function activateDueFirstInstallments(deps: ActivateDeps): Promise<string[]> {
  const today = malaysiaDate(deps.clock.now());
  const due = (await deps.loans.ofStatus('Disbursed')).filter(
    (l) => (l.Disbursement?.PaymentDate ?? l.DisbursementDate ?? '9999-12-31') <= today,
  );
  const activated: string[] = [];
  for (const loan of due) {
    const loaded = await deps.loans.load(loan.LoanNo);
    if (loaded?.value.Status !== 'Disbursed') continue;
    try {
      await activate(deps, loaded, 1, dailyJob);
      activated.push(loan.LoanNo);
    } catch (e) {
      // Changed by someone else between the look-up and the write: what they did stands.
      if (!(isDomainError(e) && (e.kind === 'conflict' || e.kind === 'rule'))) throw e;
    }
  }
  return activated;
}
