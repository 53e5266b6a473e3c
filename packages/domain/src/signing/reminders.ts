/** spec §5, §9: a session may be moved only at least 24 hours before it starts. */
export const MIN_RESCHEDULE_HOURS = 24;
/** spec §9: the borrower should be ready 15 minutes before the session. */
export const READY_MINUTES_BEFORE = 15;
/** spec §9: staff follow up a borrower who has not joined 15 minutes before the start. */
export const NOT_JOINED_MINUTES_BEFORE = 15;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** spec §9: reminders 1 day, 2 hours and 30 minutes before the session. */
export const REMINDER_OFFSETS = [
  { key: '1d', ms: 24 * HOUR },
  { key: '2h', ms: 2 * HOUR },
  { key: '30m', ms: 30 * MINUTE },
] as const;
export type ReminderOffsetKey = (typeof REMINDER_OFFSETS)[number]['key'];

export function mayReschedule(startIso: string, now: Date): boolean {
  return Date.parse(startIso) - now.getTime() >= MIN_RESCHEDULE_HOURS * HOUR;
}

/** The reminders' moments for a session starting at `startIso`, ISO UTC, earliest first. */
export function reminderMoments(startIso: string): { key: ReminderOffsetKey; at: string }[] {
  const start = Date.parse(startIso);
  return REMINDER_OFFSETS.map((o) => ({ key: o.key, at: new Date(start - o.ms).toISOString() }));
}

/** When staff are told a borrower has not joined. */
export const notJoinedCheckAt = (startIso: string) =>
  new Date(Date.parse(startIso) - NOT_JOINED_MINUTES_BEFORE * MINUTE).toISOString();
