import type { Actor } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { preparedSigning, signedLoanFor } from './prepared-signing';
import { signAsCompanyAutomatically } from './sign-as-company';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/**
 * An application was approved and its loan made: the agreement is prepared (spec §4 "agreement
 * prepared") and, when the product enables automatic company signing, signed for the company.
 * A repeat finds it prepared (and signed) and does nothing more.
 */
export async function prepareApprovedLoan(deps: Deps, loanNo: string, actor: Actor): Promise<void> {
  const loan = await signedLoanFor(deps, undefined, loanNo);
  if (loan.Status !== 'Pending Signing Company' && !(await deps.signings.load(loan.LoanNo))) return;
  await preparedSigning(deps, loan, actor);
  if (loan.Product.AutoCompanySigningYN === 'Y') await signAsCompanyAutomatically(deps, loanNo, actor);
}
