import { slotGroupNotFound } from '@ezc/domain';
import type { SlotsPorts } from '../../slots/slots-ports';
import type { SlotCaller } from './slot-caller';

/**
 * `/appointment-slot-groups/delete`: the group with its sessions. Signing sessions booked in them
 * keep their own times; the slots are no longer offered for new bookings.
 */
export async function deleteSlotGroup(
  deps: Pick<SlotsPorts, 'slotGroups'>,
  input: SlotCaller & { slotGroupId: string },
) {
  const found = await deps.slotGroups.loadWithSessions(input.slotGroupId);
  if (!found) throw slotGroupNotFound();
  await deps.slotGroups.remove(found, input.actor);
}
