import { formatRM, hasAtMostTwoDecimals, toSen } from '@ezc/domain/lending/money';

/** How the setup screens write amounts and rates. Both languages write them the same way. */

/** 1234.5 → 'RM 1,234.50'; an absent or unreadable amount → ''. */
export function ringgit(amount: number | undefined): string {
  if (amount === undefined || !Number.isFinite(amount) || !hasAtMostTwoDecimals(amount)) return '';
  return formatRM(toSen(amount));
}

/** 18 → '18%', 12.5 → '12.5%', 12.25 → '12.25%'. */
export function percent(rate: number | undefined): string {
  if (rate === undefined || !Number.isFinite(rate)) return '';
  return `${Number(rate.toFixed(2))}%`;
}
