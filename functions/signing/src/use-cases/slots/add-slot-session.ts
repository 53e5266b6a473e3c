import {
  overlappingSession,
  type SlotSessionInput,
  slotGroupNotFound,
  slotSessionOverlaps,
} from '@ezc/domain';
import { recordTimes } from '../../slots/slot-group';
import { slotSessionRecord, slotSessionView } from '../../slots/slot-session';
import type { SlotsPorts } from '../../slots/slots-ports';
import type { SlotCaller } from './slot-caller';

/** `/appointment-slot-sessions/add`: a weekday session of a group, overlapping none of its others. */
export async function addSlotSession(
  deps: Pick<SlotsPorts, 'slotGroups' | 'clock'>,
  input: SlotCaller & { session: SlotSessionInput },
) {
  const found = await deps.slotGroups.loadWithSessions(input.session.SlotGroupId);
  if (!found) throw slotGroupNotFound();
  const other = overlappingSession(
    input.session,
    found.sessions.map((s) => s.value),
  );
  if (other) throw slotSessionOverlaps(other);
  const record = slotSessionRecord(
    await deps.slotGroups.nextSessionId(),
    { ...input.session, SlotGroupId: found.group.value.SlotGroupId },
    recordTimes(deps.clock.now().toISOString()),
  );
  await deps.slotGroups.addSession(found.group, record, input.actor);
  return slotSessionView(record, found.group.value.Name);
}
