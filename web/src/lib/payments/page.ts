import { type Answer, dataOf } from '../server-api';
import type { SignedInAccount } from '../session';
import type { PaymentMethod } from './types';

/**
 * What the payment screens decide while rendering: whose money a loan shows, who confirms
 * payments, the methods a form offers.
 */

/** A loan whose money is out: from the disbursement on, it has an account and payments. */
const REPAYING: ReadonlySet<string> = new Set([
  'Disbursed',
  'Active',
  'Settlement Under Review',
  'Early Settlement',
  'Completed',
  'Termination In Process',
  'Terminated',
]);

export const isRepaying = (status: string | undefined): boolean =>
  status !== undefined && REPAYING.has(status);

/** The payments API's staff: Finance Team and Admin confirm payments and see every one received. */
export const canConfirmPayments = (session: SignedInAccount | undefined): boolean =>
  session?.kind === 'staff' && session.roles.some((r) => r === 'Finance Team' || r === 'Admin');

/** The methods /payments/get-payment-methods answered, each with a code and a name; none when it failed. */
export function methodsOf(answer: Answer | undefined): PaymentMethod[] {
  const rows = answer ? dataOf<unknown>(answer) : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (m): m is PaymentMethod =>
      typeof m === 'object' &&
      m !== null &&
      typeof (m as PaymentMethod).Code === 'string' &&
      typeof (m as PaymentMethod).Name === 'string',
  );
}
