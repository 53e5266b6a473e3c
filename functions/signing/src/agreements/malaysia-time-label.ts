import { MALAYSIA_OFFSET_MS } from '@ezc/platform/clock/malaysia-time';

const monthsShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-23T02:15:00Z' → '23 Nov 2026, 10:15 MYT'. */
export function malaysiaTimeLabel(iso: string): string {
  const t = new Date(new Date(iso).getTime() + MALAYSIA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCDate()} ${monthsShort[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${two(t.getUTCHours())}:${two(t.getUTCMinutes())} MYT`;
}
