import { attestorNotEligible, type SlotGroupUpdate, slotGroupNotFound } from '@ezc/domain';
import { recordTimes, slotGroupRecord, slotGroupView } from '../../slots/slot-group';
import type { SlotsPorts } from '../../slots/slots-ports';
import type { SlotCaller } from './slot-caller';

/**
 * `/appointment-slot-groups/update`: the group the SlotGroupId names, changed. A new attestor, or
 * an Active group, needs an attestor who may attest now; a group whose attestor has left can
 * still be set Inactive.
 */
export async function updateSlotGroup(
  deps: Pick<SlotsPorts, 'slotGroups' | 'attestors' | 'clock'>,
  input: SlotCaller & { group: SlotGroupUpdate },
) {
  const before = await deps.slotGroups.load(input.group.SlotGroupId);
  if (!before) throw slotGroupNotFound();
  const sameAttestor = before.value.AttestatorId === input.group.AttestatorId;
  let attestorName = before.value.AttestatorName;
  if (!sameAttestor || input.group.Status === 'Active') {
    const attestor = await deps.attestors.load(input.group.AttestatorId);
    if (!attestor) throw attestorNotEligible(input.group.AttestatorId);
    attestorName = attestor.Name;
  }
  const after = slotGroupRecord(
    before.value.SlotGroupId,
    input.group,
    attestorName,
    recordTimes(deps.clock.now().toISOString(), before.value.CreatedAt),
  );
  await deps.slotGroups.save(before, after, input.actor);
  return slotGroupView(after);
}
