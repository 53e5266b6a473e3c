import { ruleTextKey } from '@ezc/domain/customers/field-rules';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * Checks a form with the domain's zod schema (the one the API checks the same data with) for
 * react-hook-form, each issue under its field and in the page's language.
 *
 * An issue names its text by catalogue key in `params.textKey` (field-rules.ts `ruleIssue`),
 * with the values to fill in. zod keeps such params only on refinements, so a rule given to a
 * type itself (`z.string(ruleIssue('required'))`, `z.enum(…, ruleIssue('choice'))`) arrives with
 * its English text alone: that text is the key's English, so it is looked up backwards.
 */

export type TextParams = Readonly<Record<string, string | number>>;
/** The catalogue's text for a dotted key, with `{placeholders}` filled. */
export type IssueTranslator = (key: string, params?: TextParams) => string;

type Issue = z.core.$ZodIssue;

/** The text of one issue in the page's language. */
export function issueText(issue: Issue, t: IssueTranslator): string {
  const params = (issue as { params?: Record<string, unknown> }).params;
  if (params && typeof params.textKey === 'string') {
    const { textKey, ...values } = params;
    return t(textKey, values as TextParams);
  }
  const known = ruleTextKey(issue.message);
  if (known) return t(known);
  switch (issue.code) {
    case 'too_big':
      return t('validation.tooLong', { max: Number(issue.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      return t('validation.choice');
    case 'invalid_type':
      return t('validation.required');
    default:
      return issue.message;
  }
}

/** `['Address', 'Postcode']` → `Address.Postcode`, as react-hook-form names fields. */
export const fieldName = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** Puts `error` at a dotted path of a nested errors object, keeping the first error per field. */
function place(
  errors: Record<string, unknown>,
  path: string,
  error: { type: string; message: string },
): void {
  const parts = path ? path.split('.') : ['root'];
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || 'message' in next) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] as string;
  if (!(last in node)) node[last] = error;
}

/** The issues of a failed check as react-hook-form's nested errors. */
export function issuesToErrors<T extends FieldValues>(
  issues: readonly Issue[],
  t: IssueTranslator,
): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    place(errors, fieldName(issue.path), { type: issue.code, message: issueText(issue, t) });
  }
  return errors as FieldErrors<T>;
}

/**
 * A resolver for `useForm({ resolver })`: on success the form hands on the schema's OUTPUT (an
 * NRIC normalised, a phone number in E.164), which is what the API is sent. The form's own
 * values (`TForm`, strings as inputs hold them) are whatever the schema takes in.
 */
export function zodResolver<TForm extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  t: IssueTranslator,
): Resolver<TForm, unknown, TOut> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: issuesToErrors<TForm>(result.error.issues, t) };
  };
}

/** `text` with its `{placeholders}` filled from `params` (unknown ones stay as they are). */
export function fill(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

/**
 * A translator over a flat `{ 'validation.required': 'This field is required.' }` dictionary,
 * so a form island carries only the texts it can show rather than the whole catalogue.
 */
export function translatorFrom(texts: Readonly<Record<string, string>>): IssueTranslator {
  return (key, params) => fill(texts[key] ?? key, params);
}
