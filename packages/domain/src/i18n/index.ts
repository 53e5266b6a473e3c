import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';
import { type Catalogue, en, type TranslationKey } from './en';
import { ms } from './ms';

export type { Catalogue, TranslationKey } from './en';
export { en } from './en';
export { ms } from './ms';

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, ms };

/** Values substituted into `{name}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/** Codes people and older links use for a language, mapped to the ones the product speaks. */
const ALIASES: Readonly<Record<string, Language>> = { en: 'en', ms: 'ms', my: 'ms' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to use, from candidates in order of precedence (e.g. the `lang` query value,
 * then the `lang` cookie). The first recognisable one wins; 'my' means Malay; anything else
 * falls through to the default.
 */
export function resolveLanguage(...candidates: ReadonlyArray<string | null | undefined>): Language {
  for (const candidate of candidates) {
    const found = candidate ? ALIASES[candidate.trim().toLowerCase()] : undefined;
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text for `key` in `lang` with `{placeholders}` filled. Falls back to English and then to
 * the key itself, so a gap shows up as an odd word rather than a crash.
 */
export function translate(lang: Language, key: TranslationKey, params?: TranslationParams): string {
  const text = lookup(CATALOGUES[lang], key) ?? lookup(en, key) ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

/** Every dotted key of a catalogue, leaves only. */
export function flattenKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value as object, `${prefix}${key}.`),
  );
}

/**
 * The user-facing text of an API failure in `lang`, by its stable code, or undefined when the
 * code has no catalogue entry (the API then keeps its own English message).
 */
export function apiErrorText(lang: Language, code: string, params?: TranslationParams): string | undefined {
  const key = `apiErrors.${code.replace(/\./g, '_')}`;
  if (lookup(en, key) === undefined) return undefined;
  return translate(lang, key as TranslationKey, params);
}

/** The product's language from an Accept-Language header (`ms-MY,ms;q=0.9,en;q=0.8`). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const found = tag ? ALIASES[tag] : undefined;
    if (found) return found;
  }
  return undefined;
}
