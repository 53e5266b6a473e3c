import { ConditionFailedError, hasSearchKeys, type Item, platformKeys, searchKeyWrites } from '@ezc/platform';
import { loanEntity, loanIndexes } from '../../loans/loan';
import { LOAN_SEARCH } from '../../loans/loans-repository';
import type { LoansPorts } from '../../ports';

const LOAN_SEARCH_KEYS_SETTING = 'loans-search-keys';

/**
 * Loans stored before they were found by borrower name and IC number through search keys get
 * their keys, once per store (a setting records it). Each loan's keys are written in one
 * transaction conditioned on its version: a loan changed meanwhile got its keys by its own change.
 * A loan made or changed since has them already and is left alone.
 */
export async function indexLoanSearchKeys(deps: Pick<LoansPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(LOAN_SEARCH_KEYS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let indexed = 0;
  for (const item of await deps.table.queryAll<Item>(loanIndexes.all)) {
    const { value, version } = loanEntity.fromItem(item);
    const terms = { name: value.BorrowerName, ic: value.BorrowerICNo };
    const writes = searchKeyWrites(LOAN_SEARCH, value.LoanNo, terms);
    if (writes.length === 0 || (await hasSearchKeys(deps.table, LOAN_SEARCH, value.LoanNo, terms))) continue;
    try {
      await deps.table.transact([
        {
          kind: 'check',
          key: loanEntity.key(value.LoanNo),
          condition: { expression: 'version = :v', values: { ':v': version } },
        },
        ...writes,
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
