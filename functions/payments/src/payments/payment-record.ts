import {
  type ListAnswer,
  MANDATE_METHOD,
  type Paging,
  paginate,
  paymentChanged,
  paymentStatuses,
} from '@ezc/domain';
import {
  countOf,
  defineEntity,
  entityWrites,
  type Item,
  listedItems,
  monthOf,
  monthPages,
  outboxWrite,
  shardedCountMove,
  type Table,
  type TableWrite,
} from '@ezc/platform';
import * as z from 'zod';

/**
 * A payment (contract "Payments"): submitted by the borrower ('Pending' until staff confirm it
 * against the bank) or recorded by staff ('Approved' at once). Its status is the payment machine's.
 * Only an approved payment is on the ledger, under `PAY-<PaymentId>` (or `SETTLE-…`).
 */
export const paymentMethods = [
  { Code: 'BANK_TRANSFER', Name: 'Bank Transfer' },
  { Code: 'FPX', Name: 'FPX / Online Banking' },
  { Code: 'CASH', Name: 'Cash' },
  { Code: 'CHEQUE', Name: 'Cheque' },
  { Code: 'E_MANDATE', Name: 'E-Mandate' },
] as const;
/** The methods a person may record a payment by: every one but the mandate's debits' (MANDATE_METHOD). */
export const manualPaymentMethods = paymentMethods.filter((m) => m.Name !== MANDATE_METHOD);
export const paymentKinds = ['Installment', 'Settlement'] as const;

export const allocationLineSchema = z.object({
  InstallmentNo: z.number().int(),
  LateChargeSen: z.number().int(),
  InterestSen: z.number().int(),
  PrincipalSen: z.number().int(),
});

export const paymentSchema = z.object({
  PaymentId: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  Kind: z.enum(paymentKinds),
  AmountSen: z.number().int(),
  Method: z.string(),
  RefNo: z.string(),
  PaymentDate: z.string(),
  Status: z.enum(paymentStatuses),
  MachineVersion: z.string(),
  /** Given when it is approved, in order. */
  ReceiptNo: z.string().optional(),
  ApprovedOn: z.string().optional(),
  Allocation: z.array(allocationLineSchema).optional(),
  /** What of it went to credit held for the borrower. */
  CreditHeldSen: z.number().int().optional(),
  /** The borrower's proof of transfer. */
  MediaId: z.string().optional(),
  ReceiptStorageKey: z.string().optional(),
  Remarks: z.string().optional(),
  /** The mandate a debit was made under (the mandate panel's last payment date). */
  MandateId: z.string().optional(),
  /** A settlement's quote when it was asked. */
  Quote: z
    .object({ AsOf: z.string(), ProRataInterestSen: z.number().int(), PenaltySen: z.number().int() })
    .optional(),
  CreatedBy: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export interface LoadedPayment {
  value: Payment;
  version: number;
}

/** The statuses of payments received, which staff list ('New' is a draft nobody lists). */
export const receivedStatuses = ['Pending', 'Approved', 'Rejected'] as const;
type ReceivedStatus = (typeof receivedStatuses)[number];
const isReceived = (status: string): status is ReceivedStatus =>
  (receivedStatuses as readonly string[]).includes(status);

/**
 * Payments received are listed by status and by the month they were recorded in, so that no one
 * index partition takes every payment of the book (at month-end each status takes that month's).
 */
export const receivedPartition = (status: string, month: string) => `PAYMENTS#${status}#${month}`;

/**
 * How many payments each status holds, sharded by payment (`shardedCountMove`): every payment
 * moves it, and concurrent transactions on one counter would fail one another.
 */
export const paymentCounterKey = (status: string) => ({ PK: `PAYMENTCOUNT#${status}`, SK: 'COUNT' });

/** The counters a payment moves from one status to another (none for a draft, or no move). */
export function paymentCounterWrites(
  paymentId: string,
  from: Payment['Status'] | undefined,
  to: Payment['Status'],
): TableWrite[] {
  if (from === to) return [];
  const move = (status: string, by: number) => shardedCountMove(paymentCounterKey(status), paymentId, by);
  return [
    ...(from !== undefined && isReceived(from) ? [move(from, -1)] : []),
    ...(isReceived(to) ? [move(to, 1)] : []),
  ];
}

/**
 * By id; those received by status and month, newest first (GSI1), a loan's (GSI2), a customer's
 * (GSI3). Listed apart: each list holds a small entry with what it filters and orders on, not
 * the payment (its allocation, quote and remarks), so a payment's change writes a few hundred
 * bytes to each of its lists.
 */
export const paymentEntity = defineEntity({
  name: 'Payment',
  schema: paymentSchema,
  id: (p) => p.PaymentId,
  key: (paymentId: string) => ({ PK: `PAYMENT#${paymentId}`, SK: 'PAYMENT' }),
  listedApart: true,
  listedWith: (p) => ({
    PaymentId: p.PaymentId,
    CreatedAt: p.CreatedAt,
    Status: p.Status,
    PaymentDate: p.PaymentDate,
  }),
  indexes: {
    GSI1: (p) =>
      isReceived(p.Status)
        ? { pk: receivedPartition(p.Status, monthOf(p.CreatedAt)), sk: `${p.CreatedAt}#${p.PaymentId}` }
        : undefined,
    GSI2: (p) => ({ pk: `PAYMENTS#LOAN#${p.LoanNo}`, sk: `${p.CreatedAt}#${p.PaymentId}` }),
    GSI3: (p) => ({ pk: `PAYMENTS#CUSTOMER#${p.CustomerId}`, sk: `${p.CreatedAt}#${p.PaymentId}` }),
  },
});

/**
 * A payment's new state, written with the change it belongs to, version-checked, and its
 * `payment.changed` event (one id per version, so the same state is never announced twice), with
 * the counts of its statuses moved from `from` (undefined for a new payment).
 */
export function paymentWrite(
  payment: Payment,
  version: number,
  at: string,
  from: Payment['Status'] | undefined,
): TableWrite[] {
  const event = paymentChanged.create({
    id: `payment-${payment.PaymentId}-v${version + 1}`,
    occurredAt: at,
    data: {
      PaymentId: payment.PaymentId,
      LoanNo: payment.LoanNo,
      CustomerId: payment.CustomerId,
      Status: payment.Status,
    },
  });
  return [
    ...entityWrites(
      paymentEntity,
      payment,
      version + 1,
      at,
      version === 0
        ? { expression: 'attribute_not_exists(PK)' }
        : { expression: 'version = :v', values: { ':v': version } },
    ),
    outboxWrite(event, at),
    ...paymentCounterWrites(payment.PaymentId, version === 0 ? undefined : from, payment.Status),
  ];
}

/** What the staff listing of payments received is filtered by. */
export interface ReceivedQuery {
  statuses: readonly ReceivedStatus[];
  /** Payment dates from and to (YYYY-MM-DD, both included). */
  from?: string | undefined;
  to?: string | undefined;
  /** These loans' payments only (a loan's are read from its own partition). */
  loanNos?: readonly string[] | undefined;
  /** The business clock: the months are read from this one back. */
  now: Date;
}

/**
 * A payment as its lists hold it: its entry (or, kept from before payments were listed apart, the
 * payment itself), with what a list filters and orders on.
 */
const listedRow = (item: Item) => ({
  item,
  PaymentId: String(item.PaymentId),
  CreatedAt: String(item.CreatedAt),
  Status: String(item.Status),
  PaymentDate: String(item.PaymentDate),
});
type ListedRow = ReturnType<typeof listedRow>;

const newestFirst = (a: ListedRow, b: ListedRow) =>
  b.CreatedAt.localeCompare(a.CreatedAt) || b.PaymentId.localeCompare(a.PaymentId);

export interface Payments {
  load(paymentId: string): Promise<LoadedPayment | undefined>;
  /**
   * One page of payments received, newest first, with the count of all that match. Read month by
   * month from the status partitions, from the business month back, no further than the page (or,
   * with dates, than the first date's month) and the counts need; a loan's from its own partition.
   */
  received(query: ReceivedQuery, paging: Paging): Promise<ListAnswer<Payment>>;
  ofLoan(loanNo: string): Promise<Payment[]>;
  ofCustomer(customerId: string): Promise<Payment[]>;
}

export function paymentsRepository(table: Table): Payments {
  const rowsOf = async (index: 'GSI2' | 'GSI3', pk: string) =>
    (await table.queryAll({ index, pk, forward: false })).map(listedRow);
  /** The payments of a page's rows, in their order: one BatchGetItem, not the lists' partitions. */
  const paymentsOf = async (rows: readonly ListedRow[]) =>
    (
      await listedItems(
        table,
        rows.map((r) => r.item),
      )
    ).map((i) => paymentEntity.fromItem(i).value);
  return {
    async load(paymentId) {
      const item = await table.get(paymentEntity.key(paymentId));
      return item ? paymentEntity.fromItem(item) : undefined;
    },
    async received({ statuses, from, to, loanNos, now }, { Rows, Page }) {
      const keep = (p: ListedRow) =>
        (statuses as readonly string[]).includes(p.Status) &&
        (from === undefined || p.PaymentDate >= from) &&
        (to === undefined || p.PaymentDate <= to);
      if (loanNos) {
        const ofLoans = await Promise.all(loanNos.map((n) => rowsOf('GSI2', `PAYMENTS#LOAN#${n}`)));
        const page = paginate(ofLoans.flat().filter(keep).sort(newestFirst), { Rows, Page });
        return { Data: await paymentsOf(page.Data), Count: page.Count };
      }
      const counts = await Promise.all(
        statuses.map((s) => countOf(table, { sharded: paymentCounterKey(s) })),
      );
      const total = counts.reduce((sum, n) => sum + n, 0);
      const dated = from !== undefined || to !== undefined;
      const wanted = Page * Rows;
      const rows = await monthPages(table, {
        index: 'GSI1',
        partitions: (month) => statuses.map((s) => receivedPartition(s, month)),
        newest: monthOf(new Date(now.getTime() + 31 * 86_400_000).toISOString()),
        // A payment is recorded on or after the day it was paid: none before the first date's month.
        oldest: from !== undefined ? monthOf(from) : undefined,
        total,
        wanted,
        every: dated,
        fromItem: listedRow,
        newestFirst,
        keep,
      });
      if (dated) {
        const page = paginate(rows, { Rows, Page });
        return { Data: await paymentsOf(page.Data), Count: page.Count };
      }
      return {
        Data: await paymentsOf(rows.slice((Page - 1) * Rows, wanted)),
        Count: Math.max(total, rows.length),
      };
    },
    ofLoan: async (loanNo) => paymentsOf(await rowsOf('GSI2', `PAYMENTS#LOAN#${loanNo}`)),
    ofCustomer: async (customerId) => paymentsOf(await rowsOf('GSI3', `PAYMENTS#CUSTOMER#${customerId}`)),
  };
}
