import { notFound } from '@ezc/domain';
import type { Actor, Principal } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { preparedSigning, signedLoanFor } from './prepared-signing';

type Deps = Pick<SigningPorts, 'clock' | 'blobs' | 'people' | 'loans' | 'signings' | 'lender' | 'store'>;

const noFile = () => notFound('DOCUMENT.NOT_FOUND', 'No file found');

/**
 * The agreement's PDF: its latest version (the borrower's copy), or the version asked for. It
 * carries the borrower's particulars, so each read is recorded like a read of their documents.
 */
export async function downloadAgreement(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { LoanNo: string; Version?: number | undefined },
) {
  const loan = await signedLoanFor(deps, caller.principal, input.LoanNo);
  const { value } = await preparedSigning(deps, loan, caller.actor);
  const version = input.Version
    ? value.Versions.find((v) => v.Version === input.Version)
    : value.Versions.at(-1);
  if (!version) throw noFile();
  const blob = await deps.blobs.get(version.BlobKey);
  if (!blob) throw noFile();
  const fileName = `agreement-${value.LoanNo}-v${version.Version}.pdf`;
  await deps.store.recordDocumentRead(
    {
      objectType: 'Loan',
      objectId: value.LoanNo,
      action: 'Agreement downloaded',
      remarks: `Version ${version.Version}`,
      actor: caller.actor,
    },
    { customerId: loan.CustomerId, document: `Loan Agreement: ${fileName}`, mediaId: version.BlobKey },
  );
  return {
    body: blob.body,
    contentType: 'application/pdf' as const,
    fileName,
  };
}
