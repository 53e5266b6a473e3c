import type { Language } from '@ezc/domain/constants';
import { CATALOGUES, flattenKeys, type TranslationKey, translate } from '@ezc/domain/i18n/index';

/**
 * The catalogue texts a form island may show, flat and unfilled (`{max}` stays for the island to
 * fill), picked on the page server by key prefix. Server-only: importing the catalogues into an
 * island would ship every text of the product with it.
 */
export function flatTexts(lang: Language, prefixes: readonly string[]): Record<string, string> {
  const keys = flattenKeys(CATALOGUES[lang]).filter((key) =>
    prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
  );
  return Object.fromEntries(keys.map((key) => [key, translate(lang, key as TranslationKey)]));
}
