import type { Language } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { answerText } from '../../applications/answer-texts';
import { decideFor } from '../../loans/loan';
import { loanFor } from '../../loans/loan-access';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import type { StaffCaller } from '../staff-caller';

/**
 * `/loans/terminate`: staff granted 'Terminate Loan' start a loan's termination, with remarks.
 * The loan is 'Termination In Process' until the termination is completed (see below).
 */
export async function terminateLoan(
  deps: Pick<LoansPorts, 'loans' | 'actionRights'>,
  caller: StaffCaller & { lang: Language },
  input: { loanNo: string; remarks: string },
) {
  await requireAction(deps, caller.principal, 'Terminate Loan');
  const loaded = await loanFor(deps.loans, caller.principal, input.loanNo);
  const saved = await deps.loans.save({
    before: loaded,
    after: loaded.value,
    decision: decideFor(loaded.value, { type: 'TERMINATE' }),
    action: 'Termination requested',
    remarks: input.remarks,
    actor: caller.actor,
  });
  return {
    Data: { LoanNo: saved.LoanNo, Status: saved.Status },
    message: answerText(caller.lang, 'terminationRequested'),
  };
}

const termination: Actor = { id: 'system', kind: 'system', name: 'Loan termination' };

/**
 * A requested termination completed ('Terminated'). Installments not paid are left as they are:
 * what the borrower still owes stays on record. A repeated request finds the loan already
 * terminated and does nothing.
 */
export async function completeTermination(deps: Pick<LoansPorts, 'loans'>, loanNo: string) {
  const loaded = await deps.loans.load(loanNo);
  if (loaded?.value.Status !== 'Termination In Process') return;
  const unpaid = loaded.value.Schedule.filter((r) => r.Status !== 'Paid').length;
  await deps.loans.save({
    before: loaded,
    after: loaded.value,
    decision: decideFor(loaded.value, { type: 'TERMINATION_DONE' }),
    action: 'Loan terminated',
    remarks: `Termination completed; ${unpaid} unpaid installment(s) left as they are`,
    actor: termination,
  });
}
