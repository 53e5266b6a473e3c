import { byWeekdayAndStart } from '@ezc/domain';
import type { Table } from '@ezc/platform';
import { attestorsReader } from './attestors';
import { type SlotGroupRecord, slotGroupEntity, slotGroupIndexes, slotGroupPartition } from './slot-group';
import { isSlotSessionItem, slotSessionEntity } from './slot-session';

/**
 * What booking reads of the slots: the attestors who take bookings (an Active group, and the
 * attestor still an active staff user with the Attorney role) and their weekday sessions.
 */

export interface AttestorSession {
  SlotGroupId: string;
  SlotGroupName: string;
  SlotSessionId: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  Weekday: number;
  /** 'HH:mm', Malaysia time. */
  StartTime: string;
  EndTime: string;
}

export interface ActiveAttestor {
  AttestatorId: string;
  /** The attestor's current name. */
  Name: string;
  SlotGroupId: string;
  SlotGroupName: string;
}

const sessionsOfGroup = async (table: Table, group: SlotGroupRecord): Promise<AttestorSession[]> =>
  (await table.queryAll({ pk: slotGroupPartition(group.SlotGroupId) }))
    .filter((i) => isSlotSessionItem(i.SK))
    .map((i) => slotSessionEntity.fromItem(i).value)
    .map((s) => ({
      SlotGroupId: group.SlotGroupId,
      SlotGroupName: group.Name,
      SlotSessionId: s.SlotSessionId,
      Weekday: s.Weekday,
      StartTime: s.StartTime,
      EndTime: s.EndTime,
    }));

/**
 * The weekday sessions of the attestor's Active groups, Monday first and each day by its start;
 * none when the attestor may not attest now.
 */
export async function activeSessionsOfAttestor(table: Table, attestorId: string): Promise<AttestorSession[]> {
  const [attestor, items] = await Promise.all([
    attestorsReader(table).load(attestorId),
    table.queryAll(slotGroupIndexes.ofAttestor(attestorId)),
  ]);
  if (!attestor) return [];
  const groups = items.map((i) => slotGroupEntity.fromItem(i).value).filter((g) => g.Status === 'Active');
  const sessions = (await Promise.all(groups.map((g) => sessionsOfGroup(table, g)))).flat();
  return sessions.sort(byWeekdayAndStart);
}

/** Each Active group with its attestor, by group name; groups whose attestor may not attest now are left out. */
export async function activeAttestors(table: Table): Promise<ActiveAttestor[]> {
  const groups = (await table.queryAll(slotGroupIndexes.all))
    .map((i) => slotGroupEntity.fromItem(i).value)
    .filter((g) => g.Status === 'Active');
  const eligible = await attestorsReader(table).eligible(groups.map((g) => g.AttestatorId));
  return groups.flatMap((g) => {
    const attestor = eligible.get(g.AttestatorId);
    return attestor
      ? [
          {
            AttestatorId: g.AttestatorId,
            Name: attestor.Name,
            SlotGroupId: g.SlotGroupId,
            SlotGroupName: g.Name,
          },
        ]
      : [];
  });
}
