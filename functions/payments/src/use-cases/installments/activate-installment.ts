import {
  type LoanStatus,
  loanRefusal,
  previousInstallmentUnpaid,
  ruleBroken,
  scheduleNotFound,
} from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import { activated } from '../../accounts/account-changes';
import { installmentOfScheduleId, isFrozen } from '../../accounts/loan-account';
import { requireAction } from '../../parties/action-rights';
import { endedStatuses } from '../../parties/loan-reader';
import type { PaymentsPorts } from '../../ports';
import { changeAccount } from '../accounts/account-access';

type Deps = Pick<PaymentsPorts, 'accounts' | 'clock' | 'loans'>;

/**
 * `/simple-loan-schedules/activate-installment`: staff granted 'Activate Installment' activate
 * one installment: the first of a disbursed loan, a later one once the one before it is paid.
 * The loan's status follows from the account's event ('Active' after the first).
 */
export async function activateInstallment(
  deps: Deps & Pick<PaymentsPorts, 'actionRights'>,
  caller: { principal: Principal; actor: Actor },
  scheduleId: string,
) {
  await requireAction(deps.actionRights, caller.principal, 'Activate Installment');
  const named = installmentOfScheduleId(scheduleId);
  if (!named) throw scheduleNotFound();
  return activateOne(deps, named.loanNo, named.installmentNo, caller.actor);
}

/** Activates installment `installmentNo` of a loan's account today, by the rules above. */
export async function activateOne(deps: Deps, loanNo: string, installmentNo: number, actor: Actor) {
  const loan = await deps.loans.load(loanNo);
  if (loan && (endedStatuses as readonly string[]).includes(loan.Status)) {
    const refusal = loanRefusal(loan.Status, 'ACTIVATE');
    throw ruleBroken(refusal.code, refusal.message, refusal.details);
  }
  return changeAccount(
    deps,
    loanNo,
    actor,
    (state, today, at) => {
      const row = state.account.Rows.find((r) => r.InstallmentNo === installmentNo);
      if (!row) throw scheduleNotFound();
      if (row.Status !== 'Scheduled') {
        // The machine's refusal: 'Installment has already been activated.'
        activated(state, row.InstallmentNo, today, at);
      }
      const previous = state.account.Rows.find((r) => r.InstallmentNo === row.InstallmentNo - 1);
      if (previous && previous.Status !== 'Paid') throw previousInstallmentUnpaid();
      if (isFrozen(state.account)) {
        const refusal = loanRefusal('Settlement Under Review', 'ACTIVATE');
        throw ruleBroken(refusal.code, refusal.message, refusal.details);
      }
      const change = activated(state, row.InstallmentNo, today, at);
      // The installment machine's status: 'Unpaid', or further on when credit held paid it at once.
      const decided = change.account.Rows.find((r) => r.InstallmentNo === row.InstallmentNo)!;
      const loanStatus = (loan?.Status ?? 'Active') as LoanStatus;
      return {
        change,
        action: `Installment ${row.InstallmentNo} activated`,
        remarks: `Due ${row.DueDate}`,
        answer: {
          ScheduleId: row.ScheduleId,
          InstallmentNo: row.InstallmentNo,
          Status: decided.Status,
          LoanNo: state.account.LoanNo,
          // The loan follows the account's event: the first activation makes a disbursed loan 'Active'.
          LoanStatus: loanStatus === 'Disbursed' ? ('Active' as const) : loanStatus,
        },
      };
    },
    scheduleNotFound,
  );
}
