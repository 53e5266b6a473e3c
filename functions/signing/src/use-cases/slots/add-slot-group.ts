import { attestorNotEligible, type SlotGroupInput } from '@ezc/domain';
import { recordTimes, slotGroupRecord, slotGroupView } from '../../slots/slot-group';
import type { SlotsPorts } from '../../slots/slots-ports';
import type { SlotCaller } from './slot-caller';

/** `/appointment-slot-groups/add`: a new group for an attestor who may attest (active, Attorney). */
export async function addSlotGroup(
  deps: Pick<SlotsPorts, 'slotGroups' | 'attestors' | 'clock'>,
  input: SlotCaller & { group: SlotGroupInput },
) {
  const attestor = await deps.attestors.load(input.group.AttestatorId);
  if (!attestor) throw attestorNotEligible(input.group.AttestatorId);
  const id = await deps.slotGroups.nextGroupId();
  const record = slotGroupRecord(id, input.group, attestor.Name, recordTimes(deps.clock.now().toISOString()));
  await deps.slotGroups.create(record, input.actor);
  return slotGroupView(record);
}
