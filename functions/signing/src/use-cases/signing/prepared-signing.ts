import {
  DomainError,
  initial,
  isDomainError,
  loanEnding,
  SIGNING_NOT_ALLOWED,
  signingMachine,
  signingNotFound,
} from '@ezc/domain';
import { type Actor, ownedOrNotFound, type Principal } from '@ezc/platform';
import { endingStatuses, type SignedLoan } from '../../parties/loan-reader';
import type { SigningPorts } from '../../ports';
import type { LoadedSigning, Signing } from '../../signing/signing-record';
import { firstVersion } from './agreement-versions';

export type PreparedDeps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/** The loan a request names: a borrower's own, or any for staff ('Loan not found' otherwise). */
export async function signedLoanFor(
  deps: Pick<SigningPorts, 'loans'>,
  principal: Principal | undefined,
  loanNo: string,
): Promise<SignedLoan> {
  const loan = await deps.loans.load(loanNo.trim().toUpperCase());
  if (principal) ownedOrNotFound(principal, loan, signingNotFound);
  if (!loan) throw signingNotFound();
  return loan;
}

/** A loan that is ending cannot be signed any more, whatever its signing says. */
export function refuseEnding(loan: SignedLoan): void {
  if ((endingStatuses as readonly string[]).includes(loan.Status)) throw loanEnding(loan.Status);
}

/**
 * The loan's signing, its agreement prepared (spec §4 "agreement prepared") the first time it is
 * needed: when the loan is approved (the `application.approved` event) or, if that is still on
 * its way, by the first call that needs it. Only a loan still waiting for the company's signature
 * is prepared; two first calls at once make one agreement (the loser reads the winner's).
 */
export async function preparedSigning(
  deps: PreparedDeps,
  loan: SignedLoan,
  actor: Actor,
): Promise<LoadedSigning> {
  const found = await deps.signings.load(loan.LoanNo);
  if (found) return found;
  refuseEnding(loan);
  if (loan.Status !== 'Pending Signing Company') {
    throw new DomainError(
      'rule',
      SIGNING_NOT_ALLOWED,
      `A loan that is '${loan.Status}' has no agreement to sign.`,
      { status: loan.Status },
    );
  }
  const at = deps.clock.now().toISOString();
  const first = initial(signingMachine);
  const value: Signing = {
    LoanNo: loan.LoanNo,
    CustomerId: loan.CustomerId,
    BorrowerName: loan.BorrowerName,
    SKU: loan.Product.SKU,
    ProductName: loan.Product.Name,
    AmountSen: loan.AmountSen,
    Status: first.status,
    MachineVersion: first.machineVersion,
    CompanySignerSignYN: 'N',
    BorrowerSignYN: 'N',
    AttestatorSignYN: 'N',
    Versions: [await firstVersion(deps, loan, at)],
    CreatedAt: at,
    UpdatedAt: at,
  };
  const empty: LoadedSigning = { value, version: 0 };
  try {
    await deps.signings.save({ before: empty, after: value, action: 'Agreement prepared', actor });
    return { value, version: 1 };
  } catch (e) {
    const again = isDomainError(e) ? await deps.signings.load(loan.LoanNo) : undefined;
    if (again) return again;
    throw e;
  }
}
