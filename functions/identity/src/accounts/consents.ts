import {
  type Consent,
  consentItem,
  consentPartition,
  consentSchema,
  initialNoticeSetting,
  type PrivacyNoticeSetting,
  privacyNoticeSettingKeys,
  privacyNoticeSettingSchema,
} from '@ezc/domain';
import type { Table, TableWrite } from '@ezc/platform';

/**
 * Customers' consents to the Privacy Notice and the notice version in force. A consent is a new
 * row each time, never changed; the published version is one setting row.
 */
export interface Consents {
  /** The version in force: the published setting, or the first notice before any was published. */
  current(): Promise<PrivacyNoticeSetting & { stored: boolean }>;
  /** One customer's consents, oldest first. */
  list(accountId: string): Promise<Consent[]>;
  /** The write that records `consent`, to land in the transaction of what it goes with. */
  write(consent: Consent): TableWrite;
  /** The write that makes `next` the version in force, refused if `previous` is no longer it. */
  publishWrite(next: PrivacyNoticeSetting, previous: { stored: boolean; Version: string }): TableWrite;
}

export function consentsRepository(table: Table): Consents {
  return {
    async current() {
      const item = await table.get(privacyNoticeSettingKeys);
      return item
        ? { ...privacyNoticeSettingSchema.parse(item), stored: true }
        : { ...initialNoticeSetting, stored: false };
    },
    async list(accountId) {
      const items = await table.queryAll({ pk: consentPartition(accountId) });
      return items.map((i) => consentSchema.parse(i));
    },
    write(consent) {
      return {
        kind: 'put',
        item: consentItem(consentSchema.parse(consent)),
        condition: { expression: 'attribute_not_exists(PK)' },
      };
    },
    publishWrite(next, previous) {
      return {
        kind: 'put',
        item: { ...privacyNoticeSettingKeys, ...next },
        // Two admins publishing at once: the second is told, rather than silently replacing.
        condition: previous.stored
          ? { expression: '#v = :v', names: { '#v': 'Version' }, values: { ':v': previous.Version } }
          : { expression: 'attribute_not_exists(PK)' },
      };
    },
  };
}
