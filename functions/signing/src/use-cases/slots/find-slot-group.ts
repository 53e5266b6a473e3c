import { byWeekdayAndStart, slotGroupNotFound } from '@ezc/domain';
import { slotGroupView } from '../../slots/slot-group';
import { slotSessionView } from '../../slots/slot-session';
import type { SlotsPorts } from '../../slots/slots-ports';

/** `/appointment-slot-groups/find-one`: a group with its weekday sessions, Monday first. */
export async function findSlotGroup(deps: Pick<SlotsPorts, 'slotGroups'>, input: { slotGroupId: string }) {
  const found = await deps.slotGroups.loadWithSessions(input.slotGroupId);
  if (!found) throw slotGroupNotFound();
  const group = found.group.value;
  return {
    ...slotGroupView(group),
    SlotSessions: found.sessions
      .map((s) => s.value)
      .sort(byWeekdayAndStart)
      .map((s) => slotSessionView(s, group.Name)),
  };
}
