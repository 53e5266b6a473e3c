import { ConditionFailedError, hasSearchKeys, type Item, platformKeys, searchKeyWrites } from '@ezc/platform';
import {
  CUSTOMER_SEARCH,
  contactPersonOwnerWrites,
  customerCounterWrites,
  customerEntity,
  customerIndexes,
  customerSearchTerms,
} from '../customers/customer';
import type { CustomersPorts } from '../ports';

const CUSTOMER_LISTS_SETTING = 'customers-lists';

/**
 * Customer records stored before the staff listing read its page from a key are put in the list
 * of their member type, counted and given their search keys and their contact persons' owner
 * rows, once per store (a setting records
 * it). One that has its search keys was opened or changed since, and counted then, so it is left
 * alone. Each is rewritten at its version, in one transaction with its counts and keys: one
 * changed meanwhile was listed by its own change.
 */
export async function indexCustomerLists(deps: Pick<CustomersPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(CUSTOMER_LISTS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let indexed = 0;
  for (const item of await deps.table.queryAll<Item>(customerIndexes.all)) {
    const { value, version } = customerEntity.fromItem(item);
    const terms = customerSearchTerms(value);
    if (await hasSearchKeys(deps.table, CUSTOMER_SEARCH, value.CustomerId, terms)) continue;
    try {
      await deps.table.transact([
        {
          kind: 'put',
          item: customerEntity.toItem(value, version, String(item.updatedAt)),
          condition: { expression: 'version = :v', values: { ':v': version } },
        },
        ...customerCounterWrites(undefined, value.MemberType),
        ...searchKeyWrites(CUSTOMER_SEARCH, value.CustomerId, terms),
        ...contactPersonOwnerWrites(undefined, value),
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
