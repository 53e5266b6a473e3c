import { listApartOnce, rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
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
    const { value, writes } = rewrittenAtVersion(ekycEntity, item);
    return [...writes, ...ekycCounterWrites(value)];
  });
}

export const EKYCS_LISTED_APART = 'customers-ekyc-listed-apart';

/** eKYC records stored whole on their lists' indexes are given their entries instead, once per store. */
export const listEkycsApart = (deps: Pick<CustomersPorts, 'table' | 'clock'>) =>
  listApartOnce(deps, EKYCS_LISTED_APART, ekycEntity, ekycIndexes.all);
