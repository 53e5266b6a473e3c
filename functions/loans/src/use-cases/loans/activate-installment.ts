import {
  type Decision,
  DomainError,
  installmentAlreadyActive,
  isDomainError,
  type LoanStatus,
  loanRefusal,
  previousInstallmentUnpaid,
  scheduleNotFound,
} from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { decideFor, type LoadedLoan, loanNoOfScheduleId } from '../../loans/loan';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';

type ActivateDeps = Pick<LoansPorts, 'loans' | 'clock'>;

/**
 * An installment made due ('Scheduled' → 'Unpaid'). The first one of a disbursed loan makes the
 * loan 'Active'; a later one needs the loan active and the installment before it paid.
 */
async function activate(deps: ActivateDeps, loaded: LoadedLoan, installmentNo: number, actor: Actor) {
  const loan = loaded.value;
  const row = loan.Schedule.find((r) => r.InstallmentNo === installmentNo);
  if (!row) throw scheduleNotFound();
  if (row.Status !== 'Scheduled') throw installmentAlreadyActive();
  let decision: Decision<LoanStatus> | undefined;
  if (installmentNo === 1) decision = decideFor(loan, { type: 'ACTIVATE' });
  else {
    if (loan.Status !== 'Active') {
      const refusal = loanRefusal(loan.Status, 'ACTIVATE');
      throw new DomainError('rule', refusal.code, refusal.message, refusal.details);
    }
    if (loan.Schedule.find((r) => r.InstallmentNo === installmentNo - 1)?.Status !== 'Paid') {
      throw previousInstallmentUnpaid();
    }
  }
  const today = malaysiaDate(deps.clock.now());
  const saved = await deps.loans.save({
    before: loaded,
    after: {
      ...loan,
      Schedule: loan.Schedule.map((r) =>
        r.InstallmentNo === installmentNo ? { ...r, Status: 'Unpaid' as const, ActivatedOn: today } : r,
      ),
    },
    ...(decision ? { decision } : {}),
    action: `Installment ${installmentNo} activated`,
    remarks: `Due ${row.DueDate}`,
    actor,
  });
  return {
    ScheduleId: row.ScheduleId,
    InstallmentNo: installmentNo,
    Status: 'Unpaid' as const,
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
