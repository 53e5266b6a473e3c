/**
 * The attestor's calendar of a month: which days and slots a borrower may book. Slots are the
 * attestor's weekly sessions laid on the dates of the month in Malaysian time (UTC+8 all year,
 * so plain +8 h arithmetic is exact); a slot is bookable when it starts after `now` and nobody
 * has claimed it.
 */

const MALAYSIA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const availabilityStates = ['Available', 'Not Available', 'Today', 'Off Day'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

/** One weekly session of an attestor: ISO weekday (1 = Monday … 7 = Sunday), times 'HH:mm' in Malaysia. */
export interface WeeklySession {
  SlotSessionId: string;
  Weekday: number;
  StartTime: string;
  EndTime: string;
}

/** A session on a date: Start and End are UTC ISO instants, the form slot claims are keyed by. */
export interface DatedSlot {
  SlotSessionId: string;
  Start: string;
  End: string;
}

export interface AvailableSlot extends DatedSlot {
  Available: boolean;
}

export interface AvailabilityDay {
  /** YYYY-MM-DD in Malaysia. */
  Date: string;
  State: AvailabilityState;
  Slots: AvailableSlot[];
}

/** The month (YYYY-MM) in Malaysia at `now`. */
export function malaysianMonth(now: Date): string {
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 7);
}

function parseMonth(month: string): { year: number; monthIndex: number } {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`Invalid month: ${month}`);
  return { year: Number(m[1]), monthIndex: Number(m[2]) - 1 };
}

function minutesOf(hhmm: string): number {
  const m = TIME.exec(hhmm);
  if (!m) throw new Error(`Invalid time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * The instants bounding a Malaysian month: from its first midnight (inclusive) to the next
 * month's (exclusive), as UTC ISO strings — the range of a month's slot claims.
 */
export function monthBounds(month: string): { from: string; to: string } {
  const { year, monthIndex } = parseMonth(month);
  return {
    from: new Date(Date.UTC(year, monthIndex, 1) - MALAYSIA_OFFSET_MS).toISOString(),
    to: new Date(Date.UTC(year, monthIndex + 1, 1) - MALAYSIA_OFFSET_MS).toISOString(),
  };
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a Malaysian midnight given as UTC-of-the-date ms. */
const isoWeekday = (utcDateMs: number) => ((new Date(utcDateMs).getUTCDay() + 6) % 7) + 1;

/** The session laid on a date (`utcDateMs` = the date at 00:00 UTC, standing for Malaysian midnight). */
function dated(session: WeeklySession, utcDateMs: number): DatedSlot {
  const midnight = utcDateMs - MALAYSIA_OFFSET_MS;
  return {
    SlotSessionId: session.SlotSessionId,
    Start: new Date(midnight + minutesOf(session.StartTime) * 60_000).toISOString(),
    End: new Date(midnight + minutesOf(session.EndTime) * 60_000).toISOString(),
  };
}

const byStart = (a: DatedSlot, b: DatedSlot) => a.Start.localeCompare(b.Start);

/**
 * Every day of the month with its state and slots. Today (in Malaysia) is marked 'Today' whatever
 * its sessions, as a calendar marks it, with its slots still listed (those already begun are not
 * bookable). Another day is 'Off Day' when the attestor has no session on its weekday, 'Available'
 * when at least one slot is bookable, else 'Not Available' (all past or all booked).
 */
export function monthAvailability(input: {
  month: string;
  sessions: readonly WeeklySession[];
  booked: ReadonlySet<string>;
  now: Date;
}): AvailabilityDay[] {
  const { year, monthIndex } = parseMonth(input.month);
  const today = new Date(input.now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
  const nowMs = input.now.getTime();
  const days: AvailabilityDay[] = [];
  const end = Date.UTC(year, monthIndex + 1, 1);
  for (let date = Date.UTC(year, monthIndex, 1); date < end; date += DAY_MS) {
    const weekday = isoWeekday(date);
    const Slots = input.sessions
      .filter((s) => s.Weekday === weekday)
      .map((s) => dated(s, date))
      .sort(byStart)
      .map((slot) => ({
        ...slot,
        Available: Date.parse(slot.Start) > nowMs && !input.booked.has(slot.Start),
      }));
    const day = new Date(date).toISOString().slice(0, 10);
    const State: AvailabilityState =
      day === today
        ? 'Today'
        : Slots.length === 0
          ? 'Off Day'
          : Slots.some((s) => s.Available)
            ? 'Available'
            : 'Not Available';
    days.push({ Date: day, State, Slots });
  }
  return days;
}

/**
 * The attestor's session that a start instant names: one whose weekday and start time, in
 * Malaysia, are the instant's. Undefined when the instant is not one of the attestor's slots.
 */
export function slotAt(sessions: readonly WeeklySession[], start: string): DatedSlot | undefined {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return undefined;
  const local = at + MALAYSIA_OFFSET_MS;
  const date = Math.floor(local / DAY_MS) * DAY_MS;
  const weekday = isoWeekday(date);
  const startIso = new Date(at).toISOString();
  for (const s of sessions) {
    if (s.Weekday !== weekday) continue;
    const slot = dated(s, date);
    if (slot.Start === startIso) return slot;
  }
  return undefined;
}
