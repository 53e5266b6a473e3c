import { documentNotFound } from '@ezc/domain';
import { type BlobStore, type Clock, defineEntity, type Table, type TableWrite } from '@ezc/platform';
import * as z from 'zod';
import type { CheckedFile } from './document-file';

/**
 * The documents of applications and loans: an application's own uploads, and a loan's stamp and
 * disbursement receipts and agreement. Each is a file in the document store and two rows: one
 * under its application or loan (listing), one under its id (find-one, download), written in the
 * same transaction.
 */
export const loanDocumentNames = ['Stamp Receipt', 'Disbursement Receipt', 'Loan Agreement'] as const;
export type LoanDocumentName = (typeof loanDocumentNames)[number];

export const lendingDocumentSchema = z.object({
  MediaId: z.string(),
  ObjectType: z.enum(['Application', 'Loan']),
  /** The application's id or the loan's number. */
  ObjectId: z.string(),
  /** The owner, for the ownership check. */
  CustomerId: z.string(),
  ApplicationId: z.string(),
  LoanNo: z.string(),
  /** What the document is ('Stamp Receipt', or an application document's title). */
  Title: z.string(),
  DocumentName: z.string(),
  FileName: z.string(),
  FileExtension: z.string(),
  ContentType: z.string(),
  Size: z.number().int(),
  StorageKey: z.string(),
  CreatedAt: z.string(),
});
export type LendingDocument = z.infer<typeof lendingDocumentSchema>;

const underObject = (d: Pick<LendingDocument, 'ObjectType' | 'ObjectId' | 'MediaId'>) => ({
  PK: `${d.ObjectType === 'Loan' ? 'LOAN' : 'APPLICATION'}#${d.ObjectId}`,
  SK: `DOC#${d.MediaId}`,
});

/** The row under its application or loan (`LOAN#<LoanNo>` / `DOC#<MediaId>`). */
export const documentOfObjectEntity = defineEntity({
  name: 'LendingDocumentOfObject',
  schema: lendingDocumentSchema,
  id: (d: LendingDocument) => d,
  key: underObject,
});

/** The same row by its id. */
export const documentEntity = defineEntity({
  name: 'LendingDocument',
  schema: lendingDocumentSchema,
  id: (d) => d.MediaId,
  key: (mediaId: string) => ({ PK: `LENDINGDOC#${mediaId}`, SK: 'DOCUMENT' }),
});

export const storageKeyOf = (mediaId: string, extension: string) => `lending/${mediaId}.${extension}`;

/** What the API shows of a document: everything but where it is kept. */
export const documentView = (d: LendingDocument) => ({
  MediaId: d.MediaId,
  FileName: d.FileName,
  FileExtension: d.FileExtension,
  Type: d.ContentType,
  Title: d.Title,
  DocumentName: d.DocumentName,
  ObjectType: d.ObjectType,
  ObjectId: d.ObjectId,
  ApplicationId: d.ApplicationId,
  LoanNo: d.LoanNo,
  Size: d.Size,
  CreatedAt: d.CreatedAt,
});

export interface LendingDocuments {
  /** Stores the file and answers the rows to write with the change the document belongs to. */
  store(
    document: Omit<LendingDocument, 'StorageKey' | 'CreatedAt' | 'Size' | 'ContentType' | 'FileExtension'>,
    file: CheckedFile,
  ): Promise<{ document: LendingDocument; writes: TableWrite[] }>;
  load(mediaId: string): Promise<LendingDocument | undefined>;
  /** An application's or a loan's documents, oldest first. */
  listOf(objectType: LendingDocument['ObjectType'], objectId: string): Promise<LendingDocument[]>;
  file(document: LendingDocument): Promise<Uint8Array>;
}

export function lendingDocuments(deps: {
  table: Table;
  blobs: () => BlobStore;
  clock: Clock;
}): LendingDocuments {
  const { table, clock } = deps;
  return {
    async store(input, file) {
      const document: LendingDocument = {
        ...input,
        FileExtension: file.extension,
        ContentType: file.contentType,
        Size: file.size,
        StorageKey: storageKeyOf(input.MediaId, file.extension),
        CreatedAt: clock.now().toISOString(),
      };
      // The file first: a row never names a file that is not there. A file whose rows never land
      // (the change was refused) is an orphan nobody can reach.
      await deps
        .blobs()
        .put(document.StorageKey, file.body, { contentType: file.contentType, sensitive: true });
      const now = document.CreatedAt;
      return {
        document,
        writes: [
          {
            kind: 'put',
            item: documentEntity.toItem(document, 1, now),
            condition: { expression: 'attribute_not_exists(PK)' },
          },
          { kind: 'put', item: documentOfObjectEntity.toItem(document, 1, now) },
        ],
      };
    },
    async load(mediaId) {
      const item = await table.get(documentEntity.key(mediaId));
      return item ? documentEntity.fromItem(item).value : undefined;
    },
    async listOf(objectType, objectId) {
      const pk = underObject({ ObjectType: objectType, ObjectId: objectId, MediaId: '' }).PK;
      const items = await table.queryAll({ pk, sk: { beginsWith: 'DOC#' } });
      return items
        .map((i) => documentOfObjectEntity.fromItem(i).value)
        .sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt) || a.MediaId.localeCompare(b.MediaId));
    },
    async file(document) {
      const blob = await deps.blobs().get(document.StorageKey);
      if (!blob) throw documentNotFound();
      return blob.body;
    },
  };
}
