import { rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import { ekycCounterWrites, ekycEntity, ekycIndexes } from '../ekyc/ekyc-record';
import type { CustomersPorts } from '../ports';

/**
 * eKYC records stored before the listing read its page from a key are put in the list of their
 * kind of person and counted, once per store. One in that list already was saved since, and
 * counted then. Each is rewritten at its version with its counts in one transaction: one changed
 * meanwhile was listed by its own change.
 */
export function indexEkycLists(deps: Pick<CustomersPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'customers-ekyc-lists', ekycIndexes.all, (item) => {
    if (item.GSI2PK !== undefined) return undefined;
    const { value, write } = rewrittenAtVersion(ekycEntity, item);
    return [write, ...ekycCounterWrites(value)];
  });
}
