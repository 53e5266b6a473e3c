/** Where a group's weekday sessions are set (spec §2: the page after a group is registered). */
export const sessionsPath = (slotGroupId: string) =>
  `/appointment/slotgroups/sessions/${encodeURIComponent(slotGroupId)}`;

export const SLOT_GROUPS_PATH = '/appointment/slotgroups';
