import { countMove, countValue, rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import { CREDIT_NOTES_INDEX, creditNoteEntity } from '../../invoices/credit-note-record';
import {
  paymentCounterKey,
  paymentCounterWrites,
  paymentEntity,
  receivedStatuses,
} from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';

/** Where every payment was listed before the lists by status and month. */
const OLD_LIST = 'PAYMENTS';

/**
 * Payments stored when every payment was listed in one index partition are moved to the lists by
 * status and month and counted, once per store. Each is rewritten at its version with its counts
 * in one transaction: one changed meanwhile was moved by its own change.
 */
export function indexPaymentLists(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'payments-received-lists', { index: 'GSI1', pk: OLD_LIST }, (item) => {
    const { value, writes } = rewrittenAtVersion(paymentEntity, item);
    return [...writes, ...paymentCounterWrites(value.PaymentId, undefined, value.Status)];
  });
}

/**
 * Credit notes stored before a borrower's were listed by customer are put in that list, once per
 * store. A note never changes once issued, so each is simply rewritten.
 */
export function indexCreditNoteLists(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'payments-credit-note-lists', { index: 'GSI1', pk: CREDIT_NOTES_INDEX }, (item) =>
    item.GSI3PK !== undefined ? undefined : [rewrittenAtVersion(creditNoteEntity, item).write],
  );
}

/**
 * Payment counts kept when each status's first shard had a key of its own (`PAYMENTCOUNT#<status>#0`)
 * are folded into the count's own key, where sharded counts keep their first shard (the other
 * shards' keys are the same in both forms), once per store. The old shard is moved by nothing since.
 */
export async function foldPaymentCountShards(deps: Pick<PaymentsPorts, 'table' | 'clock'>): Promise<number> {
  let folded = 0;
  for (const status of receivedStatuses) {
    folded += await upkeepOnce(
      deps,
      `payments-count-first-shard-${status}`,
      { pk: `PAYMENTCOUNT#${status}#0` },
      (item) => {
        const n = countValue(item);
        return [
          countMove(paymentCounterKey(status), n),
          {
            kind: 'delete',
            key: { PK: String(item.PK), SK: String(item.SK) },
            condition: { expression: 'n = :n', values: { ':n': n } },
          },
        ];
      },
    );
  }
  return folded;
}
