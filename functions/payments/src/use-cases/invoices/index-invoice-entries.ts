import { unchangedSince, upkeepOnce } from '@ezc/platform';
import { ACCOUNTS_INDEX, accountEntity } from '../../accounts/loan-account';
import { invoiceEntryWrites } from '../../invoices/invoice-entries';
import type { PaymentsPorts } from '../../ports';

/**
 * Invoices raised before the invoices were listed apart from their accounts get their entries and
 * counts, once per store: each account's invoices are compared with its entries, and the entries
 * missing or behind are written with the counts they move, on the condition that the account did
 * not change meanwhile (if it did, it is compared again).
 */
export function indexInvoiceEntries(
  deps: Pick<PaymentsPorts, 'table' | 'clock' | 'invoices'>,
): Promise<number> {
  return upkeepOnce(
    deps,
    'payments-invoice-entries',
    { index: 'GSI1', pk: ACCOUNTS_INDEX },
    async (listed) => {
      const key = accountEntity.key(String(listed.LoanNo));
      const item = await deps.table.get(key);
      if (!item) return undefined;
      const { value } = accountEntity.fromItem(item);
      const writes = invoiceEntryWrites(
        value.LoanNo,
        await deps.invoices.ofLoan(value.LoanNo),
        value.Invoices,
      );
      return writes.length === 0 ? undefined : [unchangedSince(key, item), ...writes];
    },
  );
}
