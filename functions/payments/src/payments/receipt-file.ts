import { DomainError, paymentReceiptUnreadable } from '@ezc/domain';

/**
 * A borrower's proof of payment: PDF, JPG, JPEG or PNG, judged by its first bytes as well as its
 * declared type (spec §5), so a renamed program or a PDF sent as a picture is refused.
 */
export const receiptFileTypes = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type ReceiptFileType = (typeof receiptFileTypes)[number];

/** The largest receipt, and what it takes as base64 inside JSON (with room for a data-URL prefix). */
export const MAX_RECEIPT_BYTES = 3 * 1024 * 1024;
export const RECEIPT_BODY_BYTES = Math.ceil((MAX_RECEIPT_BYTES * 4) / 3) + 64 * 1024;

const contentTypes: Record<ReceiptFileType, string> = {
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
/** A PDF reader opens any file with this header in its first kilobyte, so no picture may hold it. */
const PDF_HEADER = Buffer.from('%PDF-');

/** What a file's first bytes say it is, among the accepted types. */
export function detectReceiptType(bytes: Uint8Array): 'pdf' | 'png' | 'jpg' | undefined {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  return undefined;
}

/** spec §5's texts, under the codes the documents rules use, so both languages read the same. */
const wrongType = () =>
  new DomainError('validation', 'DOCUMENT.TYPE_NOT_ALLOWED', 'You can only upload JPG, JPEG, PNG and PDF');
const tooLarge = () =>
  new DomainError(
    'validation',
    'MEDIA.TOO_LARGE',
    `Document must smaller than ${MAX_RECEIPT_BYTES / 1024 / 1024}MB!`,
    {
      maxMb: MAX_RECEIPT_BYTES / 1024 / 1024,
    },
  );
const empty = () => new DomainError('validation', 'MEDIA.EMPTY', 'The file is empty.');

export interface CheckedReceipt {
  bytes: Uint8Array;
  extension: ReceiptFileType;
  contentType: string;
}

/** A receipt sent as base64 (bare or as a data URL), its declared type confirmed by its bytes. */
export function decodeReceipt(base64: string, declared: ReceiptFileType): CheckedReceipt {
  const bare = base64.replace(/^data:[\w.+/-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 === 1) throw paymentReceiptUnreadable();
  if ((bare.length * 3) / 4 > MAX_RECEIPT_BYTES + 3) throw tooLarge();
  const bytes = new Uint8Array(Buffer.from(bare, 'base64'));
  if (bytes.length === 0) throw empty();
  if (bytes.length > MAX_RECEIPT_BYTES) throw tooLarge();
  const detected = detectReceiptType(bytes);
  const sameKind = declared === detected || (declared === 'jpeg' && detected === 'jpg');
  if (!detected || !sameKind) throw wrongType();
  // A picture carrying a PDF inside it (a polyglot) is refused like any wrong type.
  if (detected !== 'pdf' && Buffer.from(bytes.subarray(0, 1024)).includes(PDF_HEADER)) throw wrongType();
  return { bytes, extension: declared, contentType: contentTypes[declared] };
}
