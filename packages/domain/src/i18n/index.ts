import type { Language } from '../constants';
import { type Catalogue, en, type TranslationKey } from './en';
import { translator } from './language';
import { ms } from './ms';

export type { Catalogue, TranslationKey } from './en';
export { en } from './en';
export {
  flattenKeys,
  resolveLanguage,
  type TranslationParams,
} from './language';
export { ms } from './ms';

/** The whole catalogues (the pages' texts and the API's), for the site. */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, ms };

export const { translate } = translator<TranslationKey>(CATALOGUES);
