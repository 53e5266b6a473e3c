import type { Language } from '@ezc/domain/constants';
import { CATALOGUES, type Catalogue } from '@ezc/domain/i18n/index';

/** What the eKYC screen says, in one language: its section of the catalogue and spec §8's texts. */
export type EkycTexts = Catalogue['ekycUi'] & {
  readonly sendSmsOtpFailed: string;
  readonly checkEkycFailed: string;
  readonly uploadDocumentsFailed: string;
  /** spec §8, verbatim in English. */
  readonly verificationFailedText: string;
  readonly phoneLabel: string;
};

export function ekycTexts(lang: Language): EkycTexts {
  const c = CATALOGUES[lang];
  return {
    ...c.ekycUi,
    sendSmsOtpFailed: c.notify.sendSmsOtpFailed,
    checkEkycFailed: c.notify.checkEkycFailed,
    uploadDocumentsFailed: c.notify.uploadDocumentsFailed,
    verificationFailedText: c.notify.ekycVerificationFailed,
    phoneLabel: c.profile.fields.ContactNo,
  };
}
