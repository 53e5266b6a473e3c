import { decideSigning } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { signingView } from '../../signing/signing-record';
import { preparedSigning, signedLoanFor } from './prepared-signing';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/**
 * The borrower does not agree after the explanation video (spec §2): it is recorded, with their
 * remarks, for staff to follow up; the loan waits, and the borrower may still book a live session.
 */
export async function declinePreRecorded(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { LoanNo: string; Remarks?: string | undefined },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  const signing = await preparedSigning(deps, loan, caller.actor);
  // Only while the borrower's signing is open: the machine says whether it still is.
  decideSigning(
    { status: signing.value.Status, machineVersion: signing.value.MachineVersion },
    { type: 'OPEN_PRE_RECORDED' },
  );
  const at = deps.clock.now().toISOString();
  const saved = await deps.signings.save({
    before: signing,
    after: { ...signing.value, DisagreedAt: at, UpdatedAt: at },
    action: 'Borrower did not agree after the explanation video',
    remarks: input.Remarks,
    actor: caller.actor,
  });
  return signingView(saved, caller.principal);
}
