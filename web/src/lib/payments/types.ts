import type { ApiAnswer } from '../api-operations';
import type { components } from '../api-types';

/**
 * The shapes of the payments calls the screens read, from the API document (`npm run
 * api:types`), so a changed route shows up here as a type error. Money is ringgit, dates
 * 'YYYY-MM-DD', timestamps ISO 8601.
 */
type Schemas = components['schemas'];

export const paymentStatuses = [
  'Pending',
  'Approved',
  'Rejected',
] as const satisfies readonly PaymentRow['Status'][];
export const invoiceStatuses = [
  'Unpaid',
  'Partial Settled',
  'Settled',
  'Cancelled',
] as const satisfies readonly InvoiceListRow['Status'][];
export const invoiceTypes = ['Installment', 'LPC'] as const satisfies readonly InvoiceListRow['Type'][];

export type PaymentMethod = ApiAnswer<'post', '/api/payments/get-payment-methods'>['Data'][number];
export type PaymentRow = Schemas['PaymentRow'];
/** /payments/add, /payments/manual and /loans/full-settlement answer alike. */
export type PaymentAccepted = ApiAnswer<'post', '/api/payments/add'>['Data'] & { readonly LoanNo?: string };
/** The payment information of spec §3. */
export type Outstanding = ApiAnswer<'post', '/api/loans/outstanding'>['Data'];
/** The loan page's read of the loan's account. */
export type LoanAccountView = ApiAnswer<'post', '/api/loans/account-view'>['Data'];
export type SettlementQuote = ApiAnswer<'post', '/api/loans/settlement-quote'>['Data'];
export type InvoiceListRow = ApiAnswer<'post', '/api/invoices/find-all'>['Data'][number];
export type CreditNote = Schemas['CreditNote'];
export type Mandate = Schemas['Mandate'];
export type MandateRegistered = ApiAnswer<'post', '/api/mandate/add'>['Data'];

/** What an invoice is for, in the page's language ('Late payment charge, installment 2'). */
export function invoiceFor(
  words: Readonly<Record<'installment' | 'lpc', string>>,
  i: Pick<InvoiceListRow, 'Type' | 'InstallmentNo'>,
): string {
  return (i.Type === 'LPC' ? words.lpc : words.installment).replace('{n}', String(i.InstallmentNo));
}
