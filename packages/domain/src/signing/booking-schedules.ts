import * as z from 'zod';
import { notJoinedCheckAt, type ReminderOffsetKey, reminderMoments } from './reminders';

/**
 * What a booked signing session leaves with the scheduler: its reminders (sent by the jobs
 * context, as `reminder` schedules) and the check, 15 minutes before the start, that the borrower
 * has joined (a schedule of signing's own kind, which the signing context's bus rule takes).
 * Ids are derived from the session, so booking again or moving the session replaces them.
 */

export const SIGNING_NOT_JOINED_KIND = 'signing-not-joined';

export const notJoinedCheckSchema = z.object({
  SigningSessionId: z.string(),
  /** The start the check was set for: a session moved since is checked by its new schedule. */
  Start: z.string(),
});

export const reminderChannels = ['email', 'sms'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

export const reminderScheduleId = (sessionId: string, offset: ReminderOffsetKey, channel: ReminderChannel) =>
  `signing-${sessionId}-${offset}-${channel}`;
export const notJoinedScheduleId = (sessionId: string) => `signing-${sessionId}-not-joined`;

export interface PlannedSchedule {
  id: string;
  /** ISO UTC. */
  at: string;
}
export interface PlannedReminder extends PlannedSchedule {
  offset: ReminderOffsetKey;
  channel: ReminderChannel;
}

/** Every schedule a session starting at `startIso` has: six reminders and the not-joined check. */
export function sessionSchedules(
  sessionId: string,
  startIso: string,
): { reminders: PlannedReminder[]; notJoined: PlannedSchedule } {
  return {
    reminders: reminderMoments(startIso).flatMap((m) =>
      reminderChannels.map((channel) => ({
        id: reminderScheduleId(sessionId, m.key, channel),
        at: m.at,
        offset: m.key,
        channel,
      })),
    ),
    notJoined: { id: notJoinedScheduleId(sessionId), at: notJoinedCheckAt(startIso) },
  };
}
