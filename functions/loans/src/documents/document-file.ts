import { DomainError, receiptUnreadable } from '@ezc/domain';
import { type BlobBody, bodySize } from '@ezc/platform/blobs/blob-body';
import { type FileMime, inspectFile, mimeOfExtension } from '@ezc/platform/uploads/file-content';

/**
 * The files the lending context keeps (stamp and disbursement receipts, an application's
 * documents): PDF, JPG, JPEG or PNG, judged by their bytes as well as their declared type, so a
 * renamed program, a PDF sent as a picture, a polyglot or a PDF with script is refused with
 * spec §5's text.
 */
export const documentFileTypes = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type DocumentFileType = (typeof documentFileTypes)[number];

/** The largest receipt (sent as base64 inside JSON) and the largest application document. */
export const MAX_RECEIPT_BYTES = 3 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** spec §5's text for a document of the wrong type. */
export const wrongFileType = () =>
  new DomainError('validation', 'DOCUMENT.TYPE_NOT_ALLOWED', 'You can only upload JPG, JPEG, PNG and PDF');

/** The media rules' own codes and texts (spec §5), so they read the same in both languages. */
export const fileTooLarge = (maxBytes: number) =>
  new DomainError(
    'validation',
    'MEDIA.TOO_LARGE',
    `Document must smaller than ${maxBytes / 1024 / 1024}MB!`,
    {
      maxMb: maxBytes / 1024 / 1024,
    },
  );
const emptyFile = () => new DomainError('validation', 'MEDIA.EMPTY', 'The file is empty.');

export interface CheckedFile {
  body: BlobBody;
  extension: DocumentFileType;
  contentType: string;
  size: number;
}

/**
 * A file whose declared type (if any) its bytes confirm, within `maxBytes`, by the content check
 * every upload uses: a polyglot, an archive behind a picture or a PDF that acts is a wrong type.
 */
export function checkFile(body: BlobBody, maxBytes: number, declared?: DocumentFileType): CheckedFile {
  const size = bodySize(body);
  if (size === 0) throw emptyFile();
  if (size > maxBytes) throw fileTooLarge(maxBytes);
  const found = inspectFile(body);
  const extension = declared ?? detectedExtension(found);
  if (!extension || found !== mimeOfExtension[extension]) throw wrongFileType();
  return { body, extension, contentType: mimeOfExtension[extension], size };
}

/** The extension a file without a declared type is kept under: what its bytes are, if taken here. */
function detectedExtension(mime: FileMime | undefined): DocumentFileType | undefined {
  switch (mime) {
    case 'application/pdf':
      return 'pdf';
    case 'image/png':
      return 'png';
    case 'image/jpeg':
      return 'jpg';
    default:
      return undefined;
  }
}

/**
 * A receipt sent inside JSON: base64, bare or as a data URL (`data:application/pdf;base64,…`).
 * Text that is not base64 is refused as unreadable.
 */
export function decodeReceipt(base64: string, declared: DocumentFileType): CheckedFile {
  const bare = base64.replace(/^data:[\w.+/-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 === 1) throw receiptUnreadable();
  if ((bare.length * 3) / 4 > MAX_RECEIPT_BYTES + 3) throw fileTooLarge(MAX_RECEIPT_BYTES);
  return checkFile(new Uint8Array(Buffer.from(bare, 'base64')), MAX_RECEIPT_BYTES, declared);
}
