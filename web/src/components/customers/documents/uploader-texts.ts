import type { Language } from '@ezc/domain/constants';
import { CATALOGUES, type Catalogue } from '@ezc/domain/i18n/index';

/**
 * Everything the document uploader says, in one language: its own section of the documents
 * catalogue plus the notification titles of spec §8 it raises. Built in a page's frontmatter and
 * handed to the island, so the island carries only the texts of the page's language.
 */
export type DocumentUploaderTexts = Catalogue['documentsUi'] & {
  readonly uploadDocumentFailed: string;
  readonly uploadVideoFailed: string;
  readonly deleteMediaFailed: string;
  readonly fetchMediaFailed: string;
  readonly fetchCommonDocumentsFailed: string;
};

export function documentUploaderTexts(lang: Language): DocumentUploaderTexts {
  const c = CATALOGUES[lang];
  return {
    ...c.documentsUi,
    uploadDocumentFailed: c.notify.uploadDocumentFailed,
    uploadVideoFailed: c.notify.uploadVideoFailed,
    deleteMediaFailed: c.notify.deleteMediaFailed,
    fetchMediaFailed: c.notify.fetchMediaFailed,
    fetchCommonDocumentsFailed: c.notify.fetchCommonDocumentsFailed,
  };
}
