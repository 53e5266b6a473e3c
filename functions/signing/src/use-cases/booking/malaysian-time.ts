/** Malaysia keeps UTC+8 all year, so a fixed offset is exact. */
const MALAYSIA_OFFSET_MS = 8 * 3600 * 1000;

export interface MalaysianMoment {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm, 24-hour. */
  time: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  day: number;
  /** 1 = January. */
  month: number;
  year: number;
}

/** An instant as a Malaysian reads it on the wall clock. */
export function malaysian(instant: string | Date): MalaysianMoment {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const local = new Date(ms + MALAYSIA_OFFSET_MS);
  const iso = local.toISOString();
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    weekday: ((local.getUTCDay() + 6) % 7) + 1,
    day: local.getUTCDate(),
    month: local.getUTCMonth() + 1,
    year: local.getUTCFullYear(),
  };
}

/** The instant of a Malaysian midnight (YYYY-MM-DD), plus `days`, as ISO UTC. */
export function malaysianMidnight(date: string, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days) - MALAYSIA_OFFSET_MS).toISOString();
}
