import type { OwnAccountStep } from '@ezc/domain/lending/own-account';
import { ownAccountRefusal } from '@ezc/domain/lending/own-account';
import { APPLICATION_AUDIT } from '../applications/applications-repository';
import { LOAN_AUDIT } from '../loans/loans-repository';
import type { LoansPorts } from '../ports';
import type { StaffCaller } from './staff-caller';

const refused: Record<OwnAccountStep, string> = {
  approve: 'Approval refused',
  stamp: 'Stamping refused',
  disburse: 'Disbursement refused',
};

/**
 * Refuses (403 `LENDING.OWN_ACCOUNT`) a staff member who would approve, stamp or disburse a loan
 * whose borrower account has their own e-mail address (the domain's rule), and records the refusal
 * in the application's or the loan's history, with who tried and from where.
 */
export async function refuseOwnAccount(
  deps: Pick<LoansPorts, 'accounts' | 'audit'>,
  caller: StaffCaller,
  on: { step: OwnAccountStep; customerId: string } & ({ applicationId: string } | { loanNo: string }),
): Promise<void> {
  const emails = await deps.accounts.emailsOf(caller.principal.id, on.customerId);
  const refusal = ownAccountRefusal(emails.staff, emails.borrower);
  if (!refusal) return;
  await deps.audit.record({
    ...('applicationId' in on
      ? { objectType: APPLICATION_AUDIT, objectId: on.applicationId }
      : { objectType: LOAN_AUDIT, objectId: on.loanNo }),
    action: `${refused[on.step]}: the borrower account has the staff member's own e-mail address`,
    actor: caller.actor,
  });
  throw refusal;
}
