import type { Catalogue } from '@ezc/domain/i18n/index';

/** The lending catalogue as the islands receive it (only the parts each one needs are passed). */
export type LendingTexts = Catalogue['lending'];
export type CommonTexts = LendingTexts['common'];

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values[key] === undefined ? whole : String(values[key]),
  );

/** spec §5: text inputs must not contain these characters. */
const FORBIDDEN = /[{}*<>/]/;

/** The message for a reason or remarks field, or '' when it is fine (1 to `max` characters). */
export function freeTextError(value: string, c: CommonTexts, max = 500): string {
  const v = value.trim();
  if (v === '') return c.required;
  if (v.length > max) return fill(c.tooLong, { max });
  if (FORBIDDEN.test(v)) return c.forbiddenCharacters;
  return '';
}
