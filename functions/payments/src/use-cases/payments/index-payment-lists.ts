import { rewrittenAtVersion, upkeepOnce } from '@ezc/platform';
import { CREDIT_NOTES_INDEX, creditNoteEntity } from '../../invoices/credit-note-record';
import { paymentCounterWrites, paymentEntity } from '../../payments/payment-record';
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
    const { value, write } = rewrittenAtVersion(paymentEntity, item);
    return [write, ...paymentCounterWrites(value.PaymentId, undefined, value.Status)];
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
