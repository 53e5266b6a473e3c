import type { Texts } from './texts';

/** Texts of the staff security settings on the User Role screen (two-step sign-in). */
const en = {
  securitySettings: {
    title: 'Two-step sign-in',
  },
} as const;

/** Bahasa Malaysia, typed against the English: a missing or extra key fails type checking. */
const ms: Texts<typeof en> = {
  securitySettings: {
    title: 'Log masuk dua langkah',
  },
};

export const securitySettingsTexts = { en, ms };
