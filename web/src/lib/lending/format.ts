/**
 * How the lending screens write money, rates and dates (spec §1): RM with two decimals and
 * thousands separators, dates as DD/MM/YYYY in Malaysia time. The same in both languages.
 */

const MALAYSIA = 'Asia/Kuala_Lumpur';

/** Ringgit as 'RM 1,234.56' (negative amounts as '-RM 1,234.56'); nothing for a missing value. */
export function money(ringgit: number | null | undefined): string {
  if (ringgit === null || ringgit === undefined || !Number.isFinite(ringgit)) return '';
  // To whole sen first: JSON money has at most two decimals, but 0.1 + 0.2 style noise must not show.
  const sen = Math.round(Math.abs(ringgit) * 100);
  const whole = Math.floor(sen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (sen % 100).toString().padStart(2, '0');
  return `${ringgit < 0 && sen > 0 ? '-' : ''}RM ${whole}.${cents}`;
}

/** A yearly rate as '18%' or '12.5%'. */
export function percent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '';
  return `${Number(rate.toFixed(2))}%`;
}

// Made once: a formatter costs far more to make than to use, and a page formats many dates.
const formats = {
  date: new Intl.DateTimeFormat('en-GB', {
    timeZone: MALAYSIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
  dateTime: new Intl.DateTimeFormat('en-GB', {
    timeZone: MALAYSIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
};

const parts = (date: Date, withTime: boolean): Record<string, string> =>
  Object.fromEntries(
    (withTime ? formats.dateTime : formats.date).formatToParts(date).map((p) => [p.type, p.value]),
  );

/**
 * 'YYYY-MM-DD' as 'DD/MM/YYYY'; an ISO timestamp as its day in Malaysia. Anything else is
 * shown as given rather than hidden.
 */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const p = parts(at, false);
  return `${p.day}/${p.month}/${p.year}`;
}

/** An ISO timestamp as 'DD/MM/YYYY HH:mm' in Malaysia time; a plain date as displayDate. */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const p = parts(at, true);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Today in Malaysia as 'YYYY-MM-DD' (date inputs' value and limit). */
export function todayInMalaysia(now: Date = new Date()): string {
  const p = parts(now, false);
  return `${p.year}-${p.month}-${p.day}`;
}
