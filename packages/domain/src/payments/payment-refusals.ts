import { conflict, invalid, notFound, ruleBroken } from '../errors';
import { formatRM } from '../lending/money';

/** The refusals of payments, invoices, credit notes and settlement, with stable codes. */

export const paymentNotFound = () => notFound('PAYMENT.NOT_FOUND', 'Payment not found.');
export const paymentReceiptNotFound = () =>
  notFound('PAYMENT.RECEIPT_NOT_FOUND', 'Payment receipt not found.');
export const paymentBadMethod = () =>
  invalid(
    'PAYMENT.BAD_METHOD',
    'Choose a payment method: Bank Transfer, FPX / Online Banking, Cash or Cheque.',
  );
export const paymentLoanClosed = (status: string) =>
  ruleBroken('PAYMENT.LOAN_CLOSED', `A loan that is '${status}' takes no more payments.`, { status });
export const paymentReceiptClosed = () =>
  ruleBroken(
    'PAYMENT.RECEIPT_CLOSED',
    'A receipt can be uploaded only while the payment waits for confirmation.',
  );
export const paymentReceiptUnreadable = () =>
  invalid('PAYMENT.RECEIPT_UNREADABLE', 'The receipt file could not be read: send it as base64.');
export const accountBusy = () => conflict('ACCOUNT.BUSY', 'The loan account is busy; try again.');

export const settlementAmountMismatch = (totalSen: number) => {
  const total = formatRM(totalSen);
  return ruleBroken('SETTLEMENT.AMOUNT_MISMATCH', `The amount must be the settlement total of ${total}.`, {
    total,
    totalSen,
  });
};
export const settlementPending = () =>
  ruleBroken('SETTLEMENT.PENDING', 'A full settlement of this loan is already waiting for confirmation.');
export const settlementNotAllowed = (status: string) =>
  ruleBroken('SETTLEMENT.NOT_ALLOWED', `A loan that is '${status}' cannot be settled.`, { status });

export const invoiceNotFound = () => notFound('INVOICE.NOT_FOUND', 'Invoice not found.');
export const invoiceNotLpc = () =>
  ruleBroken('INVOICE.NOT_LPC', 'Only a late payment charge invoice can be cancelled.');
export const creditNoteNotFound = () => notFound('CREDIT_NOTE.NOT_FOUND', 'Credit note not found.');
