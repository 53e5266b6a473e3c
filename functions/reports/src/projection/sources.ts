import {
  balanceOutstandingSen,
  type LedgerEntry,
  ledgerEntrySchema,
  ledgerTotals,
  ledgerTotalsSchema,
  type ReportInterestEntry,
  type ReportLoan,
  reportLoanSchema,
} from '@ezc/domain';
import { ERASED, type Item, listedItems, platformKeys, type Table } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import * as z from 'zod';
import { erasedPicture } from './erased-picture';

/**
 * Where a loan's report picture comes from. The reports context only reads these items, each
 * owned by another context, leniently and only for the fields it reports: the loan (loans), its
 * package's partner (loans), its account and ledger (payments) and its payments (payments). The
 * account keeps its ledger's totals, so of the ledger only the entries that move interest income
 * are read: however many days of late charges a long arrears has posted, a refresh reads the same.
 */
const loanSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  BorrowerICNo: z.string().default(''),
  Status: z.string(),
  AmountSen: z.number().int(),
  TotalInterestSen: z.number().int().default(0),
  TotalRepaymentSen: z.number().int().default(0),
  TotalPaidToDateSen: z.number().int().default(0),
  BalanceOutstandingSen: z.number().int().optional(),
  DisbursementDate: z.string().optional(),
  Disbursement: z.object({ PaymentDate: z.string() }).optional(),
  Product: z.object({ SKU: z.string(), PackageCode: z.string().optional() }).optional(),
  Schedule: z
    .array(
      z.object({
        InstallmentNo: z.number().int(),
        DueDate: z.string(),
        PrincipalSen: z.number().int(),
        InterestSen: z.number().int(),
        TotalSen: z.number().int(),
      }),
    )
    .default([]),
});

const accountSchema = z.object({
  PaymentDate: z.string(),
  Rows: z.array(
    z.object({
      InstallmentNo: z.number().int(),
      DueDate: z.string(),
      PrincipalSen: z.number().int(),
      InterestSen: z.number().int(),
      TotalSen: z.number().int(),
      Status: z.string(),
      PrincipalPaidSen: z.number().int(),
      InterestPaidSen: z.number().int(),
      LateChargeSen: z.number().int(),
      LateChargePaidSen: z.number().int(),
      LateChargeCreditedSen: z.number().int(),
      LastAccruedDate: z.string().optional(),
    }),
  ),
  /** Absent on an account stored before its totals were kept: its whole ledger is read instead. */
  Ledger: ledgerTotalsSchema.optional(),
});

/**
 * The entries that can move interest income: an installment falling due recognises its interest,
 * a settlement earns the pro-rata interest (a credit note takes back late charges only).
 */
const INTEREST_ENTRIES = ['LEDGER#DUE-', 'LEDGER#SETTLE-'];

const paymentSchema = z.object({
  PaymentId: z.string(),
  PaymentDate: z.string(),
  ReceiptNo: z.string().optional(),
  Method: z.string(),
  Kind: z.string(),
  AmountSen: z.number().int(),
  Status: z.string(),
});

const packageSchema = z.object({ PartnerCode: z.string().optional() });

/** `DUE-<LoanNo>-002` → 2: the installment whose interest an entry recognised. */
const installmentOfEntry = (entryId: string): number | undefined => {
  const found = /^DUE-.+-(\d{3})$/.exec(entryId);
  return found ? Number(found[1]) : undefined;
};

/** The entries that moved interest income, each as credits less debits on InterestIncome. */
export function interestEntriesOf(entries: readonly LedgerEntry[]): ReportInterestEntry[] {
  return entries.flatMap((e) => {
    const amount = e.Lines.filter((l) => l.Account === 'InterestIncome').reduce(
      (sum, l) => sum + l.CreditSen - l.DebitSen,
      0,
    );
    if (amount === 0) return [];
    const installmentNo = installmentOfEntry(e.EntryId);
    return [
      {
        EntryId: e.EntryId,
        Date: malaysiaDate(new Date(e.At)),
        Kind: e.Kind,
        ...(installmentNo === undefined ? {} : { InstallmentNo: installmentNo }),
        Description: e.Description,
        AmountSen: amount,
      },
    ];
  });
}

export interface ReportSources {
  /**
   * The loan's picture now, or undefined when there is no loan of that number. `paymentIds` name
   * payments just written: they are read by their keys (consistent reads), since the index of a
   * loan's payments may not show them yet.
   */
  load(loanNo: string, hint?: { paymentIds?: readonly string[] }): Promise<ReportLoan | undefined>;
  /** A page of loan numbers, in order, after `cursor` (what a rebuild goes through, a page at a time). */
  loanNosPage(limit: number, cursor?: string): Promise<{ loanNos: string[]; cursor?: string }>;
  /** The numbers of one customer's loans, from the loans context's index of them by customer. */
  loanNosOfCustomer(customerId: string): Promise<string[]>;
}

export function reportSources(table: Table): ReportSources {
  const partners = new Map<string, Promise<string>>();
  const partnerOf = (packageCode: string) => {
    let found = partners.get(packageCode);
    if (!found) {
      found = table
        .get({ PK: `PACKAGE#${packageCode}`, SK: 'PACKAGE' })
        .then((i) => packageSchema.safeParse(i ?? {}).data?.PartnerCode ?? '');
      partners.set(packageCode, found);
      // A package's partner may change; a process keeps its answer for a minute at most.
      setTimeout(() => partners.delete(packageCode), 60_000).unref?.();
    }
    return found;
  };
  return {
    async load(loanNo, hint) {
      const pk = platformKeys.loan(loanNo).PK;
      const [loanItem, accountItem] = await table.batchGet([
        { PK: pk, SK: 'LOAN' },
        { PK: pk, SK: 'ACCOUNT' },
      ]);
      if (!loanItem) return undefined;
      const loan = loanSchema.parse(loanItem);
      const account = accountItem ? accountSchema.parse(accountItem) : undefined;
      const read = async (prefixes: string[]) =>
        (await Promise.all(prefixes.map((p) => table.queryAll({ pk, sk: { beginsWith: p } })))).flat();
      const entries = (await read(account?.Ledger ? INTEREST_ENTRIES : account ? ['LEDGER#'] : []))
        .map((i: Item) => ledgerEntrySchema.parse(i))
        .sort((a, b) => Date.parse(a.At) - Date.parse(b.At) || a.EntryId.localeCompare(b.EntryId));
      const totals = account?.Ledger ?? ledgerTotals(entries);
      const [listed, fresh] = await Promise.all([
        // The loan's list holds an entry for each payment; the payments are read by their keys.
        table
          .queryAll({ index: 'GSI2', pk: `PAYMENTS#LOAN#${loanNo}` })
          .then((items) => listedItems(table, items)),
        hint?.paymentIds?.length
          ? table.batchGet(hint.paymentIds.map((id) => ({ PK: `PAYMENT#${id}`, SK: 'PAYMENT' })))
          : Promise.resolve([]),
      ]);
      const justWritten = fresh.filter((i): i is Item => i !== undefined && i.LoanNo === loanNo);
      const payments = [
        ...listed.filter((i) => !justWritten.some((f) => f.PaymentId === i.PaymentId)),
        ...justWritten,
      ]
        .map((i) => paymentSchema.parse(i))
        .sort((a, b) => a.PaymentId.localeCompare(b.PaymentId));
      const packageCode = loan.Product?.PackageCode ?? '';
      const installments = account
        ? account.Rows.map((r) => ({
            InstallmentNo: r.InstallmentNo,
            DueDate: r.DueDate,
            PrincipalSen: r.PrincipalSen,
            InterestSen: r.InterestSen,
            TotalSen: r.TotalSen,
            PaidSen: r.PrincipalPaidSen + r.InterestPaidSen,
            Status: r.Status,
            LateChargeSen: r.LateChargeSen,
            LateChargePaidSen: r.LateChargePaidSen,
            LateChargeCreditedSen: r.LateChargeCreditedSen,
            ...(r.LastAccruedDate ? { LastAccruedDate: r.LastAccruedDate } : {}),
          }))
        : loan.Schedule.map((r) => ({
            InstallmentNo: r.InstallmentNo,
            DueDate: r.DueDate,
            PrincipalSen: r.PrincipalSen,
            InterestSen: r.InterestSen,
            TotalSen: r.TotalSen,
            PaidSen: 0,
            Status: 'Scheduled',
            LateChargeSen: 0,
            LateChargePaidSen: 0,
            LateChargeCreditedSen: 0,
          }));
      const picture = reportLoanSchema.parse({
        LoanNo: loan.LoanNo,
        CustomerId: loan.CustomerId,
        BorrowerName: loan.BorrowerName,
        BorrowerICNo: loan.BorrowerICNo,
        PartnerCode: packageCode ? await partnerOf(packageCode) : '',
        PackageCode: packageCode,
        ProductId: loan.Product?.SKU ?? '',
        Status: loan.Status,
        AmountSen: loan.AmountSen,
        TotalInterestSen: loan.TotalInterestSen,
        TotalRepaymentSen: loan.TotalRepaymentSen,
        // The ledger is the truth of money owed and paid; the loan's copy may lag it by an event.
        TotalPaidToDateSen: account ? totals.PaidToDateSen : loan.TotalPaidToDateSen,
        BalanceOutstandingSen: account
          ? balanceOutstandingSen(totals, account.Rows)
          : (loan.BalanceOutstandingSen ?? loan.TotalRepaymentSen),
        ...(account ? { DisbursementDate: account.PaymentDate } : {}),
        Installments: installments,
        InterestEntries: interestEntriesOf(entries),
        Payments: payments.map((p) => ({
          PaymentId: p.PaymentId,
          PaymentDate: p.PaymentDate,
          ...(p.ReceiptNo ? { ReceiptNo: p.ReceiptNo } : {}),
          Method: p.Method,
          Kind: p.Kind,
          AmountSen: p.AmountSen,
          Status: p.Status,
        })),
      });
      // A loan the retention policy erased the person from reads as the live erasure left its rows.
      return loan.BorrowerName === ERASED ? erasedPicture(picture) : picture;
    },
    async loanNosPage(limit, cursor) {
      const page = await table.query({ index: 'GSI1', pk: 'LOANS', limit, ...(cursor ? { cursor } : {}) });
      return {
        loanNos: page.items.map((i) => String(i.LoanNo ?? i.GSI1SK)),
        ...(page.cursor ? { cursor: page.cursor } : {}),
      };
    },
    async loanNosOfCustomer(customerId) {
      const items = await table.queryAll({ index: 'GSI3', pk: `LOANS#CUSTOMER#${customerId}` });
      return items.map((i) => String(i.LoanNo ?? i.GSI3SK));
    },
  };
}
