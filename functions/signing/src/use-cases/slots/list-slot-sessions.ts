import { byWeekdayAndStart, type Paging, paginate, slotGroupNotFound } from '@ezc/domain';
import type { SlotGroupWithSessions } from '../../slots/slot-groups-repository';
import { slotSessionView } from '../../slots/slot-session';
import type { SlotsPorts } from '../../slots/slots-ports';
import { equalsValue, isFilter } from './slot-caller';

export interface SlotSessionSearch {
  SlotGroupId?: string | undefined;
  Weekday?: number | 'All' | undefined;
}

/** A group's sessions as the API answers them: Monday first, each day by its start. */
const viewsOf = ({ group, sessions }: SlotGroupWithSessions) =>
  sessions
    .map((s) => s.value)
    .sort(byWeekdayAndStart)
    .map((s) => slotSessionView(s, group.value.Name));

/**
 * `/appointment-slot-sessions/find-all`: a group's weekday sessions (the SlotGroupId, at the top
 * or in Search); without a group, every group's, the groups by name.
 */
export async function listSlotSessions(
  deps: Pick<SlotsPorts, 'slotGroups'>,
  input: Paging & { slotGroupId?: string | undefined; search?: SlotSessionSearch | undefined },
) {
  const s = input.search ?? {};
  const groupId = isFilter(input.slotGroupId) ? input.slotGroupId : s.SlotGroupId;
  let groups: SlotGroupWithSessions[];
  if (isFilter(groupId)) {
    const found = await deps.slotGroups.loadWithSessions(groupId);
    if (!found) throw slotGroupNotFound();
    groups = [found];
  } else {
    const all = await deps.slotGroups.list();
    const loaded = await Promise.all(all.map((g) => deps.slotGroups.loadWithSessions(g.SlotGroupId)));
    groups = loaded.filter((g): g is SlotGroupWithSessions => g !== undefined);
  }
  const rows = groups.flatMap(viewsOf).filter((r) => equalsValue(r.Weekday, s.Weekday));
  return paginate(rows, input);
}
