import { DomainError, receiptFileType, receiptUnreadable } from '@ezc/domain';
import { type BlobBody, bodyHead, bodySize } from '@ezc/platform/blobs/blob-body';

/**
 * The files the lending context keeps (receipts, an application's documents): PDF, JPG, JPEG or
 * PNG, judged by their bytes as well as their declared type, so a renamed program or a PDF sent
 * as a picture is refused.
 */
export const documentFileTypes = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type DocumentFileType = (typeof documentFileTypes)[number];

/** The largest receipt (sent as base64 inside JSON) and the largest application document. */
export const MAX_RECEIPT_BYTES = 3 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const contentTypes: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** What a file's first bytes say it is, among the accepted types. */
export function detectType(body: BlobBody): 'pdf' | 'png' | 'jpg' | undefined {
  const head = bodyHead(body, 16);
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpg';
  return undefined;
}

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

/** A file whose declared type (if any) its bytes confirm, within `maxBytes`. */
export function checkFile(
  body: BlobBody,
  maxBytes: number,
  declared?: DocumentFileType,
  wrongType: () => Error = wrongFileType,
): CheckedFile {
  const size = bodySize(body);
  if (size === 0) throw emptyFile();
  if (size > maxBytes) throw fileTooLarge(maxBytes);
  const detected = detectType(body);
  if (!detected) throw wrongType();
  const sameKind =
    declared === undefined || declared === detected || (declared === 'jpeg' && detected === 'jpg');
  if (!sameKind) throw wrongType();
  const extension = declared ?? detected;
  return { body, extension, contentType: contentTypes[extension], size };
}

/**
 * A receipt sent inside JSON: base64, bare or as a data URL (`data:application/pdf;base64,…`).
 * Text that is not base64 is refused as unreadable.
 */
export function decodeReceipt(base64: string, declared: DocumentFileType): CheckedFile {
  const bare = base64.replace(/^data:[\w.+/-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 === 1) throw receiptUnreadable();
  if ((bare.length * 3) / 4 > MAX_RECEIPT_BYTES + 3) throw fileTooLarge(MAX_RECEIPT_BYTES);
  return checkFile(new Uint8Array(Buffer.from(bare, 'base64')), MAX_RECEIPT_BYTES, declared, receiptFileType);
}
