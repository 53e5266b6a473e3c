import { byWeekdayAndStart, weekdays } from '@ezc/domain/signing/slots';
import type { SlotSessionRow } from './slot-types';

/**
 * A group's sessions as a week: every day Monday to Sunday, each with its sessions by start. Pure.
 */
export interface WeekDay {
  readonly weekday: number;
  readonly sessions: readonly SlotSessionRow[];
}

export function weekOf(sessions: readonly SlotSessionRow[]): WeekDay[] {
  const ordered = [...sessions].sort(byWeekdayAndStart);
  return weekdays.map((weekday) => ({ weekday, sessions: ordered.filter((s) => s.Weekday === weekday) }));
}

/**
 * What a session's buttons carry as their record name: day, start and end, for the editors'
 * confirmation and notification texts (`sessionWords` reads it back).
 */
export const sessionName = (day: string, s: Pick<SlotSessionRow, 'StartTime' | 'EndTime'>) =>
  `${day}|${s.StartTime}|${s.EndTime}`;
