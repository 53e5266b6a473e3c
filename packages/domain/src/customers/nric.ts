import * as z from 'zod';
import { ruleIssue } from './field-rules';

/**
 * Malaysian NRIC (MyKad number) YYMMDD-PB-###G: a date of birth, a place-of-birth code and a
 * serial whose last digit is odd for men and even for women. The date and gender are read from
 * it, so the forms never ask for them again.
 */

/**
 * Place-of-birth codes the National Registration Department issues: 01–16 (states and federal
 * territories), 21–59 (the same states, further codes), 60–68 and 71–72, 74–79, 82–93 (born
 * abroad or state unknown), 98 (stateless), 99 (unspecified). Every other pair is invalid.
 */
export function isPlaceOfBirthCode(code: number): boolean {
  return (
    (code >= 1 && code <= 16) ||
    (code >= 21 && code <= 68) ||
    code === 71 ||
    code === 72 ||
    (code >= 74 && code <= 79) ||
    (code >= 82 && code <= 93) ||
    code === 98 ||
    code === 99
  );
}

export interface NricFacts {
  /** Normalised `YYMMDD-PB-###G`. */
  nric: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  placeOfBirthCode: string;
}

export type NricCheck = { ok: true; facts: NricFacts } | { ok: false; reason: 'format' | 'date' | 'place' };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads an NRIC typed with or without hyphens (or spaces). The century is the one that puts the
 * birth date on or before `today` (a person born in 2005 and one born in 1925 both read right).
 */
export function readNric(input: string, today: Date = new Date()): NricCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12}$/.test(digits)) return { ok: false, reason: 'format' };
  const yy = Number(digits.slice(0, 2));
  const mm = Number(digits.slice(2, 4));
  const dd = Number(digits.slice(4, 6));
  const pb = Number(digits.slice(6, 8));
  const thisYear = today.getUTCFullYear();
  let year = 2000 + yy;
  const candidate = Date.UTC(year, mm - 1, dd);
  if (candidate > today.getTime()) year -= 100;
  if (year > thisYear) year -= 100;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (
    mm < 1 ||
    mm > 12 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== mm - 1 ||
    date.getUTCDate() !== dd ||
    date.getTime() > today.getTime()
  ) {
    return { ok: false, reason: 'date' };
  }
  if (!isPlaceOfBirthCode(pb)) return { ok: false, reason: 'place' };
  const last = Number(digits[11]);
  return {
    ok: true,
    facts: {
      nric: `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`,
      dateOfBirth: `${year}-${pad(mm)}-${pad(dd)}`,
      gender: last % 2 === 1 ? 'Male' : 'Female',
      placeOfBirthCode: digits.slice(6, 8),
    },
  };
}

const reasonText = { format: 'nricFormat', date: 'nricDate', place: 'nricPlace' } as const;

/** An NRIC field: accepts it typed with or without hyphens, answers it normalised. */
export const nricSchema = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .transform((value, ctx) => {
      const read = readNric(value);
      if (read.ok) return read.facts.nric;
      ctx.addIssue({ code: 'custom', ...ruleIssue(reasonText[read.reason]) });
      return z.NEVER;
    });

/** A passport number, for non-citizens: letters and digits, upper-cased. */
export const passportSchema = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s/g, ''))
    .refine((v) => /^[A-Z0-9]{6,15}$/.test(v), ruleIssue('passport'));
