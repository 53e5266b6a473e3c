import { hasSearchKeys, listApartOnce, searchKeyWrites, unchangedSince, upkeepOnce } from '@ezc/platform';
import { applicationEntity, applicationIndexes } from '../../applications/application';
import {
  APPLICATION_SEARCH,
  applicationCounterWrites,
  applicationSearchTerms,
} from '../../applications/applications-repository';
import type { LoansPorts } from '../../ports';

/**
 * Applications stored before the staff listing read its page from a key are counted and given
 * their search keys, once per store. One that has its search keys was made or changed since, and
 * counted then, so it is left alone. Each is written in one transaction conditioned on its
 * version: one changed meanwhile was listed by its own change.
 */
export function indexApplicationLists(deps: Pick<LoansPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'loans-application-lists', applicationIndexes.all, async (item) => {
    // An entry (an application listed apart) was written by a change since, which counted it.
    if (item.EntityType !== applicationEntity.name) return undefined;
    const { value } = applicationEntity.fromItem(item);
    const terms = applicationSearchTerms(value);
    if (await hasSearchKeys(deps.table, APPLICATION_SEARCH, value.ApplicationId, terms)) return undefined;
    return [
      unchangedSince(applicationEntity.key(value.ApplicationId), item),
      ...applicationCounterWrites(value.ApplicationId, undefined, value.Status, value.Product.SKU),
      ...searchKeyWrites(APPLICATION_SEARCH, value.ApplicationId, terms),
    ];
  });
}

export const APPLICATIONS_LISTED_APART = 'loans-applications-listed-apart';

/** Applications stored whole on their lists' indexes are given their entries instead, once per store. */
export const listApplicationsApart = (deps: Pick<LoansPorts, 'table' | 'clock'>) =>
  listApartOnce(deps, APPLICATIONS_LISTED_APART, applicationEntity, applicationIndexes.all);
