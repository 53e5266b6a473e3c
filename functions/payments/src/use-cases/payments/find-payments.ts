import { fromSen, LOAN_NO_PREFIX, type Paging, paymentReceiptNotFound } from '@ezc/domain';
import { ownedOrNotFound, type Principal } from '@ezc/platform';
import { type Payment, receivedStatuses } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { accountFor } from '../accounts/account-access';

type Deps = Pick<PaymentsPorts, 'payments'>;

/** A whole loan number: its payments are read from the loan's own partition. */
const WHOLE_LOAN_NO = new RegExp(`^${LOAN_NO_PREFIX}\\d{6}$`);

/** A payment as the listings show it (contract PaymentRow). */
export const paymentRow = (p: Payment) => ({
  PaymentId: p.PaymentId,
  ...(p.ReceiptNo ? { ReceiptNo: p.ReceiptNo } : {}),
  LoanNo: p.LoanNo,
  BorrowerName: p.BorrowerName,
  Amount: fromSen(p.AmountSen),
  Method: p.Method,
  RefNo: p.RefNo,
  PaymentDate: p.PaymentDate,
  Status: p.Status as 'Pending' | 'Approved' | 'Rejected',
  Kind: p.Kind,
  HasUploadedReceipt: p.MediaId !== undefined,
  ...(p.Remarks ? { Remarks: p.Remarks } : {}),
  CreatedAt: p.CreatedAt,
});

export interface PaymentSearch {
  LoanNo?: string | undefined;
  Status?: string | undefined;
  StartDate?: string | undefined;
  EndDate?: string | undefined;
}

const given = (v: string | undefined) =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();

function matching(payments: readonly Payment[], s: PaymentSearch = {}): Payment[] {
  const loanNo = given(s.LoanNo)?.toUpperCase();
  const status = given(s.Status);
  const start = given(s.StartDate);
  const end = given(s.EndDate);
  return payments.filter(
    (p) =>
      p.Status !== 'New' &&
      (loanNo === undefined || p.LoanNo.startsWith(loanNo)) &&
      (status === undefined || p.Status === status) &&
      (start === undefined || p.PaymentDate >= start) &&
      (end === undefined || p.PaymentDate <= end),
  );
}

/**
 * `/payments/received`: every payment received, for staff to confirm; newest first, by status,
 * payment dates and a loan number's beginning. A page is read from the status partitions month by
 * month, or from the matching loans' own partitions, whatever the size of the book.
 */
export async function receivedPayments(
  deps: Deps & Pick<PaymentsPorts, 'accounts' | 'clock'>,
  input: Paging & { search?: PaymentSearch | undefined },
) {
  const s = input.search ?? {};
  const status = given(s.Status);
  const statuses = receivedStatuses.filter((r) => status === undefined || r === status);
  const typed = given(s.LoanNo)?.toUpperCase();
  // A beginning every loan number has ('EZC') filters nothing.
  const prefix = typed !== undefined && !LOAN_NO_PREFIX.startsWith(typed) ? typed : undefined;
  const loanNos =
    prefix === undefined
      ? undefined
      : WHOLE_LOAN_NO.test(prefix)
        ? [prefix]
        : await deps.accounts.loanNosBeginning(prefix);
  const page = await deps.payments.received(
    { statuses, from: given(s.StartDate), to: given(s.EndDate), loanNos, now: deps.clock.now() },
    input,
  );
  return { Data: page.Data.map(paymentRow), Count: page.Count };
}

/** `/loans/payments`: one loan's payments, newest first (a borrower's own loan). */
export async function loanPayments(
  deps: Deps & Pick<PaymentsPorts, 'accounts'>,
  input: { principal: Principal; loanNo: string },
) {
  const loaded = await accountFor(deps, input.principal, input.loanNo);
  return loanPaymentRows(await deps.payments.ofLoan(loaded.account.LoanNo));
}

/** A loan's payments already read, as its payments list shows them. */
export function loanPaymentRows(payments: readonly Payment[]) {
  const rows = matching(payments).map(paymentRow);
  return { Data: rows, Count: rows.length };
}

/** `/payments/get-receipt`: a payment and how it was shared ('Payment receipt not found.' otherwise). */
export async function getReceipt(deps: Deps, input: { principal: Principal; paymentId: string }) {
  const found = await deps.payments.load(input.paymentId.trim());
  const p = ownedOrNotFound(input.principal, found?.value, paymentReceiptNotFound);
  return {
    PaymentId: p.PaymentId,
    ReceiptNo: p.ReceiptNo ?? null,
    LoanNo: p.LoanNo,
    Amount: fromSen(p.AmountSen),
    PaidOn: p.PaymentDate,
    Method: p.Method,
    RefNo: p.RefNo,
    Status: p.Status as 'Pending' | 'Approved' | 'Rejected',
    Allocation: (p.Allocation ?? []).map((a) => ({
      InstallmentNo: a.InstallmentNo,
      LateCharge: fromSen(a.LateChargeSen),
      Interest: fromSen(a.InterestSen),
      Principal: fromSen(a.PrincipalSen),
    })),
    CreditHeld: fromSen(p.CreditHeldSen ?? 0),
    HasUploadedReceipt: p.MediaId !== undefined,
  };
}
