import { DomainError } from '@ezc/domain';
import { type Actor, auditWrite, type Principal } from '@ezc/platform';
import type { BlobBody } from '@ezc/platform/blobs/blob-body';
import { applicationFor } from '../../applications/application-access';
import { APPLICATION_AUDIT } from '../../applications/applications-repository';
import { checkFile, MAX_DOCUMENT_BYTES } from '../../documents/document-file';
import { documentView } from '../../documents/lending-documents';
import type { LoansPorts } from '../../ports';

/** A document row as the application's documents list it. */
const listed = (d: ReturnType<typeof documentView>) => ({
  MediaId: d.MediaId,
  FileName: d.FileName,
  FileExtension: d.FileExtension,
  Type: d.Type,
  Title: d.Title,
  DocumentName: d.DocumentName,
  ObjectType: d.ObjectType,
  CreatedAt: d.CreatedAt,
});

/**
 * `/applications/get-documents`: the application's own documents, then those of the loan it
 * became (receipts, agreement), oldest first.
 */
export async function applicationDocuments(
  deps: Pick<LoansPorts, 'applications' | 'documents'>,
  input: { principal: Principal; applicationId: string },
) {
  const { value: a } = await applicationFor(deps.applications, input.principal, input.applicationId);
  const [own, ofLoan] = await Promise.all([
    deps.documents.listOf('Application', a.ApplicationId),
    a.Status === 'Approved' ? deps.documents.listOf('Loan', a.LoanNo) : Promise.resolve([]),
  ]);
  const rows = [...own, ...ofLoan].map((d) => listed(documentView(d)));
  return { Data: rows, Count: rows.length };
}

const OPEN = ['New', 'Pending Profile', 'In Review'];

/**
 * `/applications/add-document`: the borrower adds a document (PDF, JPG, JPEG or PNG, judged by its
 * bytes) to their own application while it is undecided.
 */
export async function addApplicationDocument(
  deps: Pick<LoansPorts, 'applications' | 'documents' | 'table' | 'clock' | 'ids'>,
  input: {
    principal: Principal;
    actor: Actor;
    applicationId: string;
    title: string;
    fileName?: string;
    file: BlobBody;
  },
) {
  const { value: a } = await applicationFor(deps.applications, input.principal, input.applicationId);
  if (!OPEN.includes(a.Status)) {
    throw new DomainError(
      'rule',
      'APPLICATION.NOT_ALLOWED',
      `An application that is '${a.Status}' cannot be changed.`,
      { status: a.Status },
    );
  }
  const file = checkFile(input.file, MAX_DOCUMENT_BYTES);
  const base = (input.fileName ?? input.title).replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const { document, writes } = await deps.documents.store(
    {
      MediaId: deps.ids.next(),
      ObjectType: 'Application',
      ObjectId: a.ApplicationId,
      CustomerId: a.CustomerId,
      ApplicationId: a.ApplicationId,
      LoanNo: a.LoanNo,
      Title: input.title,
      DocumentName: input.title,
      // spec §3: spaces become hyphens and slashes 'or' in a stored file name.
      FileName: `${base.replace(/\s+/g, '-').replace(/\//g, 'or')}.${file.extension}`,
    },
    file,
  );
  await deps.table.transact([
    ...writes,
    auditWrite(
      {
        objectType: APPLICATION_AUDIT,
        objectId: a.ApplicationId,
        action: 'Document added',
        remarks: `${document.Title}: ${document.FileName}`,
        actor: input.actor,
      },
      document.CreatedAt,
      deps.ids.next(),
    ),
  ]);
  return { MediaId: document.MediaId };
}
