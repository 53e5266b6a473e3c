import { invoiceStatuses, type ListAnswer, type Paging, paginate } from '@ezc/domain';
import {
  countOf,
  type Item,
  type Key,
  monthOf,
  monthPages,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import { type Invoice, invoiceSchema } from '../accounts/loan-account';

/**
 * Each invoice's entry in the invoice lists, beside its loan (`LOAN#<LoanNo>` /
 * `INVOICE#<InvoiceNo>`), listed by the month it was raised: all (GSI1), by status (GSI2), by type
 * and status (GSI3), newest first. The invoice itself stays inside its account; its entry is
 * written in the same transaction whenever it is raised or changes (a payment, a day's late charge,
 * a cancellation), so a page of the list is read from its key. It holds no personal data: the
 * borrower's name is read from the page's accounts.
 */
export const invoiceEntryKey = (loanNo: string, invoiceNo: string): Key => ({
  PK: `LOAN#${loanNo}`,
  SK: `INVOICE#${invoiceNo}`,
});

const partitions = {
  all: (month: string) => `INVOICES#${month}`,
  ofStatus: (status: string, month: string) => `INVOICES#S#${status}#${month}`,
  ofTypeAndStatus: (type: string, status: string, month: string) => `INVOICES#T#${type}#${status}#${month}`,
};

/** How many invoices of a type and a status ('ALL' for any), kept in shards chosen by the loan. */
export const invoiceCounterKey = (type: string, status: string): Key => ({
  PK: `INVOICECOUNT#${type}#${status}`,
  SK: 'COUNT',
});

export interface InvoiceEntry extends Invoice {
  LoanNo: string;
}

const entryOf = (item: Item): InvoiceEntry => ({
  ...invoiceSchema.parse(item),
  LoanNo: String(item.LoanNo),
});

const same = (a: Invoice, b: Invoice | undefined) =>
  b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * The writes that bring a loan's invoice entries from `listed` (what its entries say) to `after`
 * (its account's invoices): an entry for each invoice raised or changed since `unchanged`, and the
 * counts moved, in one shard (the loan's) whatever the number of invoices.
 */
export function invoiceEntryWrites(
  loanNo: string,
  listed: readonly Invoice[],
  after: readonly Invoice[],
  unchanged: readonly Invoice[] = listed,
): TableWrite[] {
  const was = new Map(listed.map((i) => [i.InvoiceNo, i]));
  const kept = new Map(unchanged.map((i) => [i.InvoiceNo, i]));
  // Summed by count first: a transaction may change an item once only.
  const moves = new Map<string, { key: Key; by: number }>();
  const move = (type: string, status: string, by: number) => {
    for (const [t, s] of [
      ['ALL', 'ALL'],
      ['ALL', status],
      [type, 'ALL'],
      [type, status],
    ] as const) {
      const key = invoiceCounterKey(t, s);
      moves.set(key.PK, { key, by: (moves.get(key.PK)?.by ?? 0) + by });
    }
  };
  const entries: TableWrite[] = [];
  for (const invoice of after) {
    if (same(invoice, kept.get(invoice.InvoiceNo))) continue;
    const before = was.get(invoice.InvoiceNo);
    if (before) move(before.Type, before.Status, -1);
    move(invoice.Type, invoice.Status, 1);
    const month = monthOf(invoice.Date);
    const sk = `${invoice.Date}#${invoice.InvoiceNo}`;
    entries.push({
      kind: 'put',
      item: {
        ...invoiceEntryKey(loanNo, invoice.InvoiceNo),
        EntityType: 'InvoiceEntry',
        LoanNo: loanNo,
        ...invoice,
        GSI1PK: partitions.all(month),
        GSI1SK: sk,
        GSI2PK: partitions.ofStatus(invoice.Status, month),
        GSI2SK: sk,
        GSI3PK: partitions.ofTypeAndStatus(invoice.Type, invoice.Status, month),
        GSI3SK: sk,
      },
    });
  }
  // All of a loan's invoices count in the loan's shard, so a change moves each count once.
  const counts = [...moves.values()]
    .filter((m) => m.by !== 0)
    .map((m) => shardedCountMove(m.key, loanNo, m.by));
  return [...entries, ...counts];
}

export interface InvoiceQuery {
  status?: string | undefined;
  type?: string | undefined;
  /** These loans' invoices only (each loan's are read from its own partition). */
  loanNos?: readonly string[] | undefined;
  /** The business day: no invoice is raised after it. */
  today: string;
}

const newestFirst = (a: InvoiceEntry, b: InvoiceEntry) =>
  b.Date.localeCompare(a.Date) || b.InvoiceNo.localeCompare(a.InvoiceNo);

export interface InvoiceLists {
  /** A loan's invoice entries, as its lists hold them. */
  ofLoan(loanNo: string): Promise<InvoiceEntry[]>;
  /**
   * One page of invoices, newest first, with the count of all that match: read month by month
   * from the partition of the filters given, from the business month back, no further than the
   * page and the counts need; with loans, from each loan's own partition.
   */
  page(query: InvoiceQuery, paging: Paging): Promise<ListAnswer<InvoiceEntry>>;
}

export function invoiceLists(table: Table): InvoiceLists {
  const ofLoan = async (loanNo: string) =>
    (await table.queryAll({ pk: `LOAN#${loanNo}`, sk: { beginsWith: 'INVOICE#' } })).map(entryOf);
  return {
    ofLoan,
    async page({ status, type, loanNos, today }, { Rows, Page }) {
      const keep = (i: InvoiceEntry) =>
        (status === undefined || i.Status === status) && (type === undefined || i.Type === type);
      if (loanNos) {
        const found = (await Promise.all(loanNos.map(ofLoan))).flat();
        return paginate(found.filter(keep).sort(newestFirst), { Rows, Page });
      }
      const total = await countOf(table, { sharded: invoiceCounterKey(type ?? 'ALL', status ?? 'ALL') });
      const wanted = Page * Rows;
      const rows = await monthPages(table, {
        index: type ? 'GSI3' : status ? 'GSI2' : 'GSI1',
        partitions: (month) =>
          type
            ? (status ? [status] : invoiceStatuses).map((s) => partitions.ofTypeAndStatus(type, s, month))
            : [status ? partitions.ofStatus(status, month) : partitions.all(month)],
        newest: monthOf(today),
        total,
        wanted,
        fromItem: entryOf,
        newestFirst,
      });
      return { Data: rows.slice((Page - 1) * Rows, wanted), Count: Math.max(total, rows.length) };
    },
  };
}
