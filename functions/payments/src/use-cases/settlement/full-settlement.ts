import {
  decidePayment,
  fromSen,
  paymentLoanClosed,
  settlementAmountMismatch,
  settlementNotAllowed,
  settlementPending,
  toSen,
} from '@ezc/domain';
import { type Actor, type AnswerRecorder, noAnswerRecorder, type Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { type AccountState, accrued, quoteOf } from '../../accounts/account-changes';
import { isActivated, isFrozen, isSettled, type LoanAccount } from '../../accounts/loan-account';
import { endedStatuses } from '../../parties/loan-reader';
import { type Payment, paymentWrite } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { accountFor, changeAccount, dayBefore } from '../accounts/account-access';
import {
  approval,
  checkPaymentDate,
  manualMethodName,
  newPaymentId,
  type PaymentAnswer,
  paymentAnswer,
} from '../payments/record-payment';

type SettlementAnswer = PaymentAnswer & { LoanNo: string };

type Deps = Pick<PaymentsPorts, 'accounts' | 'payments' | 'clock' | 'table' | 'loans'>;

/** What settles the account on `asOf`, as the quote shows it. */
export const settlementQuoteView = (state: AccountState, asOf: string) => {
  const q = quoteOf(state, asOf);
  return {
    LoanNo: state.account.LoanNo,
    AsOf: q.AsOf,
    Principal: fromSen(q.PrincipalSen),
    DueInterest: fromSen(q.DueInterestSen),
    ProRataInterest: fromSen(q.ProRataInterestSen),
    LateCharges: fromSen(q.LateChargesSen),
    Penalty: fromSen(q.PenaltySen),
    CreditHeld: fromSen(q.BorrowerCreditSen),
    Rebate: fromSen(q.RebateSen),
    Total: fromSen(q.TotalSen),
    Currency: 'MYR' as const,
  };
};

/** A loan that may be settled: active, nothing settled or waiting, at least one installment due. */
async function refuseUnsettleable(deps: Pick<PaymentsPorts, 'loans'>, account: LoanAccount) {
  if (isSettled(account)) throw paymentLoanClosed('Early Settlement');
  if (isFrozen(account)) throw settlementPending();
  const loan = await deps.loans.load(account.LoanNo);
  const status = loan?.Status ?? 'Active';
  if ((endedStatuses as readonly string[]).includes(status) || !account.Rows.some(isActivated)) {
    throw settlementNotAllowed(status);
  }
}

/**
 * `/loans/settlement-quote`: what settles the loan on `AsOf` (today by default; late charges as
 * accrued up to the day before), by the README's formula.
 */
export async function settlementQuoteOf(
  deps: Pick<PaymentsPorts, 'accounts' | 'clock'>,
  input: { principal: Principal; loanNo: string; asOf?: string | undefined },
) {
  const loaded = await accountFor(deps, input.principal, input.loanNo);
  const now = deps.clock.now();
  const asOf = input.asOf ?? malaysiaDate(now);
  const state: AccountState = accrued(loaded, dayBefore(malaysiaDate(now)), now.toISOString());
  return settlementQuoteView(state, asOf);
}

export interface SettlementInput {
  LoanNo: string;
  Amount: number;
  Method: string;
  PaymentDate?: string | undefined;
  RefNo?: string | undefined;
}

/**
 * `/loans/full-settlement`: the borrower pays what the quote of today says, exactly (else 422
 * with the figure). Theirs waits 'Pending' for staff, the loan 'Settlement Under Review'; staff
 * with 'Manual Payment Receipt' record one received, approved at once ('Early Settlement').
 */
export async function fullSettlement(
  deps: Deps,
  caller: { principal: Principal; actor: Actor },
  input: SettlementInput,
  answers: AnswerRecorder<SettlementAnswer> = noAnswerRecorder,
): Promise<SettlementAnswer> {
  const loaded = await accountFor(deps, caller.principal, input.LoanNo);
  await refuseUnsettleable(deps, loaded.account);
  const method = manualMethodName(input.Method);
  checkPaymentDate(input.PaymentDate, loaded.account, malaysiaDate(deps.clock.now()));
  const id = await newPaymentId(deps);
  const atOnce =
    caller.principal.kind === 'staff' && caller.principal.privileges.includes('Manual Payment Receipt');
  return changeAccount(deps, loaded.account.LoanNo, caller.actor, async (state, today, at) => {
    if (isFrozen(state.account)) throw settlementPending();
    const quote = quoteOf(state, today);
    if (toSen(input.Amount) !== quote.TotalSen) throw settlementAmountMismatch(quote.TotalSen);
    const requested: Payment = {
      PaymentId: id,
      LoanNo: state.account.LoanNo,
      CustomerId: state.account.CustomerId,
      BorrowerName: state.account.BorrowerName,
      Kind: 'Settlement',
      AmountSen: quote.TotalSen,
      Method: method,
      RefNo: input.RefNo?.trim() ?? '',
      PaymentDate: input.PaymentDate ?? today,
      Status: 'New',
      MachineVersion: '1',
      Quote: { AsOf: quote.AsOf, ProRataInterestSen: quote.ProRataInterestSen, PenaltySen: quote.PenaltySen },
      CreatedBy: caller.actor.id,
      CreatedAt: at,
      UpdatedAt: at,
    };
    const account: LoanAccount = {
      ...state.account,
      Settlement: {
        Stage: 'Requested',
        PaymentId: id,
        AsOf: quote.AsOf,
        ProRataInterestSen: quote.ProRataInterestSen,
        PenaltySen: quote.PenaltySen,
        TotalSen: quote.TotalSen,
      },
    };
    const withRequest = { ...state, account, posted: [] };
    if (atOnce) {
      const approved = await approval(deps, withRequest, requested, today, at);
      const answer = { ...paymentAnswer(approved.payment), LoanNo: account.LoanNo };
      return {
        change: approved.change,
        action: 'Full settlement received',
        remarks: `${approved.payment.ReceiptNo}: RM ${(quote.TotalSen / 100).toFixed(2)} by ${method}`,
        also: [
          ...paymentWrite(approved.payment, 0, at, undefined),
          approved.receiptWrite,
          ...answers.answerWrites(answer),
        ],
        answer,
      };
    }
    const decision = decidePayment('New', { type: 'SUBMIT' });
    const pending = { ...requested, Status: decision.status, MachineVersion: decision.machineVersion };
    const answer = { ...paymentAnswer(pending), LoanNo: account.LoanNo };
    return {
      change: withRequest,
      action: 'Full settlement requested',
      remarks: `${id}: RM ${(quote.TotalSen / 100).toFixed(2)} by ${method}`,
      also: [...paymentWrite(pending, 0, at, undefined), ...answers.answerWrites(answer)],
      answer,
    };
  });
}
