import { DomainError, paymentReceiptUnreadable } from '@ezc/domain';
import { inspectFile, mimeOfExtension } from '@ezc/platform/uploads/file-content';

/**
 * A borrower's proof of payment: PDF, JPG, JPEG or PNG, judged by its bytes as well as its declared
 * type (spec §5) with the content check every upload uses, so a renamed program, a PDF sent as a
 * picture, a polyglot or a PDF with script is refused.
 */
export const receiptFileTypes = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type ReceiptFileType = (typeof receiptFileTypes)[number];

/** The largest receipt, and what it takes as base64 inside JSON (with room for a data-URL prefix). */
export const MAX_RECEIPT_BYTES = 3 * 1024 * 1024;
export const RECEIPT_BODY_BYTES = Math.ceil((MAX_RECEIPT_BYTES * 4) / 3) + 64 * 1024;

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
  // The platform's one content check: a polyglot, an archive behind a picture or a PDF that acts
  // is refused like any wrong type.
  const contentType = mimeOfExtension[declared];
  if (inspectFile(bytes) !== contentType) throw wrongType();
  return { bytes, extension: declared, contentType };
}
