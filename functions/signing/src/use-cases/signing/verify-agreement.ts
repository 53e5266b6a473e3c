import type { Actor, Principal } from '@ezc/platform';
import { verifyChain } from '../../agreements';
import type { SigningPorts } from '../../ports';
import { preparedSigning, signedLoanFor } from './prepared-signing';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/**
 * Checks the agreement's chain (tamper evidence): every stored version still hashes to what was
 * recorded when it was made, and each names the hash of the one before it.
 */
export async function verifyAgreement(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { LoanNo: string },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  const { value } = await preparedSigning(deps, loan, caller.actor);
  const versions = await Promise.all(
    value.Versions.map(async (v) => ({
      Version: v.Version,
      bytes: (await deps.blobs.get(v.BlobKey))?.body ?? new Uint8Array(),
      recordedSha256: v.Sha256,
      ...(v.PreviousSha256 ? { recordedPreviousSha256: v.PreviousSha256 } : {}),
    })),
  );
  return { LoanNo: value.LoanNo, ...(await verifyChain(versions)) };
}
