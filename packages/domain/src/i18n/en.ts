import { complianceTexts } from './compliance';
import { customersTexts } from './customers';
import { dataExportTexts } from './data-export';
import { documentsTexts } from './documents';
import { ekycTexts } from './ekyc';
import { identityTexts } from './identity';
import type { LeafKeys } from './language';
import { lendingTexts } from './lending';
import { lendingSetupTexts } from './lending-setup';
import { moneyTexts } from './money';
import { paymentsTexts } from './payments';
import { reportsTexts } from './reports';
import { retentionTexts } from './retention';
import { securitySettingsTexts } from './security-settings';
import { SERVER_CATALOGUES } from './server';
import { shellTexts } from './shell';
import { signingTexts } from './signing';
import { signingLiveTexts } from './signing-live';
import { signingSetupTexts } from './signing-setup';
import { mergeTexts, type Texts } from './texts';

/**
 * The English catalogue: the pages' texts of every context and the API's own texts
 * (server.ts). It is the reference every other language is typed against.
 */
export const en = [
  identityTexts.en,
  securitySettingsTexts.en,
  customersTexts.en,
  documentsTexts.en,
  ekycTexts.en,
  lendingSetupTexts.en,
  lendingTexts.en,
  signingTexts.en,
  signingLiveTexts.en,
  signingSetupTexts.en,
  moneyTexts.en,
  paymentsTexts.en,
  reportsTexts.en,
  complianceTexts.en,
  dataExportTexts.en,
  retentionTexts.en,
  SERVER_CATALOGUES.en,
].reduce((all, part) => mergeTexts(all, part), shellTexts.en as object) as typeof shellTexts.en &
  typeof identityTexts.en &
  typeof securitySettingsTexts.en &
  typeof customersTexts.en &
  typeof documentsTexts.en &
  typeof ekycTexts.en &
  typeof lendingSetupTexts.en &
  typeof lendingTexts.en &
  typeof signingTexts.en &
  typeof signingLiveTexts.en &
  typeof signingSetupTexts.en &
  typeof moneyTexts.en &
  typeof paymentsTexts.en &
  typeof reportsTexts.en &
  typeof complianceTexts.en &
  typeof dataExportTexts.en &
  typeof retentionTexts.en &
  typeof SERVER_CATALOGUES.en;

/** A catalogue shaped like the English one, with any text as values. */
export type Catalogue = Texts<typeof en>;

/** Every dotted key of the catalogue, e.g. 'menu.myLoans'. */
export type TranslationKey = LeafKeys<typeof en>;
