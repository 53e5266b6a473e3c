import type { Language } from '@ezc/domain/constants';
import { CATALOGUES } from '@ezc/domain/i18n/index';
import type { AttestorChoice, SlotConfig, SlotKind } from '../../islands/signing-setup/slot-config';

/** The validation sections a slot form may name an issue's text in. */
const MESSAGE_SECTIONS = ['validation', 'slotValidation'] as const;

/** `{ validation: { required: '…' } }` → `{ 'validation.required': '…' }`. */
function flatMessages(lang: Language): Record<string, string> {
  const catalogue = CATALOGUES[lang] as unknown as Readonly<Record<string, unknown>>;
  const out: Record<string, string> = {};
  for (const section of MESSAGE_SECTIONS) {
    const texts = catalogue[section];
    if (typeof texts !== 'object' || texts === null) continue;
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text === 'string') out[`${section}.${key}`] = text;
    }
  }
  return out;
}

/** The editors' configuration for a slot page, in the page's language. */
export function slotConfig(
  lang: Language,
  kind: SlotKind,
  extra: { attestors?: readonly AttestorChoice[] | undefined; slotGroupId?: string } = {},
): SlotConfig {
  const catalogue = CATALOGUES[lang];
  return {
    kind,
    texts: catalogue.signingSetup,
    common: catalogue.lendingSetup.common,
    defaultDescription: catalogue.notify.defaultDescription,
    messages: flatMessages(lang),
    ...(extra.attestors ? { attestors: extra.attestors } : {}),
    ...(extra.slotGroupId ? { slotGroupId: extra.slotGroupId } : {}),
  };
}
