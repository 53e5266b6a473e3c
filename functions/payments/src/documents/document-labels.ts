import { MALAYSIA_OFFSET_MS } from '@ezc/platform/clock/malaysia-time';

/** '2026-11-27' → '27/11/2026', as the product shows dates. */
export function dayMonthYear(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** '2026-11-27T01:15:00Z' → '27/11/2026 09:15 MYT': the borrower reads Malaysian time. */
export function malaysiaDateTime(iso: string): string {
  const t = new Date(new Date(iso).getTime() + MALAYSIA_OFFSET_MS).toISOString();
  return `${dayMonthYear(t.slice(0, 10))} ${t.slice(11, 16)} MYT`;
}

/** 18 → '18%', 12.5 → '12.5%'. */
export const percent = (rate: number) => `${Math.round(rate * 100) / 100}%`;

/** Words in metadata keywords are separated by spaces, so a value keeps none. */
export const keyword = (name: string, value: string) => `${name}:${value.replace(/\s+/g, '-')}`;
