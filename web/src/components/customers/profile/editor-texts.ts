import type { Language } from '@ezc/domain/constants';
import { CATALOGUES, type Catalogue } from '@ezc/domain/i18n/index';

/** What the profile editor says, in one language: its section of the catalogue, the field rules' texts and spec §8's titles. */
export interface ProfileEditorTexts {
  readonly profile: Catalogue['profile'];
  readonly validation: Catalogue['validation'];
  readonly updateProfileDetailsFailed: string;
  readonly createEmploymentDetailsFailed: string;
}

export function profileEditorTexts(lang: Language): ProfileEditorTexts {
  const c = CATALOGUES[lang];
  return {
    profile: c.profile,
    validation: c.validation,
    updateProfileDetailsFailed: c.notify.updateProfileDetailsFailed,
    createEmploymentDetailsFailed: c.notify.createEmploymentDetailsFailed,
  };
}
