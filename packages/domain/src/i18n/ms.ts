import type { Catalogue } from './en';
import { identityTexts } from './identity';
import { securitySettingsTexts } from './security-settings';
import { shellTexts } from './shell';
import { mergeTexts } from './texts';

/** The Bahasa Malaysia catalogue, merged like the English one from the contexts' files. */
export const ms: Catalogue = mergeTexts(
  mergeTexts(shellTexts.ms, identityTexts.ms),
  securitySettingsTexts.ms,
);
