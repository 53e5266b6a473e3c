import { ERASED } from '@ezc/platform';
import type { Application } from '../applications/application';
import type { Loan } from './loan';

/**
 * The person's own values in a loan or an application, replaced by the erased marker: the names,
 * the IC number, the bank account paid into, and the free text (the borrower's remarks, and staff's
 * reasons, which speak of the person — their audit rows' remarks go too). Amounts, dates, numbers,
 * statuses, the product and ids stay, so every figure and report built on them is unmoved and
 * the record still parses. Each answers the fields it erased (none when already erased).
 */

/** A value to erase: one the person gave that is not already the marker (an empty one says nothing). */
const holdsValue = (v: string | undefined): v is string => v !== undefined && v !== '' && v !== ERASED;

export function erasedLoan(loan: Loan): { loan: Loan; fields: string[] } {
  const fields: string[] = [];
  const erase = (name: string, v: string): string => {
    if (!holdsValue(v)) return v;
    fields.push(name);
    return ERASED;
  };
  const next: Loan = {
    ...loan,
    BorrowerName: erase('BorrowerName', loan.BorrowerName),
    BorrowerICNo: erase('BorrowerICNo', loan.BorrowerICNo),
  };
  if (loan.Disbursement) {
    next.Disbursement = {
      ...loan.Disbursement,
      AccountNo: erase('Disbursement.AccountNo', loan.Disbursement.AccountNo),
      AccountName: erase('Disbursement.AccountName', loan.Disbursement.AccountName),
    };
  }
  return { loan: next, fields };
}

export function erasedApplication(application: Application): { application: Application; fields: string[] } {
  const fields: string[] = [];
  const next: Application = { ...application };
  for (const name of ['BorrowerName', 'BorrowerICNo', 'Remarks', 'Reason'] as const) {
    if (!holdsValue(next[name])) continue;
    next[name] = ERASED;
    fields.push(name);
  }
  return { application: next, fields };
}
