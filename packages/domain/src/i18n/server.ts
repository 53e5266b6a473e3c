import type { Language } from '../constants';
import { customersServerTexts } from './customers-server';
import { documentsServerTexts } from './documents-server';
import { ekycServerTexts } from './ekyc-server';
import { identityServerTexts } from './identity-server';
import { type LeafKeys, translator } from './language';
import { lendingServerTexts } from './lending-server';
import { paymentsServerTexts } from './payments-server';
import { shellServerTexts } from './shell-server';
import { signingServerTexts } from './signing-server';
import { mergeTexts, type Texts } from './texts';

export { languageFromAcceptLanguage, resolveLanguage } from './language';

/**
 * The texts the API says itself — failure messages, validation texts, e-mails and SMS — in both
 * languages. The API's code imports only these, so a Lambda never carries the pages' texts.
 */
const parts = [
  shellServerTexts,
  identityServerTexts,
  customersServerTexts,
  documentsServerTexts,
  ekycServerTexts,
  lendingServerTexts,
  signingServerTexts,
  paymentsServerTexts,
] as const;

const serverEn = parts
  .slice(1)
  .reduce((all, part) => mergeTexts(all, part.en), parts[0].en as object) as typeof shellServerTexts.en &
  typeof identityServerTexts.en &
  typeof customersServerTexts.en &
  typeof documentsServerTexts.en &
  typeof ekycServerTexts.en &
  typeof lendingServerTexts.en &
  typeof signingServerTexts.en &
  typeof paymentsServerTexts.en;
const serverMs = parts
  .slice(1)
  .reduce((all, part) => mergeTexts(all, part.ms), parts[0].ms as object) as Texts<typeof serverEn>;

export const SERVER_CATALOGUES: Readonly<Record<Language, typeof serverEn>> = { en: serverEn, ms: serverMs };

/** Every dotted key of the API's own texts, e.g. 'mail.resetSubject'. */
export type ServerTextKey = LeafKeys<typeof serverEn>;

export const { translate, apiErrorText } = translator<ServerTextKey>(SERVER_CATALOGUES);
