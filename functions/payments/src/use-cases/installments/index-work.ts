import { rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import { ACCOUNTS_INDEX, accountEntity } from '../../accounts/loan-account';
import type { PaymentsPorts } from '../../ports';

/**
 * Accounts stored before the daily run read them by their next work day are added to that index,
 * once per store. Each keeps its version: only its index keys are written, and one changed
 * meanwhile was indexed by its own change.
 */
export function indexAccountsForWork(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'payments-work-index', { index: 'GSI1', pk: ACCOUNTS_INDEX }, (item) => {
    if (item.GSI2PK !== undefined) return undefined;
    const { write } = rewrittenAtVersion(accountEntity, item);
    return write.item.GSI2PK === undefined ? undefined : [write];
  });
}
