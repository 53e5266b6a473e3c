import {
  overlappingSession,
  type SlotSessionUpdate,
  slotSessionNotFound,
  slotSessionOverlaps,
} from '@ezc/domain';
import { recordTimes } from '../../slots/slot-group';
import { slotSessionRecord, slotSessionView } from '../../slots/slot-session';
import type { SlotsPorts } from '../../slots/slots-ports';
import type { SlotCaller } from './slot-caller';

/** `/appointment-slot-sessions/update`: new day or hours for a session. A session stays with its group. */
export async function updateSlotSession(
  deps: Pick<SlotsPorts, 'slotGroups' | 'clock'>,
  input: SlotCaller & { session: SlotSessionUpdate },
) {
  const found = await deps.slotGroups.loadSession(input.session.SlotSessionId);
  // The SlotGroupId sent must be the session's own: a session named under another group is not that group's.
  if (!found || found.session.value.SlotGroupId !== input.session.SlotGroupId) throw slotSessionNotFound();
  const { group, sessions } = found.group;
  const other = overlappingSession(
    input.session,
    sessions.map((s) => s.value),
  );
  if (other) throw slotSessionOverlaps(other);
  const after = slotSessionRecord(
    input.session.SlotSessionId,
    input.session,
    recordTimes(deps.clock.now().toISOString(), found.session.value.CreatedAt),
  );
  await deps.slotGroups.saveSession(group, found.session, after, input.actor);
  return slotSessionView(after, group.value.Name);
}
