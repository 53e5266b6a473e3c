import * as z from 'zod';

/**
 * The field rules of spec §5 for people's and companies' details, one set used by the API (its
 * request schemas) and by the forms (the same schemas, checked as people type). A rule's failure
 * carries the catalogue key of its text (`params.textKey`, with its values), so the API and the
 * forms can say it in the page's language; the English text is the issue's own message.
 */

/** spec §5: text inputs must not contain these. */
export const FORBIDDEN_CHARACTERS = ['{', '}', '*', '<', '>', '/'] as const;
/** Addresses may contain a slash (unit numbers: "12/3"). */
export const FORBIDDEN_ADDRESS_CHARACTERS = ['{', '}', '*', '<', '>'] as const;

export const forbiddenCharactersText = (chars: readonly string[]) =>
  `Input cannot contain the following characters: ${chars.join(' ')}`;

/** The validation texts of these rules, English; their Malay twins live in the customers catalogue. */
export const fieldRuleTexts = {
  forbidden: forbiddenCharactersText(FORBIDDEN_CHARACTERS),
  forbiddenAddress: forbiddenCharactersText(FORBIDDEN_ADDRESS_CHARACTERS),
  required: 'This field is required.',
  tooLong: 'Use at most {max} characters.',
  nricFormat: 'Enter the NRIC as YYMMDD-PB-###G, e.g. 900101-14-5678.',
  nricDate: 'The first six digits of the NRIC must be a real date of birth (YYMMDD).',
  nricPlace:
    'The NRIC place-of-birth code (digits 7 and 8) is not one the National Registration Department issues.',
  passport: 'Enter the passport number: 6 to 15 letters and digits.',
  phone: 'Enter a Malaysian phone number, e.g. 012-345 6789 or 03-2345 6789.',
  mobile: 'Enter a Malaysian mobile number, e.g. 012-345 6789.',
  postcode: 'A Malaysian postcode has 5 digits.',
  email: 'Enter a valid e-mail address, like name@example.com.',
  choice: 'Choose one of the options.',
  accountNo: 'Enter the account number: 5 to 20 digits.',
  registrationNo: 'Enter the SSM registration number, e.g. 202001012345 or 123456-A.',
} as const;
export type FieldRuleTextKey = keyof typeof fieldRuleTexts;

/**
 * The catalogue key of a rule's English text. Zod drops a rule's `params` on some issues (a value
 * of the wrong type), so the text itself is the key's fallback.
 */
export function ruleTextKey(message: string): string | undefined {
  const found = (Object.keys(fieldRuleTexts) as FieldRuleTextKey[]).find(
    (k) => fieldRuleTexts[k] === message,
  );
  return found ? `validation.${found}` : undefined;
}

/** A rule's failure: its English text, and the key and values to say it in another language. */
export const ruleIssue = (textKey: FieldRuleTextKey, values: Record<string, string | number> = {}) => ({
  message: fieldRuleTexts[textKey].replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m)),
  params: { textKey: `validation.${textKey}`, ...values },
});

const hasAny = (value: string, chars: readonly string[]) => chars.some((c) => value.includes(c));

/** Free text: trimmed, required unless `optional`, no forbidden characters, at most `max`. */
export function text(max = 100, opts: { address?: boolean } = {}) {
  const chars = opts.address ? FORBIDDEN_ADDRESS_CHARACTERS : FORBIDDEN_CHARACTERS;
  return z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .max(max, ruleIssue('tooLong', { max }))
    .refine((v) => !hasAny(v, chars), ruleIssue(opts.address ? 'forbiddenAddress' : 'forbidden'));
}

/** Optional free text: absent or empty means none. */
export function optionalText(max = 100, opts: { address?: boolean } = {}) {
  const chars = opts.address ? FORBIDDEN_ADDRESS_CHARACTERS : FORBIDDEN_CHARACTERS;
  return z
    .string()
    .trim()
    .max(max, ruleIssue('tooLong', { max }))
    .refine((v) => !hasAny(v, chars), ruleIssue(opts.address ? 'forbiddenAddress' : 'forbidden'))
    .optional();
}

/** One of a fixed set of values (a select's options). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, ruleIssue('choice'));

export const emailField = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .min(1, ruleIssue('required'))
    .max(254, ruleIssue('tooLong', { max: 254 }))
    .pipe(z.email(ruleIssue('email')))
    .transform((e) => e.toLowerCase());

/** 'Y' / 'N' flags of the spec (IsDefaultYN, IsEncryptedYN). */
export const ynSchema = z.enum(['Y', 'N']);
