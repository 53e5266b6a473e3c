import { rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import {
  ACCOUNTS_INDEX,
  accountEntity,
  accountListedWrite,
  workMarkerWrites,
} from '../../accounts/loan-account';
import type { PaymentsPorts } from '../../ports';

/**
 * Accounts stored when they carried their own index keys (the list of accounts and the daily run's
 * work index) are written again without them, beside a list entry and a work marker of their own,
 * once per store. Each keeps its version; one changed meanwhile was put in shape by its change.
 */
export function indexAccountsForWork(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'payments-account-entries', { index: 'GSI1', pk: ACCOUNTS_INDEX }, (item) => {
    if (item.SK !== 'ACCOUNT') return undefined;
    const { value, write } = rewrittenAtVersion(accountEntity, item);
    return [write, accountListedWrite(value.LoanNo), ...workMarkerWrites(undefined, value)];
  });
}
