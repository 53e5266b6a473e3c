import {
  decidePayment,
  MANDATE_METHOD,
  overpaymentRefusal,
  type PaymentEvent,
  paymentBadMethod,
  paymentDateRefusal,
  paymentLoanClosed,
  paymentMandateOnly,
  settlementPending,
  toSen,
} from '@ezc/domain';
import {
  type Actor,
  type AnswerRecorder,
  noAnswerRecorder,
  type Principal,
  platformKeys,
  type TableWrite,
} from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { allocationOf, type Changed, paid, payableLimitSen, settled } from '../../accounts/account-changes';
import { isFrozen, isSettled, type LoanAccount } from '../../accounts/loan-account';
import { documentNo, nextReceiptNo } from '../../accounts/sequences';
import { type Payment, paymentMethods, paymentWrite } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { accountFor, changeAccount } from '../accounts/account-access';

export interface PaymentInput {
  LoanNo: string;
  /** Ringgit. */
  Amount: number;
  Method: string;
  PaymentDate?: string | undefined;
  RefNo?: string | undefined;
}

type Deps = Pick<PaymentsPorts, 'accounts' | 'payments' | 'clock' | 'table'>;

/** A method by its name or its code, as its name. */
export function methodName(method: string): string {
  const given = method.trim().toLowerCase();
  const found = paymentMethods.find((m) => m.Name.toLowerCase() === given || m.Code.toLowerCase() === given);
  if (!found) throw paymentBadMethod();
  return found.Name;
}

/**
 * The method a person names for a payment they made or received: any but 'E-Mandate', whose
 * payments come only from the bank's debits under the loan's mandate.
 */
export function manualMethodName(method: string): string {
  const name = methodName(method);
  if (name === MANDATE_METHOD) throw paymentMandateOnly();
  return name;
}

/** Refuses a payment date after today (Malaysia, business clock) or before the loan was disbursed. */
export function checkPaymentDate(
  date: string | undefined,
  account: Pick<LoanAccount, 'PaymentDate'>,
  today: string,
) {
  const refusal =
    date === undefined ? undefined : paymentDateRefusal(date, { today, disbursedOn: account.PaymentDate });
  if (refusal) throw refusal;
}

export async function newPaymentId(deps: Pick<PaymentsPorts, 'table'>): Promise<string> {
  const n = await deps.table.increment(platformKeys.sequence('payments.payment-id'), 'Value');
  return documentNo('PAY', n);
}

export type PaymentAnswer = ReturnType<typeof paymentAnswer>;
export const paymentAnswer = (p: Payment) => ({
  PaymentId: p.PaymentId,
  Status: p.Status,
  Amount: p.AmountSen / 100,
  Currency: 'MYR' as const,
});

/**
 * The approval of `payment` in the account's change: a payment is allocated and posted, a
 * settlement settles the loan; either takes the next receipt number. Answers the account's change
 * and the payment as it is after. `event` is how it came to be approved (by default: recorded by
 * staff when new, confirmed when pending).
 */
export async function approval(
  deps: Pick<PaymentsPorts, 'table'>,
  state: Changed,
  payment: Payment,
  today: string,
  at: string,
  event?: PaymentEvent,
): Promise<{ change: Changed; payment: Payment; receiptWrite: TableWrite }> {
  const decision = decidePayment(
    payment.Status,
    event ?? { type: payment.Status === 'New' ? 'RECORD_MANUAL' : 'CONFIRM' },
  );
  const receipt = await nextReceiptNo(deps.table, payment.LoanNo);
  const { receiptNo } = receipt;
  if (payment.Kind === 'Settlement') {
    const change = settled(state, {
      quote: payment.Quote ?? { AsOf: today, ProRataInterestSen: 0, PenaltySen: 0 },
      receiptNo,
      date: today,
      at,
      paymentId: payment.PaymentId,
    });
    return {
      change,
      receiptWrite: receipt.write,
      payment: {
        ...payment,
        Status: decision.status,
        MachineVersion: decision.machineVersion,
        ReceiptNo: receiptNo,
        ApprovedOn: today,
        Allocation: allocationOf(state.account, change.account),
        CreditHeldSen: 0,
        UpdatedAt: at,
      },
    };
  }
  if (isSettled(state.account)) throw paymentLoanClosed('Early Settlement');
  const change = paid(state, {
    amountSen: payment.AmountSen,
    date: today,
    at,
    paymentId: payment.PaymentId,
    receiptNo,
    description: `Payment received (${payment.Method})`,
  });
  const allocation = allocationOf(state.account, change.account);
  const applied = allocation.reduce((t, a) => t + a.LateChargeSen + a.InterestSen + a.PrincipalSen, 0);
  return {
    change,
    receiptWrite: receipt.write,
    payment: {
      ...payment,
      Status: decision.status,
      MachineVersion: decision.machineVersion,
      ReceiptNo: receiptNo,
      ApprovedOn: today,
      Allocation: allocation,
      CreditHeldSen: payment.AmountSen - applied,
      UpdatedAt: at,
    },
  };
}

function newPayment(
  input: PaymentInput,
  account: { LoanNo: string; CustomerId: string; BorrowerName: string },
  id: string,
  caller: { actor: Actor },
  today: string,
  at: string,
  kind: Payment['Kind'] = 'Installment',
): Payment {
  return {
    PaymentId: id,
    LoanNo: account.LoanNo,
    CustomerId: account.CustomerId,
    BorrowerName: account.BorrowerName,
    Kind: kind,
    AmountSen: toSen(input.Amount),
    Method: methodName(input.Method),
    RefNo: input.RefNo?.trim() ?? '',
    PaymentDate: input.PaymentDate ?? today,
    Status: 'New',
    MachineVersion: '1',
    CreatedBy: caller.actor.id,
    CreatedAt: at,
    UpdatedAt: at,
  };
}

/**
 * `/payments/add`: a payment the borrower made (a transfer), 'Pending' until staff confirm it.
 * Refused above what settles the loan (PAYMENT.OVERPAYMENT), on a loan that takes no more, by
 * 'E-Mandate', and dated after today or before the disbursement.
 */
export async function addPayment(
  deps: Deps & Pick<PaymentsPorts, 'store'>,
  caller: { principal: Principal; actor: Actor },
  input: PaymentInput,
  answers: AnswerRecorder<PaymentAnswer> = noAnswerRecorder,
): Promise<PaymentAnswer> {
  const loaded = await accountFor(deps, caller.principal, input.LoanNo);
  if (isSettled(loaded.account)) throw paymentLoanClosed('Early Settlement');
  if (isFrozen(loaded.account)) throw settlementPending();
  const now = deps.clock.now();
  const today = malaysiaDate(now);
  const at = now.toISOString();
  manualMethodName(input.Method);
  checkPaymentDate(input.PaymentDate, loaded.account, today);
  const refusal = overpaymentRefusal(toSen(input.Amount), payableLimitSen(loaded, today));
  if (refusal) throw refusal;
  const id = await newPaymentId(deps);
  const created = newPayment(input, loaded.account, id, caller, today, at);
  const decision = decidePayment('New', { type: 'SUBMIT' });
  const payment: Payment = { ...created, Status: decision.status, MachineVersion: decision.machineVersion };
  const answer = paymentAnswer(payment);
  // The payment, its audit row and the key's answer land together: a crash leaves all or none.
  await deps.store.record(
    {
      objectType: 'Loan',
      objectId: payment.LoanNo,
      action: 'Payment submitted',
      remarks: `${payment.PaymentId}: RM ${(payment.AmountSen / 100).toFixed(2)} by ${payment.Method}`,
      actor: caller.actor,
    },
    [],
    [...paymentWrite(payment, 0, at, undefined), ...answers.answerWrites(answer)],
  );
  return answer;
}

/**
 * `/payments/manual`: money staff received themselves (cash, a cheque at the counter): 'Approved'
 * at once, allocated and posted, with the next receipt number.
 */
export async function recordManualPayment(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: PaymentInput,
  answers: AnswerRecorder<PaymentAnswer> = noAnswerRecorder,
): Promise<PaymentAnswer> {
  const loaded = await accountFor(deps, caller.principal, input.LoanNo);
  manualMethodName(input.Method);
  checkPaymentDate(input.PaymentDate, loaded.account, malaysiaDate(deps.clock.now()));
  const id = await newPaymentId(deps);
  return changeAccount(deps, loaded.account.LoanNo, caller.actor, async (state, today, at) => {
    if (isFrozen(state.account)) throw settlementPending();
    const created = newPayment(input, state.account, id, caller, today, at);
    const approved = await approval(deps, state, created, today, at);
    const answer = paymentAnswer(approved.payment);
    return {
      change: approved.change,
      action: 'Payment received',
      remarks: `${approved.payment.ReceiptNo}: RM ${(created.AmountSen / 100).toFixed(2)} by ${created.Method}`,
      also: [
        ...paymentWrite(approved.payment, 0, at, undefined),
        approved.receiptWrite,
        ...answers.answerWrites(answer),
      ],
      answer,
    };
  });
}
