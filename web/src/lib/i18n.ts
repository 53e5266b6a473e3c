import type { Language } from '@ezc/domain/constants';
import { type TranslationKey, type TranslationParams, translate } from '@ezc/domain/i18n/index';

export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** A translator bound to one response's language, for component templates. */
export function translator(lang: Language): Translate {
  return (key, params) => translate(lang, key, params);
}

/** The same path in another language: keeps the other query values, sets `lang`. */
export function languageHref(url: URL, lang: Language): string {
  const params = new URLSearchParams(url.search);
  params.set('lang', lang);
  return `${url.pathname}?${params.toString()}`;
}
