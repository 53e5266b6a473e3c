import { ConditionFailedError, hasSearchKeys, type Item, platformKeys, searchKeyWrites } from '@ezc/platform';
import { applicationEntity, applicationIndexes } from '../../applications/application';
import {
  APPLICATION_SEARCH,
  applicationCounterWrites,
  applicationSearchTerms,
} from '../../applications/applications-repository';
import type { LoansPorts } from '../../ports';

const APPLICATION_LISTS_SETTING = 'loans-application-lists';

/**
 * Applications stored before the staff listing read its page from a key are counted and given
 * their search keys, once per store (a setting records it). One that has its application-id key
 * was made or changed since, and counted then, so it is left alone. Each is written in one
 * transaction conditioned on its version: one changed meanwhile was listed by its own change.
 */
export async function indexApplicationLists(deps: Pick<LoansPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(APPLICATION_LISTS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let indexed = 0;
  for (const item of await deps.table.queryAll<Item>(applicationIndexes.all)) {
    const { value, version } = applicationEntity.fromItem(item);
    const terms = applicationSearchTerms(value);
    if (await hasSearchKeys(deps.table, APPLICATION_SEARCH, value.ApplicationId, terms)) continue;
    try {
      await deps.table.transact([
        {
          kind: 'check',
          key: applicationEntity.key(value.ApplicationId),
          condition: { expression: 'version = :v', values: { ':v': version } },
        },
        ...applicationCounterWrites(undefined, value.Status, value.Product.SKU),
        ...searchKeyWrites(APPLICATION_SEARCH, value.ApplicationId, terms),
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
