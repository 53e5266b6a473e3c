import { consentPartition, consentSchema } from '@ezc/domain';
import { type AggregateStore, type Logger, listedItems, platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * What a data-subject export reads of other contexts' rows (never writes): a customer's
 * applications and loans (loans context, GSI3; a loan by its key from its list entry), payments (payments context, GSI3), consents and
 * sign-in history (identity context: its audit rows). Each is parsed leniently and only for the
 * fields the export shows, so the owners may add to their records freely; a row that no longer
 * parses is left out of an export (and logged) rather than failing it, and fails a strict read.
 */

const applicationRow = z.object({
  ApplicationId: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  Status: z.string(),
  Product: z.object({ Name: z.string(), InterestRate: z.number() }).partial().optional(),
  AmountSen: z.number().int(),
  NumberOfInstallments: z.number().int(),
  TotalRepaymentSen: z.number().int().optional(),
  CreatedAt: z.string(),
  SubmittedAt: z.string().optional(),
  DecidedAt: z.string().optional(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

const loanRow = z.object({
  LoanNo: z.string(),
  ApplicationId: z.string().optional(),
  CustomerId: z.string(),
  Status: z.string(),
  Product: z.object({ Name: z.string(), InterestRate: z.number() }).partial().optional(),
  AmountSen: z.number().int(),
  NumberOfInstallments: z.number().int(),
  TotalInterestSen: z.number().int().optional(),
  TotalRepaymentSen: z.number().int(),
  TotalPaidToDateSen: z.number().int().default(0),
  BalanceOutstandingSen: z.number().int().optional(),
  AgreementDate: z.string(),
  EndDate: z.string(),
  DisbursementDate: z.string().optional(),
  Schedule: z
    .array(
      z.object({
        InstallmentNo: z.number().int(),
        DueDate: z.string(),
        TotalSen: z.number().int(),
        PaidSen: z.number().int().default(0),
        Status: z.string(),
      }),
    )
    .default([]),
});
export type LoanRow = z.infer<typeof loanRow>;

const paymentRow = z.object({
  PaymentId: z.string(),
  LoanNo: z.string(),
  CustomerId: z.string(),
  Kind: z.string().optional(),
  AmountSen: z.number().int(),
  Method: z.string(),
  RefNo: z.string().default(''),
  PaymentDate: z.string(),
  Status: z.string(),
  ReceiptNo: z.string().optional(),
  CreatedAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export type ConsentRow = z.infer<typeof consentSchema>;

/** One sign-in attempt or session start, from the identity context's audit rows. */
export interface SignInRow {
  At: string;
  IpAddress: string;
  /** As the identity context recorded it, e.g. 'Signed in (password)', 'Sign-in failed'. */
  Outcome: string;
  Succeeded: boolean;
}

/**
 * `strict`: a row of the customer's that no longer parses fails the read (the retention run must
 * never take a loan it cannot read for no loan). Otherwise the row is left out and logged.
 */
export interface ReadMode {
  strict?: boolean;
}

export interface SubjectRecords {
  applicationsOf(customerId: string, mode?: ReadMode): Promise<ApplicationRow[]>;
  loansOf(customerId: string, mode?: ReadMode): Promise<LoanRow[]>;
  paymentsOf(customerId: string, mode?: ReadMode): Promise<PaymentRow[]>;
  consentsOf(accountId: string): Promise<ConsentRow[]>;
  signInsOf(accountId: string, email: string): Promise<SignInRow[]>;
}

/** A row of the customer's that no longer parses, read where it must not be skipped. */
export class UnreadableRecordError extends Error {
  constructor(
    readonly kind: string,
    readonly key: string,
  ) {
    super(`Unreadable ${kind} record ${key}`);
  }
}

function rowsReader(log: Pick<Logger, 'warn'>) {
  return <S extends z.ZodType>(
    kind: string,
    schema: S,
    items: Record<string, unknown>[],
    customerId?: string,
    mode: ReadMode = {},
  ) =>
    items.flatMap((i) => {
      const parsed = schema.safeParse(i);
      if (!parsed.success) {
        const key = `${String(i.PK)}/${String(i.SK)}`;
        if (mode.strict) throw new UnreadableRecordError(kind, key);
        log.warn('customers.subject-record-unreadable', {
          kind,
          key,
          issues: parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`),
        });
        return [];
      }
      const row = parsed.data as z.infer<S> & { CustomerId?: string };
      // The index names the customer; the row must too, so no one else's row can slip in.
      return customerId === undefined || row.CustomerId === customerId ? [row as z.infer<S>] : [];
    });
}

/** Session starts, refreshes and ends are the account's; failed and refused attempts the e-mail's. */
const SESSION_STARTED = /^Signed in/;

export function subjectRecords(
  table: Table,
  audit: Pick<AggregateStore, 'history'>,
  log: Pick<Logger, 'warn'>,
): SubjectRecords {
  const parsedRows = rowsReader(log);
  return {
    async applicationsOf(customerId, mode) {
      // The index lists each application by a small entry (or, kept from before, whole).
      const items = await listedItems(
        table,
        await table.queryAll({ index: 'GSI3', pk: `APPLICATIONS#CUSTOMER#${customerId}` }),
      );
      return parsedRows('application', applicationRow, items, customerId, mode).sort((a, b) =>
        a.CreatedAt.localeCompare(b.CreatedAt),
      );
    },
    async loansOf(customerId, mode) {
      // The index lists each loan by a small entry; the loans themselves are read by their keys.
      const listed = await table.queryAll({ index: 'GSI3', pk: `LOANS#CUSTOMER#${customerId}` });
      const loanNos = [...new Set(listed.map((i) => String(i.LoanNo)))];
      const items = (await table.batchGet(loanNos.map((no) => platformKeys.loan(no)))).flatMap((i) =>
        i ? [i] : [],
      );
      return parsedRows('loan', loanRow, items, customerId, mode);
    },
    async paymentsOf(customerId, mode) {
      // The index lists each payment by a small entry; the payments themselves are read by their keys.
      const items = await listedItems(
        table,
        await table.queryAll({ index: 'GSI3', pk: `PAYMENTS#CUSTOMER#${customerId}` }),
      );
      return parsedRows('payment', paymentRow, items, customerId, mode).sort((a, b) =>
        a.CreatedAt.localeCompare(b.CreatedAt),
      );
    },
    async consentsOf(accountId) {
      const items = await table.queryAll({ pk: consentPartition(accountId) });
      return parsedRows('consent', consentSchema, items).filter((c) => c.AccountId === accountId);
    },
    async signInsOf(accountId, email) {
      const [account, attempts] = await Promise.all([
        audit.history('Account', accountId),
        audit.history('SignIn', `customer:${email}`),
      ]);
      const row = (r: Record<string, unknown>, succeeded: boolean): SignInRow => ({
        At: String(r.At ?? ''),
        IpAddress: String(r.IpAddress ?? ''),
        Outcome: String(r.Activity ?? ''),
        Succeeded: succeeded,
      });
      return [
        ...account.filter((r) => SESSION_STARTED.test(String(r.Activity ?? ''))).map((r) => row(r, true)),
        ...attempts.map((r) => row(r, false)),
      ].sort((a, b) => a.At.localeCompare(b.At));
    },
  };
}
