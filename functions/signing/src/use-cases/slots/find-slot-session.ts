import { slotSessionNotFound } from '@ezc/domain';
import { slotSessionView } from '../../slots/slot-session';
import type { SlotsPorts } from '../../slots/slots-ports';

/** `/appointment-slot-sessions/find-one`: a weekday session with its group's name. */
export async function findSlotSession(
  deps: Pick<SlotsPorts, 'slotGroups'>,
  input: { slotSessionId: string },
) {
  const found = await deps.slotGroups.loadSession(input.slotSessionId);
  if (!found) throw slotSessionNotFound();
  return slotSessionView(found.session.value, found.group.group.value.Name);
}
