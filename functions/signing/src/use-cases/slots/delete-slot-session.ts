import { slotSessionNotFound } from '@ezc/domain';
import type { SlotsPorts } from '../../slots/slots-ports';
import type { SlotCaller } from './slot-caller';

/** `/appointment-slot-sessions/delete`: a weekday session, no longer offered for booking. */
export async function deleteSlotSession(
  deps: Pick<SlotsPorts, 'slotGroups'>,
  input: SlotCaller & { slotSessionId: string },
) {
  const found = await deps.slotGroups.loadSession(input.slotSessionId);
  if (!found) throw slotSessionNotFound();
  await deps.slotGroups.removeSession(found.group.group, found.session, input.actor);
}
