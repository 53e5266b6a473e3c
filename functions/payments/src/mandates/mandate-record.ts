import { fromSen, mandateStatuses } from '@ezc/domain';
import { defineEntity } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import * as z from 'zod';

/**
 * A loan's e-mandate (spec §3 "Mandate"): one per loan, its status decided by the mandate
 * machine. A rejected mandate is registered again on the same record with a new MandateId: each
 * registration is a new sign-up at the provider, so a late callback about an earlier one names
 * an id that is no longer the loan's and changes nothing.
 */
export const mandateSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  MandateId: z.string(),
  ObjectType: z.literal('LoanNo'),
  Status: z.enum(mandateStatuses),
  MachineVersion: z.string(),
  BankCode: z.string().optional(),
  AccountNo: z.string().optional(),
  AccountName: z.string().optional(),
  AmountSen: z.number().int(),
  /** When the current registration was made. */
  RegisteredAt: z.string(),
  /** When the provider answered the current registration. */
  DecidedAt: z.string().optional(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Mandate = z.infer<typeof mandateSchema>;
export interface LoadedMandate {
  value: Mandate;
  version: number;
}

export const MANDATES_INDEX = 'MANDATES';

/**
 * The mandate lists' keys, each sorted by loan number (`/mandate/find-all`): all of them (GSI1),
 * those of a status (GSI2), and a customer's of a status (GSI3; a borrower's whole list merges
 * their few status partitions). A page is read from its key, never filtered out of a partition.
 */
export const mandateIndexes = {
  all: { index: 'GSI1' as const, pk: MANDATES_INDEX },
  ofStatus: (status: string) => ({ index: 'GSI2' as const, pk: `${MANDATES_INDEX}#STATUS#${status}` }),
  ofCustomer: (customerId: string, status: string) => ({
    index: 'GSI3' as const,
    pk: `${MANDATES_INDEX}#CUSTOMER#${customerId}#STATUS#${status}`,
  }),
};

/** The statuses a stored mandate can have ('Not Set Up' is a loan without one). */
export const storedMandateStatuses = mandateStatuses.filter((s) => s !== 'Not Set Up');

/**
 * How many mandates each list holds, moved (ADD) in the transaction of every registration and
 * status change, so a page's `Count` is one read, not the partition's.
 */
const counterKey = (scope: string) => ({ PK: `MANDATECOUNT#${scope}`, SK: 'COUNT' });
export const mandateCounters = {
  all: counterKey('ALL'),
  ofStatus: (status: string) => counterKey(`STATUS#${status}`),
  ofCustomer: (customerId: string, status: string) => counterKey(`CUSTOMER#${customerId}#STATUS#${status}`),
};

/**
 * Listed apart: each list holds a small entry (its keys and the loan number it is ordered by), not
 * the mandate with its bank details, so a registration or a status change writes a few hundred
 * bytes to each list, the list of all mandates among them.
 */
export const mandateEntity = defineEntity({
  name: 'Mandate',
  schema: mandateSchema,
  id: (m) => m.LoanNo,
  key: (loanNo: string) => ({ PK: `MANDATE#${loanNo}`, SK: 'MANDATE' }),
  listedApart: true,
  listedWith: (m) => ({ LoanNo: m.LoanNo }),
  indexes: {
    GSI1: (m) => ({ pk: mandateIndexes.all.pk, sk: m.LoanNo }),
    GSI2: (m) => ({ pk: mandateIndexes.ofStatus(m.Status).pk, sk: m.LoanNo }),
    GSI3: (m) => ({ pk: mandateIndexes.ofCustomer(m.CustomerId, m.Status).pk, sk: m.LoanNo }),
  },
});

/** Where a MandateId leads: the loan whose mandate it is (the provider's callbacks name only the id). */
export const mandateIdKey = (mandateId: string) => ({ PK: `MANDATEID#${mandateId}`, SK: 'MANDATEID' });

export const MANDATE_AUDIT = 'Mandate';

/** All but the last four digits hidden: enough for the borrower to recognise the account. */
export function maskAccountNo(accountNo: string | undefined): string | undefined {
  if (!accountNo) return undefined;
  const visible = accountNo.slice(-4);
  return `${'*'.repeat(Math.max(accountNo.length - 4, 0))}${visible}`;
}

/**
 * What the API shows of a mandate (the panel of spec §2–§3); the account number masked, and the
 * day of the last debit collected under it.
 */
export function mandateView(m: Mandate, lastPaymentDate: string | null = null) {
  return {
    MandateId: m.MandateId,
    ObjectType: m.ObjectType,
    ObjectId: m.LoanNo,
    LoanNo: m.LoanNo,
    CustomerId: m.CustomerId,
    BorrowerName: m.BorrowerName,
    Status: m.Status,
    RegisterDate: malaysiaDate(new Date(m.RegisteredAt)),
    RegisteredAt: m.RegisteredAt,
    Amount: fromSen(m.AmountSen),
    BankCode: m.BankCode ?? null,
    AccountName: m.AccountName ?? null,
    AccountNo: maskAccountNo(m.AccountNo) ?? null,
    LastPaymentDate: lastPaymentDate,
    UpdatedAt: m.UpdatedAt,
  };
}
