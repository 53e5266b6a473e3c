import { type Paging, paginate } from '@ezc/domain';
import { slotGroupView } from '../../slots/slot-group';
import type { SlotsPorts } from '../../slots/slots-ports';
import { containsText, equalsValue } from './slot-caller';

export interface SlotGroupSearch {
  Name?: string | undefined;
  RelatedObjectId?: string | undefined;
  AttestatorId?: string | undefined;
  Status?: string | undefined;
  Type?: string | undefined;
}

/** `/appointment-slot-groups/find-all`: groups by name; names and ids match in part. */
export async function listSlotGroups(
  deps: Pick<SlotsPorts, 'slotGroups'>,
  input: Paging & { search?: SlotGroupSearch | undefined },
) {
  const s = input.search ?? {};
  const groups = await deps.slotGroups.list();
  const found = groups.filter(
    (g) =>
      containsText(g.Name, s.Name) &&
      containsText(g.RelatedObjectId, s.RelatedObjectId) &&
      containsText(g.AttestatorId, s.AttestatorId) &&
      equalsValue(g.Status, s.Status) &&
      equalsValue(g.Type, s.Type),
  );
  return paginate(found.map(slotGroupView), input);
}
