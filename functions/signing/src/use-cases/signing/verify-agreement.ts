import { type Actor, ERASED, type Principal } from '@ezc/platform';
import { verifyChain } from '../../agreements';
import type { SigningPorts } from '../../ports';
import { preparedSigning, signedLoanFor } from './prepared-signing';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender'>;

/**
 * Checks the agreement's chain (tamper evidence): every stored version still hashes to what was
 * recorded when it was made, and each names the hash of the one before it. A borrower erased under
 * the retention policy has no files left: that is said as such (`Erased`), never as a break, and
 * a file missing from a signing not erased is still a break.
 */
export async function verifyAgreement(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { LoanNo: string },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  const { value } = await preparedSigning(deps, loan, caller.actor);
  const files = await Promise.all(value.Versions.map((v) => deps.blobs.get(v.BlobKey)));
  const erased = value.BorrowerName === ERASED && value.Versions.length > 0 && files.every((f) => !f);
  if (erased) {
    return {
      LoanNo: value.LoanNo,
      Valid: false,
      Erased: true,
      Versions: value.Versions.map((v) => ({
        Version: v.Version,
        Sha256: v.Sha256,
        HashOk: false,
        ChainOk: false,
      })),
    };
  }
  const versions = value.Versions.map((v, n) => ({
    Version: v.Version,
    bytes: files[n]?.body ?? new Uint8Array(),
    recordedSha256: v.Sha256,
    ...(v.PreviousSha256 ? { recordedPreviousSha256: v.PreviousSha256 } : {}),
  }));
  return { LoanNo: value.LoanNo, ...(await verifyChain(versions)) };
}
