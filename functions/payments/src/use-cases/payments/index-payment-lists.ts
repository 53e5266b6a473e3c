import { ConditionFailedError, type Item, platformKeys } from '@ezc/platform';
import { CREDIT_NOTES_INDEX, creditNoteEntity } from '../../invoices/credit-note-record';
import { paymentCounterWrites, paymentEntity } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';

const PAYMENT_LISTS_SETTING = 'payments-received-lists';
const CREDIT_NOTE_LISTS_SETTING = 'payments-credit-note-lists';
/** Where every payment was listed before the lists by status and month. */
const OLD_LIST = 'PAYMENTS';

/**
 * Payments stored when every payment was listed in one index partition are moved to the lists by
 * status and month and counted, once per store (a setting records it). Each is rewritten at its
 * version with its counts in one transaction: one changed meanwhile was moved by its own change.
 */
export async function indexPaymentLists(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(PAYMENT_LISTS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let moved = 0;
  for (const item of await deps.table.queryAll<Item>({ index: 'GSI1', pk: OLD_LIST })) {
    const { value, version } = paymentEntity.fromItem(item);
    try {
      await deps.table.transact([
        {
          kind: 'put',
          item: paymentEntity.toItem(value, version, String(item.updatedAt)),
          condition: { expression: 'version = :v', values: { ':v': version } },
        },
        ...paymentCounterWrites(value.PaymentId, undefined, value.Status),
      ]);
      moved++;
    } catch (e) {
      if (!(e instanceof ConditionFailedError)) throw e;
    }
  }
  await deps.table.put({
    ...marker,
    EntityType: 'Setting',
    At: deps.clock.now().toISOString(),
    Moved: moved,
  });
  return moved;
}

/**
 * Credit notes stored before a borrower's were listed by customer are put in that list, once per
 * store (a setting records it). A note never changes once issued, so each is simply rewritten.
 */
export async function indexCreditNoteLists(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  const marker = platformKeys.setting(CREDIT_NOTE_LISTS_SETTING);
  if (await deps.table.get(marker)) return 0;
  let listed = 0;
  for (const item of await deps.table.queryAll<Item>({ index: 'GSI1', pk: CREDIT_NOTES_INDEX })) {
    if (item.GSI3PK !== undefined) continue;
    const { value, version } = creditNoteEntity.fromItem(item);
    await deps.table.put(creditNoteEntity.toItem(value, version, String(item.updatedAt)));
    listed++;
  }
  await deps.table.put({
    ...marker,
    EntityType: 'Setting',
    At: deps.clock.now().toISOString(),
    Listed: listed,
  });
  return listed;
}
