import { decidePayment, type PaymentDecision, paymentNotFound } from '@ezc/domain';
import { type Actor, type AnswerRecorder, noAnswerRecorder } from '@ezc/platform';
import type { LoanAccount } from '../../accounts/loan-account';
import { type Payment, paymentWrite } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { changeAccount } from '../accounts/account-access';
import { approval } from './record-payment';

type Deps = Pick<PaymentsPorts, 'accounts' | 'payments' | 'clock' | 'table'>;

export interface ConfirmAnswer {
  PaymentId: string;
  Status: Payment['Status'];
}

export interface ConfirmInput {
  PaymentId: string;
  Status: PaymentDecision;
  Remarks?: string | undefined;
}

/**
 * `/payments/confirm-payment`: staff confirm a pending payment against the bank ('Approved':
 * allocated, posted, numbered) or reject it. The payment machine refuses one already decided. A
 * settlement's decision moves the account's settlement too, so the loan follows it.
 */
export async function confirmPayment(
  deps: Deps,
  caller: { actor: Actor },
  input: ConfirmInput,
  answers: AnswerRecorder<ConfirmAnswer> = noAnswerRecorder,
): Promise<ConfirmAnswer> {
  const found = await deps.payments.load(input.PaymentId.trim());
  if (!found) throw paymentNotFound();
  const remarks = input.Remarks?.trim();
  return changeAccount(deps, found.value.LoanNo, caller.actor, async (state, today, at) => {
    // Read again inside the change: a decision that landed meanwhile is seen by the machine.
    const loaded = (await deps.payments.load(found.value.PaymentId))!;
    const payment = loaded.value;
    if (input.Status === 'Rejected') {
      const decision = decidePayment(payment.Status, { type: 'REJECT' });
      const after = {
        ...payment,
        Status: decision.status,
        MachineVersion: decision.machineVersion,
        ...(remarks ? { Remarks: remarks } : {}),
        UpdatedAt: at,
      };
      const settlement = state.account.Settlement;
      const rejectsSettlement = payment.Kind === 'Settlement' && settlement?.PaymentId === payment.PaymentId;
      const account: LoanAccount = rejectsSettlement
        ? { ...state.account, Settlement: { ...settlement!, Stage: 'Rejected' } }
        : state.account;
      const answer = { PaymentId: payment.PaymentId, Status: decision.status };
      return {
        change: { ...state, account, posted: [] },
        action: payment.Kind === 'Settlement' ? 'Full settlement rejected' : 'Payment rejected',
        remarks: `${payment.PaymentId}${remarks ? `: ${remarks}` : ''}`,
        also: [...paymentWrite(after, loaded.version, at, payment.Status), ...answers.answerWrites(answer)],
        answer,
      };
    }
    const approved = await approval(deps, state, payment, today, at);
    const after = { ...approved.payment, ...(remarks ? { Remarks: remarks } : {}) };
    const answer = { PaymentId: payment.PaymentId, Status: after.Status };
    return {
      change: approved.change,
      action: payment.Kind === 'Settlement' ? 'Full settlement approved' : 'Payment confirmed',
      remarks: `${after.ReceiptNo}: RM ${(payment.AmountSen / 100).toFixed(2)} by ${payment.Method}`,
      also: [
        ...paymentWrite(after, loaded.version, at, payment.Status),
        approved.receiptWrite,
        ...answers.answerWrites(answer),
      ],
      answer,
    };
  });
}
