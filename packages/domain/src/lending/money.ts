import * as z from 'zod';
import { lendingIssue } from './rule-texts';

/**
 * Money is integer sen inside the product and a ringgit number with at most two decimals in JSON.
 * These are the only conversions between the two.
 */

/** The largest single amount the product takes (a loan, a fee, a payment): RM 10,000,000.00. */
export const MAX_RINGGIT = 10_000_000;

/**
 * Sen of a ringgit amount. Amounts are validated to at most two decimals first, so the product by
 * 100 is within float noise of an integer (1.15 * 100 = 114.99999999999999) and rounding it is
 * exact; it is not a rounding rule for amounts with more decimals.
 */
export function toSen(ringgit: number): number {
  if (!Number.isFinite(ringgit)) throw new RangeError(`Not an amount: ${ringgit}`);
  const sen = Math.round(Math.abs(ringgit) * 100);
  return ringgit < 0 ? -sen : sen;
}

/** The ringgit number of an amount in sen (12345 → 123.45), as the API answers it. */
export function fromSen(sen: number): number {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Not a whole number of sen: ${sen}`);
  return sen / 100;
}

/** 'RM 1,234.56'. Both languages of the product write ringgit the same way. */
export function formatRM(sen: number, _lang: 'en' | 'ms' = 'en'): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Not a whole number of sen: ${sen}`);
  const whole = Math.floor(Math.abs(sen) / 100);
  const cents = String(Math.abs(sen) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sen < 0 ? '-' : ''}RM ${grouped}.${cents}`;
}

/** Whether a number has at most two decimals, allowing for float noise (0.1 + 0.2). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A ringgit amount in JSON: more than zero, at most two decimals, at most RM 10,000,000.00. */
export const ringgitAmount = z
  .number(lendingIssue('amount'))
  .finite(lendingIssue('amount'))
  .positive(lendingIssue('amountPositive'))
  .max(MAX_RINGGIT, lendingIssue('amountMax', { max: '10,000,000.00' }))
  .refine(hasAtMostTwoDecimals, lendingIssue('amountDecimals'));

/** A ringgit amount that may be zero (a penalty or fee of nothing). */
export const ringgitAmountOrZero = z
  .number(lendingIssue('amount'))
  .finite(lendingIssue('amount'))
  .min(0, lendingIssue('amountNotNegative'))
  .max(MAX_RINGGIT, lendingIssue('amountMax', { max: '10,000,000.00' }))
  .refine(hasAtMostTwoDecimals, lendingIssue('amountDecimals'));

/** A percentage with at most two decimals, up to `max`; more than zero unless `allowZero`. */
export const percentField = ({ max = 100, allowZero = false } = {}) =>
  z
    .number(lendingIssue('percent'))
    .finite(lendingIssue('percent'))
    .refine(
      (v) => (allowZero ? v >= 0 : v > 0),
      allowZero ? lendingIssue('percentRange', { min: 0, max }) : lendingIssue('percentPositive'),
    )
    .refine((v) => v <= max, lendingIssue('percentRange', { min: 0, max }))
    .refine(hasAtMostTwoDecimals, lendingIssue('percentDecimals'));
