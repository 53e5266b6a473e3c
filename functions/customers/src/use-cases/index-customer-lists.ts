import { hasSearchKeys, listApartOnce, rewrittenAtVersion, searchKeyWrites, upkeepOnce } from '@ezc/platform';
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
    // An entry (a customer listed apart) was written by a change since, which counted it.
    if (item.EntityType !== customerEntity.name) return undefined;
    const { value, writes } = rewrittenAtVersion(customerEntity, item);
    const terms = customerSearchTerms(value);
    if (await hasSearchKeys(deps.table, CUSTOMER_SEARCH, value.CustomerId, terms)) return undefined;
    return [
      ...writes,
      ...customerCounterWrites(value.CustomerId, undefined, value.MemberType),
      ...searchKeyWrites(CUSTOMER_SEARCH, value.CustomerId, terms),
      ...contactPersonOwnerWrites(undefined, value),
    ];
  });
}

export const CUSTOMERS_LISTED_APART = 'customers-listed-apart';

/** Customers stored whole on their lists' indexes are given their entries instead, once per store. */
export const listCustomersApart = (deps: Pick<CustomersPorts, 'table' | 'clock'>) =>
  listApartOnce(deps, CUSTOMERS_LISTED_APART, customerEntity, customerIndexes.all);
