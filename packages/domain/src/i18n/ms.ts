import { complianceTexts } from './compliance';
import { customersTexts } from './customers';
import { dataExportTexts } from './data-export';
import { documentsTexts } from './documents';
import { ekycTexts } from './ekyc';
import type { Catalogue } from './en';
import { identityTexts } from './identity';
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
import { mergeTexts } from './texts';

/** The Bahasa Malaysia catalogue, merged like the English one from the contexts' files. */
export const ms = [
  identityTexts.ms,
  securitySettingsTexts.ms,
  customersTexts.ms,
  documentsTexts.ms,
  ekycTexts.ms,
  lendingSetupTexts.ms,
  lendingTexts.ms,
  signingTexts.ms,
  signingLiveTexts.ms,
  signingSetupTexts.ms,
  moneyTexts.ms,
  paymentsTexts.ms,
  reportsTexts.ms,
  complianceTexts.ms,
  dataExportTexts.ms,
  retentionTexts.ms,
  SERVER_CATALOGUES.ms,
].reduce((all, part) => mergeTexts(all, part), shellTexts.ms as object) as Catalogue;
