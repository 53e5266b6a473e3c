import { ERASED } from '@ezc/platform';
import type { LoanAccount } from '../../accounts/loan-account';
import type { CreditNote } from '../../invoices/credit-note-record';
import type { Mandate } from '../../mandates/mandate-record';
import type { Payment } from '../../payments/payment-record';

/**
 * What of each payments record is the person's, and the record without it. Only text the person
 * gave or that names them goes; amounts, dates, numbers, statuses and ids stay, so every figure
 * and every document number reads as before. A record already erased answers no fields.
 */
export interface Erased<T> {
  value: T;
  /** The names of the fields erased (an audit row holds these, never the values). */
  fields: string[];
}

type TextFields<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T];

/** Each named text field that holds something other than the marker becomes the marker. */
function eraseText<T extends Record<string, unknown>>(record: T, names: readonly TextFields<T>[]): Erased<T> {
  const fields: string[] = [];
  const value: Record<string, unknown> = { ...record };
  for (const name of names) {
    const current = record[name];
    if (typeof current !== 'string' || current === '' || current === ERASED) continue;
    value[name as string] = ERASED;
    fields.push(String(name));
  }
  return { value: value as T, fields };
}

export const erasedAccount = (a: LoanAccount) => eraseText(a, ['BorrowerName']);

/**
 * The payer's name and the remarks written about the payment. The proof of transfer is not a
 * field: its file is deleted and both fields naming it go (see {@link withoutUploadedReceipt}).
 */
export const erasedPayment = (p: Payment) => eraseText(p, ['BorrowerName', 'Remarks']);

/** The payment no longer naming the file the borrower uploaded (deleted beforehand). */
export function withoutUploadedReceipt(p: Payment): Payment {
  const { MediaId: _media, ReceiptStorageKey: _key, ...rest } = p;
  return rest;
}

/** The reason a charge was taken back is free text about the borrower's circumstances. */
export const erasedCreditNote = (n: CreditNote) => eraseText(n, ['BorrowerName', 'Reason']);

/** The bank account debited: its number and holder; the bank's own code names no one. */
export const erasedMandate = (m: Mandate) => eraseText(m, ['BorrowerName', 'AccountNo', 'AccountName']);
