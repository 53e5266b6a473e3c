import type { Language } from '@ezc/domain/constants';
import { CATALOGUES, type Catalogue } from '@ezc/domain/i18n/index';

/** What the saved-signature screen says, in one language, with spec §8's notification titles. */
export type SignatureTexts = Catalogue['signatureUi'] & {
  readonly signatureSaved: string;
  readonly signatureDeleted: string;
  readonly uploadSignatureFailed: string;
  readonly fetchSignatureFailed: string;
  readonly deleteFailed: string;
};

export function signatureTexts(lang: Language): SignatureTexts {
  const c = CATALOGUES[lang];
  return {
    ...c.signatureUi,
    signatureSaved: c.notify.signatureSaved,
    signatureDeleted: c.notify.signatureDeleted,
    uploadSignatureFailed: c.notify.uploadSignatureFailed,
    fetchSignatureFailed: c.notify.fetchSignatureFailed,
    deleteFailed: c.notify.deleteMediaFailed,
  };
}
