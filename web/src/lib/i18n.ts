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

export type TextPart = { readonly text: string } | { readonly slot: string };

/**
 * A translated sentence split around its `{placeholders}`, so a template can put links in them
 * while each language keeps its own word order.
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ slot: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
