import { ConditionFailedError, type Item, platformKeys } from '@ezc/platform';
import { ACCOUNTS_INDEX, accountEntity } from '../../accounts/loan-account';
import type { PaymentsPorts } from '../../ports';

const WORK_INDEX_SETTING = 'payments-work-index';

/**
 * Accounts stored before the daily run read them by their next work day are added to that index,
 * once per store (a setting records it). Each keeps its version: only its index keys are written,
 * and one changed meanwhile was indexed by its own change.
 */
export async function indexAccountsForWork(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(WORK_INDEX_SETTING);
  if (await deps.table.get(marker)) return 0;
  let added = 0;
  for (const item of await deps.table.queryAll<Item>({ index: 'GSI1', pk: ACCOUNTS_INDEX })) {
    if (item.GSI2PK !== undefined) continue;
    const { value, version } = accountEntity.fromItem(item);
    const indexed = accountEntity.toItem(value, version, String(item.updatedAt));
    if (indexed.GSI2PK === undefined) continue;
    try {
      await deps.table.put(indexed, { expression: 'version = :v', values: { ':v': version } });
      added++;
    } catch (e) {
      if (!(e instanceof ConditionFailedError)) throw e;
    }
  }
  await deps.table.put({
    ...marker,
    EntityType: 'Setting',
    At: deps.clock.now().toISOString(),
    Indexed: added,
  });
  return added;
}
