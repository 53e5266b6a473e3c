import { ConditionFailedError, type Item, platformKeys } from '@ezc/platform';
import { mandateEntity, mandateIndexes } from '../../mandates/mandate-record';
import { counterWrites } from '../../mandates/mandates-repository';
import type { PaymentsPorts } from '../../ports';

const MANDATE_LISTS_SETTING = 'payments-mandate-lists';

/**
 * Mandates stored before the lists were read by status and by customer are put in those lists and
 * counted, once per store (a setting records it). Each keeps its version: its index keys and its
 * counts are written in one transaction conditioned on it, and one changed meanwhile was listed by
 * its own change.
 */
export async function indexMandateLists(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(MANDATE_LISTS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let added = 0;
  for (const item of await deps.table.queryAll<Item>(mandateIndexes.all)) {
    if (item.GSI3PK !== undefined) continue;
    const { value, version } = mandateEntity.fromItem(item);
    try {
      await deps.table.transact([
        {
          kind: 'put',
          item: mandateEntity.toItem(value, version, String(item.updatedAt)),
          condition: { expression: 'version = :v', values: { ':v': version } },
        },
        ...counterWrites('Not Set Up', value),
      ]);
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
