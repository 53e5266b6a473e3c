import { ConditionFailedError, type Item, platformKeys } from '@ezc/platform';
import { ekycCounterWrites, ekycEntity, ekycIndexes } from '../ekyc/ekyc-record';
import type { CustomersPorts } from '../ports';

const EKYC_LISTS_SETTING = 'customers-ekyc-lists';

/**
 * eKYC records stored before the listing read its page from a key are put in the list of their
 * kind of person and counted, once per store (a setting records it). One in that list already was
 * saved since, and counted then. Each is rewritten at its version with its counts in one
 * transaction: one changed meanwhile was listed by its own change.
 */
export async function indexEkycLists(deps: Pick<CustomersPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(EKYC_LISTS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let indexed = 0;
  for (const item of await deps.table.queryAll<Item>(ekycIndexes.all)) {
    if (item.GSI2PK !== undefined) continue;
    const { value, version } = ekycEntity.fromItem(item);
    try {
      await deps.table.transact([
        {
          kind: 'put',
          item: ekycEntity.toItem(value, version, String(item.updatedAt)),
          condition: { expression: 'version = :v', values: { ':v': version } },
        },
        ...ekycCounterWrites(value),
      ]);
      indexed++;
    } catch (e) {
      if (!(e instanceof ConditionFailedError)) throw e;
    }
  }
  await deps.table.put({
    ...marker,
    EntityType: 'Setting',
    At: deps.clock.now().toISOString(),
    Indexed: indexed,
  });
  return indexed;
}
