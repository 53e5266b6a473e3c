import { paymentReceiptNotFound } from '@ezc/domain';
import { type Actor, ownedOrNotFound, type Principal } from '@ezc/platform';
import type { PaymentsPorts } from '../../ports';

type Deps = Pick<PaymentsPorts, 'payments' | 'blobs' | 'store'>;

export interface UploadedReceiptFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/**
 * `/payments/download-uploaded-receipt`: the proof of payment the borrower uploaded, for staff to
 * check it against the bank, or for the borrower themselves. Another borrower's payment, or one
 * with nothing uploaded, is 'Payment receipt not found.'. It is a personal document: every read
 * is recorded in the loan's history, with who read it.
 */
export async function downloadUploadedReceipt(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { PaymentId: string },
): Promise<UploadedReceiptFile> {
  const found = await deps.payments.load(input.PaymentId.trim());
  const payment = ownedOrNotFound(caller.principal, found?.value, paymentReceiptNotFound);
  const key = payment.ReceiptStorageKey;
  if (!key) throw paymentReceiptNotFound();
  const stored = await deps.blobs().get(key);
  if (!stored) throw paymentReceiptNotFound();
  // Also indexed as a read of the borrower's document, for who-read-what across customers.
  await deps.store.recordDocumentRead(
    {
      objectType: 'Loan',
      objectId: payment.LoanNo,
      action: 'Uploaded payment receipt viewed',
      remarks: `${payment.PaymentId} (${payment.MediaId ?? key})`,
      actor: caller.actor,
    },
    {
      customerId: payment.CustomerId,
      document: `Uploaded payment receipt: ${payment.PaymentId}`,
      mediaId: payment.MediaId ?? key,
    },
  );
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return {
    body: stored.body,
    contentType: stored.contentType,
    fileName: `${payment.PaymentId}-uploaded-receipt.${extension}`,
  };
}
