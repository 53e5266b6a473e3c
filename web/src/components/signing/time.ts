/**
 * Signing times as people in Malaysia read them (spec §1: Malaysia time, UTC+8 all year): a
 * session's instants as HH:mm and its day in words, and the month grid of the booking calendar.
 * Plain Intl with the time zone named, so a browser elsewhere still shows Malaysia time. Pure.
 */

export const MALAYSIA = 'Asia/Kuala_Lumpur';

export type Lang = 'en' | 'ms';

const LOCALE: Readonly<Record<Lang, string>> = { en: 'en-GB', ms: 'ms-MY' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[lang], options);
    formatters.set(key, f);
  }
  return f;
}

const validInstant = (iso: string | undefined): Date | undefined => {
  if (!iso) return undefined;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

/** An instant's clock time in Malaysia, 'HH:mm' (24-hour); '' when unreadable. */
export function timeOf(iso: string | undefined): string {
  const at = validInstant(iso);
  if (!at) return '';
  const parts = Object.fromEntries(
    formatter('en', { timeZone: MALAYSIA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.hour}:${parts.minute}`;
}

/** An instant's day in Malaysia, 'YYYY-MM-DD'. */
export function dayOf(iso: string | Date): string {
  const at = typeof iso === 'string' ? validInstant(iso) : iso;
  if (!at) return '';
  const parts = Object.fromEntries(
    formatter('en', { timeZone: MALAYSIA, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Noon UTC of a plain date: far from any day boundary, so its weekday is the date's. */
const noonOf = (ymd: string): Date | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)) : undefined;
};

/** 'YYYY-MM-DD' in words: 'Monday, 13 July 2026' / 'Isnin, 13 Julai 2026'. */
export function longDate(ymd: string, lang: Lang): string {
  const at = noonOf(ymd);
  return at
    ? formatter(lang, {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(at)
    : ymd;
}

/**
 * A day's name in parts, to lay a calendar day out around its number: 'Monday', '13',
 * 'July 2026' (the languages offered both write weekday, day, month, year).
 */
export function dayParts(ymd: string, lang: Lang): { weekday: string; day: string; monthYear: string } {
  const at = noonOf(ymd);
  if (!at) return { weekday: '', day: ymd, monthYear: '' };
  const parts = Object.fromEntries(
    formatter(lang, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { weekday: parts.weekday ?? '', day: parts.day ?? '', monthYear: `${parts.month} ${parts.year}` };
}

/** 'YYYY-MM' as 'July 2026' / 'Julai 2026'. */
export function monthTitle(month: string, lang: Lang): string {
  const at = noonOf(`${month}-01`);
  return at ? formatter(lang, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(at) : month;
}

/** The weekday names Monday first, short and long: 'Mon'… and 'Monday'…. */
export function weekdayNames(lang: Lang): { short: string[]; long: string[] } {
  // 2024-01-01 was a Monday.
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12)));
  return {
    short: days.map((d) => formatter(lang, { timeZone: 'UTC', weekday: 'short' }).format(d)),
    long: days.map((d) => formatter(lang, { timeZone: 'UTC', weekday: 'long' }).format(d)),
  };
}

/** An instant as 'Monday, 13 July 2026, 10:00' in Malaysia. */
export function dateTimeOf(iso: string | undefined, lang: Lang): string {
  if (!validInstant(iso)) return '';
  return `${longDate(dayOf(iso as string), lang)}, ${timeOf(iso)}`;
}

/** 'YYYY-MM' moved by `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' moved by `n` days. */
export function addDays(ymd: string, n: number): string {
  const at = noonOf(ymd);
  if (!at) return ymd;
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** The month's days as weeks, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = noonOf(`${month}-01`);
  if (!first) return [];
  const lead = (first.getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Shortens a SHA-256 hex digest for a table: its first 12 characters. */
export const shortSha = (sha: string | undefined): string => (sha ? sha.slice(0, 12) : '');
