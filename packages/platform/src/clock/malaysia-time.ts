/**
 * Malaysia keeps UTC+8 all year (no daylight saving since 1982), so a fixed offset is exact and
 * needs no time-zone database.
 */
export const MALAYSIA_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** The latest instant at or before `now` when Malaysian wall-clock time reads `hhmm` (HH:mm). */
export function latestDailySlot(hhmm: string, now: Date): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new Error(`Invalid daily time: ${hhmm}`);
  const local = new Date(now.getTime() + MALAYSIA_OFFSET_MS);
  const today =
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate(),
      Number(match[1]),
      Number(match[2]),
    ) - MALAYSIA_OFFSET_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** The calendar date (YYYY-MM-DD) in Malaysia at `now`: what a business date such as an agreement date is. */
export function malaysiaDate(now: Date): string {
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar date (YYYY-MM-DD) `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
