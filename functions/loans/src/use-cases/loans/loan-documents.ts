import { agreementOfMediaId, documentNotFound, type Paging, paginate } from '@ezc/domain';
import { type Actor, ownedOrNotFound, type Principal } from '@ezc/platform';
import { applicationFor } from '../../applications/application-access';
import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import { documentView, type LendingDocument } from '../../documents/lending-documents';
import { loanFor } from '../../loans/loan-access';
import type { LoansPorts } from '../../ports';

type DocumentDeps = Pick<LoansPorts, 'documents'>;

/** `GET /loan-documents/internal`: a loan's documents (receipts, agreement), oldest first. */
export async function listLoanDocuments(
  deps: DocumentDeps & Pick<LoansPorts, 'loans'>,
  input: Paging & { principal: Principal; loanNo: string },
) {
  const { value: loan } = await loanFor(deps.loans, input.principal, input.loanNo);
  const page = paginate(await deps.documents.listOf('Loan', loan.LoanNo), input);
  return { Data: page.Data.map(documentView), Count: page.Count };
}

type ReadDeps = DocumentDeps & Pick<LoansPorts, 'loans' | 'agreements' | 'blobs'>;

/**
 * A document the caller may read: one kept with the application or loan, or a version of the
 * loan's agreement (`LoanAgreements[0].MediaId`); a borrower's own only, another's is 'No file
 * found' like a missing one.
 */
async function readable(deps: ReadDeps, principal: Principal, mediaId: string): Promise<LendingDocument> {
  const id = mediaId.trim();
  const found = (await deps.documents.load(id)) ?? (await agreementDocument(deps, id));
  return ownedOrNotFound(principal, found, documentNotFound);
}

/**
 * A version of a loan's agreement, made and kept by the signing context, as one of the loan's
 * documents. None when the id names no version the loan's signing has, or its file was erased
 * under the retention policy.
 */
async function agreementDocument(deps: ReadDeps, mediaId: string): Promise<LendingDocument | undefined> {
  const named = agreementOfMediaId(mediaId);
  if (!named) return undefined;
  const [loaded, version] = await Promise.all([
    deps.loans.load(named.loanNo),
    deps.agreements.version(named.loanNo, mediaId),
  ]);
  if (!loaded || !version) return undefined;
  // Its size, read without the file (a ranged read of one byte).
  const file = await deps.blobs.readStart(version.BlobKey, 1);
  if (!file) return undefined;
  const loan = loaded.value;
  return {
    MediaId: mediaId,
    ObjectType: 'Loan',
    ObjectId: loan.LoanNo,
    CustomerId: loan.CustomerId,
    ApplicationId: loan.ApplicationId,
    LoanNo: loan.LoanNo,
    Title: 'Loan Agreement',
    DocumentName: 'Loan Agreement',
    FileName: `agreement-${loan.LoanNo}-v${version.Version}.pdf`,
    FileExtension: 'pdf',
    ContentType: 'application/pdf',
    Size: file.size,
    StorageKey: version.BlobKey,
    CreatedAt: version.CreatedAt,
  };
}

/** `/loan-documents/find-one`: one document's details. */
export async function findLoanDocument(deps: ReadDeps, input: { principal: Principal; mediaId: string }) {
  return documentView(await readable(deps, input.principal, input.mediaId));
}

export interface DownloadedFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/**
 * Records a read of a borrower's application or loan document in its application's history and
 * in the index of who read which customer's documents.
 */
const recordRead = (deps: Pick<LoansPorts, 'audit'>, document: LendingDocument, actor: Actor) =>
  deps.audit.recordDocumentRead(
    {
      objectType: APPLICATION_AUDIT,
      objectId: document.ApplicationId,
      action: 'Document downloaded',
      remarks: document.DocumentName,
      actor,
    },
    {
      customerId: document.CustomerId,
      document: `${document.DocumentName}: ${document.FileName}`,
      mediaId: document.MediaId,
    },
  );

/** `/loan-documents/download`: the document's file itself; the read is recorded. */
export async function downloadLoanDocument(
  deps: ReadDeps & Pick<LoansPorts, 'audit'>,
  input: { principal: Principal; actor: Actor; mediaId: string },
): Promise<DownloadedFile> {
  const document = await readable(deps, input.principal, input.mediaId);
  const body = await deps.documents.file(document);
  await recordRead(deps, document, input.actor);
  return { body, contentType: document.ContentType, fileName: document.FileName };
}

/**
 * `/loan-activities/customer-download`: the latest document of a name ('Stamp Receipt',
 * 'Disbursement Receipt', 'Loan Agreement') of the loan an application became, recorded in the
 * application's history with the IP address it was downloaded from. None is 'No file found'.
 */
export async function customerDownload(
  deps: DocumentDeps & Pick<LoansPorts, 'applications' | 'audit'>,
  input: { principal: Principal; actor: Actor; applicationId: string; documentName: string },
): Promise<DownloadedFile> {
  const { value: a } = await applicationFor(deps.applications, input.principal, input.applicationId);
  const wanted = input.documentName.trim().toLowerCase();
  const documents = [
    ...(await deps.documents.listOf('Application', a.ApplicationId)),
    ...(await deps.documents.listOf('Loan', a.LoanNo)),
  ].filter((d) => d.DocumentName.toLowerCase() === wanted);
  const latest = documents.sort((x, y) => x.CreatedAt.localeCompare(y.CreatedAt)).at(-1);
  if (!latest) throw documentNotFound();
  const body = await deps.documents.file(latest);
  await recordRead(deps, latest, input.actor);
  return { body, contentType: latest.ContentType, fileName: latest.FileName };
}
