/**
 * The receipts and application documents the lending screens take: PDF or an image, up to 5 MB
 * (spec §5's document rule). Checked before sending; the API checks the content again.
 */
export const RECEIPT_MAX_MB = 5;
export const RECEIPT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type ReceiptType = (typeof RECEIPT_EXTENSIONS)[number];
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export type FileCheck =
  | { readonly ok: true; readonly type: ReceiptType }
  | { readonly ok: false; readonly reason: 'type' | 'size' };

export function checkReceipt(
  file: { readonly name: string; readonly size: number },
  maxMb: number = RECEIPT_MAX_MB,
): FileCheck {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, reason: 'type' };
  if (file.size > maxMb * 1024 * 1024) return { ok: false, reason: 'size' };
  return { ok: true, type: ext as ReceiptType };
}
