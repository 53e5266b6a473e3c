import { customersTexts } from './customers';
import { documentsTexts } from './documents';
import { ekycTexts } from './ekyc';
import { identityTexts } from './identity';
import { securitySettingsTexts } from './security-settings';
import { shellTexts } from './shell';
import { mergeTexts, type Texts } from './texts';

/** The English catalogue: the reference every other language is typed against. */
export const en = [
  identityTexts.en,
  securitySettingsTexts.en,
  customersTexts.en,
  documentsTexts.en,
  ekycTexts.en,
].reduce((all, part) => mergeTexts(all, part), shellTexts.en) as typeof shellTexts.en &
  typeof identityTexts.en &
  typeof securitySettingsTexts.en &
  typeof customersTexts.en &
  typeof documentsTexts.en &
  typeof ekycTexts.en;

/** A catalogue shaped like the English one, with any text as values. */
export type Catalogue = Texts<typeof en>;

/** Every dotted key of the catalogue, e.g. 'menu.myLoans'. */
export type TranslationKey = LeafKeys<typeof en>;

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
