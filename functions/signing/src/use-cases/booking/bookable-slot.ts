import { type DatedSlot, slotAt, slotUnavailable } from '@ezc/domain';
import type { SigningPorts } from '../../ports';
import { attestorsReader } from '../../slots/attestors';
import { activeSessionsOfAttestor } from '../../slots/slots-reader';

export interface SlotChoice {
  AttestatorId: string;
  SlotSessionId: string;
  /** Any ISO 8601 instant; the slot's own start (UTC) is what is kept. */
  Start: string;
}

/**
 * The slot a borrower chose, when it is open: one of the attestor's active weekday sessions at
 * that day and time, not yet begun. Whether someone else holds it is the claim's business.
 */
export async function bookableSlot(
  deps: Pick<SigningPorts, 'table' | 'clock'>,
  choice: SlotChoice,
): Promise<DatedSlot & { AttestatorName: string }> {
  const [attestor, sessions] = await Promise.all([
    attestorsReader(deps.table).load(choice.AttestatorId),
    activeSessionsOfAttestor(deps.table, choice.AttestatorId),
  ]);
  if (!attestor) throw slotUnavailable();
  const slot = slotAt(
    sessions.filter((s) => s.SlotSessionId === choice.SlotSessionId),
    choice.Start,
  );
  if (!slot || Date.parse(slot.Start) <= deps.clock.now().getTime()) throw slotUnavailable();
  return { ...slot, AttestatorName: attestor.Name };
}
