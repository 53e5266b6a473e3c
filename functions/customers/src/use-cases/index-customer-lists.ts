import { hasSearchKeys, rewrittenAtVersion, searchKeyWrites, upkeepOnce } from '@ezc/platform';
import {
  CUSTOMER_SEARCH,
  contactPersonOwnerWrites,
  customerCounterWrites,
  customerEntity,
  customerIndexes,
  customerSearchTerms,
} from '../customers/customer';
import type { CustomersPorts } from '../ports';

/**
 * Customer records stored before the staff listing read its page from a key are put in the list
 * of their member type, counted and given their search keys and their contact persons' owner
 * rows, once per store. One that has its search keys was opened or changed since, and counted
 * then, so it is left alone. Each is rewritten at its version, in one transaction with its counts
 * and keys: one changed meanwhile was listed by its own change.
 */
export function indexCustomerLists(deps: Pick<CustomersPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'customers-lists', customerIndexes.all, async (item) => {
    const { value, write } = rewrittenAtVersion(customerEntity, item);
    const terms = customerSearchTerms(value);
    if (await hasSearchKeys(deps.table, CUSTOMER_SEARCH, value.CustomerId, terms)) return undefined;
    return [
      write,
      ...customerCounterWrites(value.CustomerId, undefined, value.MemberType),
      ...searchKeyWrites(CUSTOMER_SEARCH, value.CustomerId, terms),
      ...contactPersonOwnerWrites(undefined, value),
    ];
  });
}
