import { type SlotGroupInput, slotGroupStatuses, slotGroupTypes } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';

/** A slot group as it is kept: an attestor's weekly hours for signing sessions (spec §3). */
export const slotGroupRecordSchema = z.object({
  SlotGroupId: z.string(),
  Name: z.string(),
  RelatedObjectId: z.string().optional(),
  AttestatorId: z.string(),
  /** The attestor's name when the group was last saved (the listing shows it without a lookup). */
  AttestatorName: z.string(),
  Description: z.string().optional(),
  Status: z.enum(slotGroupStatuses),
  Type: z.enum(slotGroupTypes),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type SlotGroupRecord = z.infer<typeof slotGroupRecordSchema>;
export interface LoadedSlotGroup {
  value: SlotGroupRecord;
  version: number;
}

/** The audit rows of a group and of its sessions are kept under the group. */
export const SLOT_GROUP_AUDIT = 'SlotGroup';
const GROUPS_INDEX = 'SLOTGROUPS';
const ofAttestor = (attestorId: string) => `SLOTGROUPS#ATTESTOR#${attestorId}`;

export const slotGroupPartition = (id: string) => `SLOTGROUP#${id}`;

/** Groups by id; all of them by name (GSI1); an attestor's (GSI2). */
export const slotGroupEntity = defineEntity({
  name: 'SlotGroup',
  schema: slotGroupRecordSchema,
  id: (g) => g.SlotGroupId,
  key: (id: string) => ({ PK: slotGroupPartition(id), SK: 'SLOTGROUP' }),
  indexes: {
    GSI1: (g) => ({ pk: GROUPS_INDEX, sk: `${g.Name}#${g.SlotGroupId}` }),
    GSI2: (g) => ({ pk: ofAttestor(g.AttestatorId), sk: g.SlotGroupId }),
  },
});
export const slotGroupIndexes = {
  all: { index: 'GSI1', pk: GROUPS_INDEX },
  ofAttestor: (attestorId: string) => ({ index: 'GSI2' as const, pk: ofAttestor(attestorId) }),
} as const;

/** A group as the API answers it: optional texts are '' when none was given. */
export const slotGroupView = (g: SlotGroupRecord) => ({
  SlotGroupId: g.SlotGroupId,
  Name: g.Name,
  RelatedObjectId: g.RelatedObjectId ?? '',
  AttestatorId: g.AttestatorId,
  AttestatorName: g.AttestatorName,
  Description: g.Description ?? '',
  Status: g.Status,
  Type: g.Type,
  CreatedAt: g.CreatedAt,
  UpdatedAt: g.UpdatedAt,
});

/** The record times of a new record, or of a change to one made at `CreatedAt`. */
export const recordTimes = (now: string, createdAt: string = now) => ({
  CreatedAt: createdAt,
  UpdatedAt: now,
});

/** The record of a group from what staff entered; empty optional texts are left out. */
export function slotGroupRecord(
  id: string,
  input: SlotGroupInput,
  attestorName: string,
  times: { CreatedAt: string; UpdatedAt: string },
): SlotGroupRecord {
  return {
    SlotGroupId: id,
    Name: input.Name,
    ...(input.RelatedObjectId ? { RelatedObjectId: input.RelatedObjectId } : {}),
    AttestatorId: input.AttestatorId,
    AttestatorName: attestorName,
    ...(input.Description ? { Description: input.Description } : {}),
    Status: input.Status,
    Type: input.Type,
    ...times,
  };
}
