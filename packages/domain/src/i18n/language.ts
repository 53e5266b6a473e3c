import { DEFAULT_LANGUAGE, type Language } from '../constants';

/** Codes people and older links use for a language, mapped to the ones the product speaks. */
const ALIASES: Readonly<Record<string, Language>> = { en: 'en', ms: 'ms', my: 'ms' };

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

/** The product's language from an Accept-Language header (`ms-MY,ms;q=0.9,en;q=0.8`). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const found = tag ? ALIASES[tag] : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Values substituted into `{name}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

function lookup(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A catalogue pair's `translate` and `apiErrorText`. The text for a key in a language, with
 * `{placeholders}` filled, falls back to English and then to the key itself, so a gap shows up
 * as an odd word rather than a crash.
 */
export function translator<K extends string>(catalogues: Readonly<Record<Language, object>>) {
  const translate = (lang: Language, key: K, params?: TranslationParams): string => {
    const text = lookup(catalogues[lang], key) ?? lookup(catalogues.en, key) ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      params[name] === undefined ? match : String(params[name]),
    );
  };
  /**
   * The user-facing text of an API failure in `lang`, by its stable code, or undefined when the
   * code has no catalogue entry (the API then keeps its own English message).
   */
  const apiErrorText = (lang: Language, code: string, params?: TranslationParams): string | undefined => {
    const key = `apiErrors.${code.replace(/\./g, '_')}`;
    if (lookup(catalogues.en, key) === undefined) return undefined;
    return translate(lang, key as K, params);
  };
  return { translate, apiErrorText };
}

/** Every dotted key of a catalogue, leaves only. */
export function flattenKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value as object, `${prefix}${key}.`),
  );
}

/** Every dotted leaf key of a catalogue's type, e.g. 'menu.myLoans'. */
export type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
