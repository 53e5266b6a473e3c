import type { Language } from '@ezc/domain/constants';
import { CATALOGUES } from '@ezc/domain/i18n/index';
import type { LendingAction } from '@ezc/domain/lending/action-rights';
import type {
  CodeChoice,
  SetupConfig,
  SetupKind,
  SetupNotifyTexts,
} from '../../islands/lending-setup/setup-config';

const ACTIONS: Readonly<Record<SetupKind, LendingAction>> = {
  product: 'Manage Products',
  package: 'Manage Packages',
  partner: 'Manage Partners',
};

const NOTIFY_KEYS: readonly (keyof SetupNotifyTexts)[] = [
  'defaultDescription',
  'productCreated',
  'productEdited',
  'productDeleted',
  'productDeleteFailed',
  'productFeeCreated',
  'productFeeEdited',
  'productFeeDeleted',
  'productFeeDeleteFailed',
  'createPackageSuccess',
  'createPackageSuccessText',
  'editPackageSuccess',
  'editPackageSuccessText',
  'deletePackageSuccess',
  'deletePackageSuccessText',
  'editPackageFailed',
  'deletePackageFailed',
  'fetchPackageFailed',
  'deletePartnerFailed',
];

/** The validation sections a form may name an issue's text in. */
const MESSAGE_SECTIONS = ['validation', 'lendingValidation'] as const;

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

/** The editors' configuration for a setup listing, in the page's language. */
export function setupConfig(
  lang: Language,
  kind: SetupKind,
  choices: {
    packages?: readonly CodeChoice[] | undefined;
    partners?: readonly CodeChoice[] | undefined;
  } = {},
): SetupConfig {
  const { actionRights: _, ...texts } = CATALOGUES[lang].lendingSetup;
  const notify = CATALOGUES[lang].notify;
  return {
    kind,
    action: ACTIONS[kind],
    texts,
    notify: Object.fromEntries(NOTIFY_KEYS.map((k) => [k, notify[k]])) as unknown as SetupNotifyTexts,
    messages: flatMessages(lang),
    ...(choices.packages ? { packages: choices.packages } : {}),
    ...(choices.partners ? { partners: choices.partners } : {}),
  };
}
