import { decideMandate, type MandateAnswer, type MandateEvent, mandateNotFound } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { Mandate } from '../../mandates/mandate-record';
import type { PaymentsPorts } from '../../ports';

type Deps = Pick<PaymentsPorts, 'clock' | 'mandates'>;

export interface MandateCallback {
  EventId: string;
  MandateId: string;
  Status: MandateAnswer;
}

const eventOf: Record<MandateAnswer, MandateEvent> = {
  Approved: { type: 'APPROVE' },
  Rejected: { type: 'REJECT' },
};

/**
 * The provider's answer to a registration (its signature already checked): the bank approved the
 * mandate ('Active') or rejected it ('Rejected'). Each EventId is applied once: a repeat, or a
 * callback about a registration the loan has since replaced, is answered and changes nothing.
 */
export async function receiveMandateCallback(deps: Deps, provider: Actor, input: MandateCallback) {
  const loanNo = await deps.mandates.loanOf(input.MandateId);
  if (!loanNo) throw mandateNotFound();
  const current = await deps.mandates.load(loanNo);
  if (!current) throw mandateNotFound();
  const answer = (m: Mandate, Applied: boolean) => ({
    EventId: input.EventId,
    MandateId: input.MandateId,
    LoanNo: m.LoanNo,
    Status: m.Status,
    Applied,
  });
  if (await deps.mandates.wasProcessed(input.EventId)) return answer(current.value, false);
  // A later registration replaced this one: its answer is about a sign-up that no longer counts.
  if (current.value.MandateId !== input.MandateId) return answer(current.value, false);
  const decision = decideMandate(current.value.Status, eventOf[input.Status]);
  const at = deps.clock.now().toISOString();
  const after: Mandate = { ...current.value, Status: decision.status, DecidedAt: at, UpdatedAt: at };
  const applied = await deps.mandates.save({
    version: current.version,
    from: current.value.Status,
    after,
    decision,
    action: input.Status === 'Approved' ? 'E-mandate approved by the bank' : 'E-mandate rejected by the bank',
    remarks: `Mandate ${input.MandateId}, event ${input.EventId}`,
    actor: provider,
    eventId: input.EventId,
  });
  if (applied) return answer(after, true);
  return answer((await deps.mandates.load(loanNo))?.value ?? current.value, false);
}
