import { paymentNotFound, paymentReceiptClosed } from '@ezc/domain';
import { type Actor, ownedOrNotFound, type Principal, raced } from '@ezc/platform';
import { paymentWrite } from '../../payments/payment-record';
import { decodeReceipt, type ReceiptFileType } from '../../payments/receipt-file';
import type { PaymentsPorts } from '../../ports';

type Deps = Pick<PaymentsPorts, 'payments' | 'blobs' | 'ids' | 'clock' | 'table' | 'store'>;

/**
 * `/payments/upload-receipt`: the borrower's proof of a payment waiting for confirmation (or
 * staff's for them), checked by its content, kept privately; a new one replaces the last.
 */
export async function uploadReceipt(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: { PaymentId: string; FileStream: string; FileType: ReceiptFileType },
) {
  const found = await deps.payments.load(input.PaymentId.trim());
  ownedOrNotFound(caller.principal, found?.value, paymentNotFound);
  const { value: payment, version } = found!;
  if (payment.Status !== 'Pending') throw paymentReceiptClosed();
  const file = decodeReceipt(input.FileStream, input.FileType);
  const mediaId = `MED-${deps.ids.next()}`;
  const key = `payments/receipts/${mediaId}.${file.extension}`;
  // The file first: a payment never names a file that is not there.
  await deps.blobs().put(key, file.bytes, { contentType: file.contentType, sensitive: true });
  const at = deps.clock.now().toISOString();
  await raced(
    () =>
      deps.table.transact([
        ...paymentWrite(
          { ...payment, MediaId: mediaId, ReceiptStorageKey: key, UpdatedAt: at },
          version,
          at,
          payment.Status,
        ),
      ]),
    'PAYMENT.CHANGED',
    'The payment was changed meanwhile; reload it and try again.',
  );
  await deps.store.record({
    objectType: 'Loan',
    objectId: payment.LoanNo,
    action: 'Payment receipt uploaded',
    remarks: payment.PaymentId,
    actor: caller.actor,
  });
  return { PaymentId: payment.PaymentId, MediaId: mediaId };
}
