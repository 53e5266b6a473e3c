import * as z from 'zod';
import { ruleIssue } from './field-rules';

/**
 * Malaysian phone numbers, typed as people write them (`012-345 6789`, `+60 12 345 6789`,
 * `03-2345 6789`) and kept in one form, E.164 (`+60123456789`), which the SMS port sends to.
 *
 * Numbering plan (MCMC): mobile 01X with 7 digits after the prefix (011 and 015 with 8);
 * fixed lines 02–09 with 7 or 8 digits after the area code (03 Klang Valley has 8).
 */
export function normaliseMalaysianPhone(input: string): { e164: string; mobile: boolean } | undefined {
  const compact = input.replace(/[\s\-().]/g, '');
  let national: string;
  if (/^\+60\d+$/.test(compact)) national = `0${compact.slice(3)}`;
  else if (/^60\d+$/.test(compact) && compact.length >= 11) national = `0${compact.slice(2)}`;
  else if (/^0\d+$/.test(compact)) national = compact;
  else return undefined;
  const mobile = /^01(?:[02346789]\d{7}|[15]\d{8})$/.test(national);
  const fixed = /^0(?:3\d{8}|[4-9]\d{7,8}|82\d{6,7}|8[4-9]\d{6,7})$/.test(national);
  if (!mobile && !fixed) return undefined;
  return { e164: `+60${national.slice(1)}`, mobile };
}

/** Any Malaysian number (mobile or fixed line), answered in E.164. */
export const phoneSchema = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .transform((value, ctx) => {
      const n = normaliseMalaysianPhone(value);
      if (n) return n.e164;
      ctx.addIssue({ code: 'custom', ...ruleIssue('phone') });
      return z.NEVER;
    });

/** A number that can receive an SMS code. */
export const mobileSchema = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .transform((value, ctx) => {
      const n = normaliseMalaysianPhone(value);
      if (n?.mobile) return n.e164;
      ctx.addIssue({ code: 'custom', ...ruleIssue('mobile') });
      return z.NEVER;
    });

/** `+60123456789` → `+60 12-345 6789`, for showing. */
export function formatMalaysianPhone(e164: string): string {
  const national = e164.startsWith('+60') ? `0${e164.slice(3)}` : e164;
  if (/^01\d{8,9}$/.test(national))
    return `+60 ${national.slice(1, 3)}-${national.slice(3, national.length - 4)} ${national.slice(-4)}`;
  if (/^03\d{8}$/.test(national)) return `+60 3-${national.slice(2, 6)} ${national.slice(6)}`;
  return `+60 ${national.slice(1)}`;
}
