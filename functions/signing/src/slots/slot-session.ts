import type { SlotSessionInput } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import * as z from 'zod';
import { slotGroupPartition } from './slot-group';

/** A weekday session of a slot group: its day (1 = Monday) and hours, Malaysia time. */
export const slotSessionRecordSchema = z.object({
  SlotSessionId: z.string(),
  SlotGroupId: z.string(),
  Weekday: z.number().int().min(1).max(7),
  StartTime: z.string(),
  EndTime: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type SlotSessionRecord = z.infer<typeof slotSessionRecordSchema>;
export interface LoadedSlotSession {
  value: SlotSessionRecord;
  version: number;
}

const SESSION_PREFIX = 'SLOTSESSION#';

/**
 * Sessions live in their group's partition (one Query reads the group with its sessions, and they
 * go with it); GSI1 finds one by its SlotSessionId alone, as `/appointment-slot-sessions/*` name it.
 */
export const slotSessionEntity = defineEntity({
  name: 'SlotSession',
  schema: slotSessionRecordSchema,
  id: (s) => ({ SlotGroupId: s.SlotGroupId, SlotSessionId: s.SlotSessionId }),
  key: (id: { SlotGroupId: string; SlotSessionId: string }) => ({
    PK: slotGroupPartition(id.SlotGroupId),
    SK: `${SESSION_PREFIX}${id.SlotSessionId}`,
  }),
  indexes: { GSI1: (s) => ({ pk: `${SESSION_PREFIX}${s.SlotSessionId}`, sk: 'SLOTSESSION' }) },
});
export const slotSessionIndexes = {
  byId: (sessionId: string) => ({ index: 'GSI1' as const, pk: `${SESSION_PREFIX}${sessionId}` }),
} as const;
export const isSlotSessionItem = (sk: unknown) => typeof sk === 'string' && sk.startsWith(SESSION_PREFIX);

/** A session as the API answers it, with its group's name. */
export const slotSessionView = (s: SlotSessionRecord, groupName: string) => ({
  SlotSessionId: s.SlotSessionId,
  SlotGroupId: s.SlotGroupId,
  SlotGroupName: groupName,
  Weekday: s.Weekday,
  StartTime: s.StartTime,
  EndTime: s.EndTime,
  CreatedAt: s.CreatedAt,
  UpdatedAt: s.UpdatedAt,
});

/** The record of a weekday session from what staff entered. */
export const slotSessionRecord = (
  id: string,
  input: SlotSessionInput,
  times: { CreatedAt: string; UpdatedAt: string },
): SlotSessionRecord => ({
  SlotSessionId: id,
  SlotGroupId: input.SlotGroupId,
  Weekday: input.Weekday,
  StartTime: input.StartTime,
  EndTime: input.EndTime,
  ...times,
});
