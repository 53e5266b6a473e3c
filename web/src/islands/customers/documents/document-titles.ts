import type { DocumentTitle } from '@ezc/domain/customers/documents';
import type { DocumentUploaderTexts } from '../../../components/customers/documents/uploader-texts';

type TitleKey = keyof DocumentUploaderTexts['titles'];

/** Each document's key in the catalogue: media Titles are stored in English, shown translated. */
const TITLE_KEYS: Readonly<Record<DocumentTitle, TitleKey>> = {
  Photo: 'photo',
  'NRIC Front': 'nricFront',
  'NRIC Back': 'nricBack',
  'Pay Slip': 'paySlip',
  'Bank Statement': 'bankStatement',
  'EPF Statement': 'epfStatement',
  'EA Form or Tax Return': 'eaForm',
  'Other Income': 'otherIncome',
  Asset: 'asset',
  'SSM Statutory Forms': 'ssmForms',
  'Audited Accounts': 'auditedAccounts',
  'Company Bank Statement': 'companyBankStatement',
  'Management Account': 'managementAccount',
  'Tax Return': 'taxReturn',
  'ID Front': 'idFront',
  'ID Back': 'idBack',
  'eKYC Front': 'ekycFront',
  'eKYC Back': 'ekycBack',
  Signature: 'signature',
  'Signing Video': 'signingVideo',
};

/** The document's name in the page's language; a Title the product does not know stays as is. */
export function documentLabel(texts: DocumentUploaderTexts, title: string): string {
  const key = TITLE_KEYS[title as DocumentTitle];
  return key ? texts.titles[key] : title;
}

/** A line saying which period the document covers, where the spec names one. */
export function documentHint(texts: DocumentUploaderTexts, title: string): string | undefined {
  const key = TITLE_KEYS[title as DocumentTitle];
  return key && key in texts.hints ? texts.hints[key as keyof DocumentUploaderTexts['hints']] : undefined;
}

/** `{name}` placeholders filled. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] === undefined ? m : String(values[k])));
