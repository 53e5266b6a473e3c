import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { signingView } from '../../signing/signing-record';
import { preparedSigning, signedLoanFor } from './prepared-signing';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/** A loan's signing and its agreement's versions: the borrower's own, or any for staff. */
export async function findAgreement(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { LoanNo: string },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  return signingView((await preparedSigning(deps, loan, caller.actor)).value, caller.principal);
}
