import {
  accountRowStatuses,
  type Decision,
  decideInstallment,
  decideInvoice,
  type InstallmentDue,
  invoiceStatuses,
  ledgerTotalsSchema,
  newInvoice,
  type PaymentAllocation,
  settlementPenaltySchema,
  settlementStages,
} from '@ezc/domain';
import { defineEntity, shardOf, type TableWrite } from '@ezc/platform';
import { addDays } from '@ezc/platform/clock/malaysia-time';
import * as z from 'zod';

/**
 * A loan's account (the payments context's aggregate): its schedule as money falls due and is
 * paid, its invoices, its late-charge accruals and its settlement. What is owed and paid overall
 * is the ledger's: its entries are written with each change, and their running totals are kept
 * here in the same transaction. Amounts are integer sen; dates YYYY-MM-DD in Malaysia.
 */

export const accountRowSchema = z.object({
  /** `<LoanNo>-<InstallmentNo, 3 digits>`, as the loans context names the row. */
  ScheduleId: z.string(),
  InstallmentNo: z.number().int().min(1),
  DueDate: z.string(),
  PrincipalSen: z.number().int(),
  InterestSen: z.number().int(),
  TotalSen: z.number().int(),
  Status: z.enum(accountRowStatuses),
  /** The day it was activated (its interest recognised, its invoice raised). */
  ActivatedOn: z.string().optional(),
  PrincipalPaidSen: z.number().int(),
  InterestPaidSen: z.number().int(),
  /** Late charges posted on it, paid, and taken back by credit notes. */
  LateChargeSen: z.number().int(),
  LateChargePaidSen: z.number().int(),
  LateChargeCreditedSen: z.number().int(),
  /** Σ 8 × S over the days accrued (late-charges.ts), and the last day accrued. */
  AccruedNumerator: z.number().int(),
  LastAccruedDate: z.string().optional(),
  /** The day a payment last touched it. */
  LastPaidOn: z.string().optional(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/** A row of the schedule as the account opens: 'Scheduled', nothing paid, charged or accrued. */
export const scheduledRow = (
  r: Pick<
    AccountRow,
    'ScheduleId' | 'InstallmentNo' | 'DueDate' | 'PrincipalSen' | 'InterestSen' | 'TotalSen'
  >,
): AccountRow => ({
  ScheduleId: r.ScheduleId,
  InstallmentNo: r.InstallmentNo,
  DueDate: r.DueDate,
  PrincipalSen: r.PrincipalSen,
  InterestSen: r.InterestSen,
  TotalSen: r.TotalSen,
  Status: 'Scheduled',
  PrincipalPaidSen: 0,
  InterestPaidSen: 0,
  LateChargeSen: 0,
  LateChargePaidSen: 0,
  LateChargeCreditedSen: 0,
  AccruedNumerator: 0,
});

export const invoiceTypes = ['Installment', 'LPC'] as const;
export const invoiceSchema = z.object({
  InvoiceNo: z.string(),
  Type: z.enum(invoiceTypes),
  InstallmentNo: z.number().int(),
  /** The day it was raised. */
  Date: z.string(),
  DueDate: z.string(),
  AmountSen: z.number().int(),
  PaidSen: z.number().int(),
  Status: z.enum(invoiceStatuses),
  MachineVersion: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const settlementSchema = z.object({
  Stage: z.enum(settlementStages),
  PaymentId: z.string(),
  /** The quote the settlement was asked with, in sen. */
  AsOf: z.string(),
  ProRataInterestSen: z.number().int(),
  PenaltySen: z.number().int(),
  TotalSen: z.number().int(),
});

export const loanAccountSchema = z.object({
  LoanNo: z.string(),
  CustomerId: z.string(),
  BorrowerName: z.string(),
  ApplicationId: z.string(),
  AmountSen: z.number().int(),
  AgreementDate: z.string(),
  /** The disbursement's payment date: the first installment is activated that day. */
  PaymentDate: z.string(),
  Penalty: settlementPenaltySchema,
  Rows: z.array(accountRowSchema),
  Invoices: z.array(invoiceSchema),
  Settlement: settlementSchema.optional(),
  /** The last money received: its day and amount. */
  LastPayment: z.object({ Date: z.string(), AmountSen: z.number().int() }).optional(),
  OpenedAt: z.string(),
  /**
   * The ledger's totals through the entries stored with this version (the repository's to read and
   * write: the money rules take them as `AccountState.ledger`). An account stored before they were
   * kept has none: its first load totals its entries, and its next change stores them.
   */
  Ledger: ledgerTotalsSchema.optional(),
  /**
   * The borrower's statement so far: how many rows it has, and the first row whose entry is on
   * the statement index (1 when every one is; an account stored before the index keeps its earlier
   * rows read from its entries). Kept and read as `Ledger` is.
   */
  Statement: z.object({ Rows: z.number().int().min(0), IndexedFrom: z.number().int().min(1) }).optional(),
});
export type LoanAccount = z.infer<typeof loanAccountSchema>;

/**
 * GSI1 partition listing every account by loan number. Its entries are small rows of their own,
 * written once when an account opens, so the account's many changes never write to this list.
 */
export const ACCOUNTS_INDEX = 'LOANACCOUNTS';
/**
 * GSI2 partitions of the accounts the daily run has work on, sorted by the day that work is due,
 * in shards, so the daily run's rewrites of a large book's markers spread over many partitions.
 */
export const ACCOUNT_WORK_INDEX = 'ACCOUNTWORK';
export const WORK_SHARDS = 16;
export const workShard = (shard: number) => `${ACCOUNT_WORK_INDEX}#${String(shard).padStart(2, '0')}`;
/** The work index's sort key: the day, then the loan (so a run can page on from where it stopped). */
export const workKey = (date: string, loanNo: string) => `${date}#${loanNo}`;

/**
 * The loan's account item (`LOAN#<LoanNo>` / `ACCOUNT`). It is on no index: a payment rewrites it
 * whole, and an index holding it would take that whole item on every payment, in a partition every
 * payment shares. Its list entry and its work marker stand beside it instead.
 */
export const accountEntity = defineEntity({
  name: 'LoanAccount',
  schema: loanAccountSchema,
  id: (a) => a.LoanNo,
  key: (loanNo: string) => ({ PK: `LOAN#${loanNo}`, SK: 'ACCOUNT' }),
});

export const accountListedKey = (loanNo: string) => ({ PK: `LOAN#${loanNo}`, SK: 'ACCOUNT#LISTED' });
/** The account's entry in the list of accounts, written with its opening. */
export const accountListedWrite = (loanNo: string): TableWrite => ({
  kind: 'put',
  item: {
    ...accountListedKey(loanNo),
    EntityType: 'LoanAccountListed',
    LoanNo: loanNo,
    GSI1PK: ACCOUNTS_INDEX,
    GSI1SK: loanNo,
  },
});

export const workMarkerKey = (loanNo: string) => ({ PK: `LOAN#${loanNo}`, SK: 'ACCOUNT#WORK' });

/**
 * The account's place in the daily run's work index: a marker under the day its next work is
 * due, written only when that day moves (most payments leave it where it was), deleted when the
 * account has no work left.
 */
export function workMarkerWrites(before: LoanAccount | undefined, after: LoanAccount): TableWrite[] {
  const was = before ? nextWorkDate(before) : undefined;
  const on = nextWorkDate(after);
  if (was === on) return [];
  if (on === undefined) return [{ kind: 'delete', key: workMarkerKey(after.LoanNo) }];
  return [
    {
      kind: 'put',
      item: {
        ...workMarkerKey(after.LoanNo),
        EntityType: 'LoanAccountWork',
        LoanNo: after.LoanNo,
        GSI2PK: workShard(shardOf(after.LoanNo, WORK_SHARDS)),
        GSI2SK: workKey(on, after.LoanNo),
      },
    },
  ];
}

/** A settled or approved-for-settlement account takes no more money, charges or activations. */
export const isSettled = (a: LoanAccount) => a.Settlement?.Stage === 'Approved';
/** While a settlement waits for confirmation its quote is frozen: nothing falls due or accrues. */
export const isFrozen = (a: LoanAccount) =>
  a.Settlement?.Stage === 'Requested' || a.Settlement?.Stage === 'Approved';

export const isActivated = (r: AccountRow) => r.Status !== 'Scheduled';
export const lateChargeUnpaidSen = (r: AccountRow) =>
  r.LateChargeSen - r.LateChargePaidSen - r.LateChargeCreditedSen;
/** Principal and interest still unpaid of an activated row (what late charges run on). */
export const overdueBaseSen = (r: AccountRow) =>
  r.PrincipalSen - r.PrincipalPaidSen + r.InterestSen - r.InterestPaidSen;
/**
 * All still due on an activated row: 0 before activation, and 0 once paid (a row settled in full
 * has its later interest rebated, not owed).
 */
export const dueOnRowSen = (r: AccountRow) =>
  isActivated(r) && r.Status !== 'Paid' ? overdueBaseSen(r) + lateChargeUnpaidSen(r) : 0;

/** What each activated installment still owes, for `allocatePayment`. */
export function duesOf(a: LoanAccount): InstallmentDue[] {
  return a.Rows.filter((r) => isActivated(r) && r.Status !== 'Paid').map((r) => ({
    InstallmentNo: r.InstallmentNo,
    LateChargeSen: lateChargeUnpaidSen(r),
    InterestSen: r.InterestSen - r.InterestPaidSen,
    PrincipalSen: r.PrincipalSen - r.PrincipalPaidSen,
  }));
}

const withStatus = <S extends string>(d: Decision<S>) => ({
  Status: d.status,
  MachineVersion: d.machineVersion,
});

/** A payment or a credit applied to the invoices of one row: installment first, then its charges. */
function payInvoices(
  invoices: Invoice[],
  installmentNo: number,
  lpcSen: number,
  scheduleSen: number,
): Invoice[] {
  let lpc = lpcSen;
  let schedule = scheduleSen;
  return invoices.map((inv) => {
    if (inv.InstallmentNo !== installmentNo || inv.Status === 'Settled' || inv.Status === 'Cancelled')
      return inv;
    const left = inv.AmountSen - inv.PaidSen;
    const take = inv.Type === 'LPC' ? Math.min(lpc, left) : Math.min(schedule, left);
    if (take <= 0) return inv;
    if (inv.Type === 'LPC') lpc -= take;
    else schedule -= take;
    const paid = inv.PaidSen + take;
    const decision = decideInvoice(inv.Status, { type: paid >= inv.AmountSen ? 'PAY_IN_FULL' : 'PAY_PART' });
    return { ...inv, PaidSen: paid, ...withStatus(decision) };
  });
}

/**
 * The account once `allocation` is paid on `date`: each row's parts, its status through the
 * installment machine (paid in full once its principal and interest are), its invoices through the
 * invoice machine.
 */
export function applyAllocation(a: LoanAccount, allocation: PaymentAllocation, date: string): LoanAccount {
  let invoices = a.Invoices;
  const rows = a.Rows.map((r) => {
    const paid = allocation.installments.find((i) => i.InstallmentNo === r.InstallmentNo);
    if (!paid) return r;
    const next = {
      ...r,
      LateChargePaidSen: r.LateChargePaidSen + paid.LateChargeSen,
      InterestPaidSen: r.InterestPaidSen + paid.InterestSen,
      PrincipalPaidSen: r.PrincipalPaidSen + paid.PrincipalSen,
      LastPaidOn: date,
    };
    invoices = payInvoices(
      invoices,
      r.InstallmentNo,
      paid.LateChargeSen,
      paid.InterestSen + paid.PrincipalSen,
    );
    const inFull = overdueBaseSen(next) === 0;
    // A row that only had a charge paid is still as unpaid as it was.
    if (!inFull && paid.InterestSen + paid.PrincipalSen === 0) return next;
    return { ...next, Status: decideInstallment(r.Status, { type: inFull ? 'PAY_IN_FULL' : 'PAY_PART' }) };
  });
  return { ...a, Rows: rows, Invoices: invoices };
}

/** The installment invoice an activated row raises. */
export const installmentInvoiceNo = (r: Pick<AccountRow, 'ScheduleId'>) => `INV-${r.ScheduleId}`;

/**
 * `amountSen` more of late charges on a row: added to its open LPC invoice, or to a new one when
 * it has none open (the earlier one settled or cancelled).
 */
export function chargeOnInvoice(a: LoanAccount, row: AccountRow, amountSen: number, date: string): Invoice[] {
  const open = a.Invoices.find(
    (i) =>
      i.Type === 'LPC' &&
      i.InstallmentNo === row.InstallmentNo &&
      (i.Status === 'Unpaid' || i.Status === 'Partial Settled'),
  );
  if (open) {
    return a.Invoices.map((i) => (i === open ? { ...i, AmountSen: i.AmountSen + amountSen } : i));
  }
  const count = a.Invoices.filter((i) => i.Type === 'LPC' && i.InstallmentNo === row.InstallmentNo).length;
  const invoice: Invoice = {
    InvoiceNo: `LPC-${row.ScheduleId}${count === 0 ? '' : `-${count + 1}`}`,
    Type: 'LPC',
    InstallmentNo: row.InstallmentNo,
    Date: date,
    DueDate: date,
    AmountSen: amountSen,
    PaidSen: 0,
    ...newInvoice(),
  };
  return [...a.Invoices, invoice];
}

/** The rows as the loans context copies them (`loan-account.changed`). */
export const eventRowsOf = (a: LoanAccount) =>
  a.Rows.map((r) => ({
    InstallmentNo: r.InstallmentNo,
    Status: r.Status,
    PaidSen: r.PrincipalPaidSen + r.InterestPaidSen,
    PrincipalPaidSen: r.PrincipalPaidSen,
  }));

export const scheduleIdOf = (loanNo: string, installmentNo: number) =>
  `${loanNo}-${String(installmentNo).padStart(3, '0')}`;

/** The loan number and installment a schedule id names, or undefined for an id that is not one. */
export function installmentOfScheduleId(
  scheduleId: string,
): { loanNo: string; installmentNo: number } | undefined {
  const match = /^([A-Z0-9]+)-(\d{3})$/.exec(scheduleId.trim().toUpperCase());
  if (!match) return undefined;
  return { loanNo: match[1]!, installmentNo: Number(match[2]) };
}

/** The day a row starts being late: the day after it was due, or after it was invoiced if later. */
export const lateFrom = (r: AccountRow) =>
  r.ActivatedOn && r.ActivatedOn > r.DueDate ? r.ActivatedOn : r.DueDate;

/**
 * The day the daily run activates an installment (it falls due: invoiced, its interest
 * recognised): the first on the disbursement's payment date, every later one on its own due date,
 * whether or not the ones before it are paid.
 */
export const activationDay = (a: Pick<LoanAccount, 'PaymentDate' | 'Rows'>, r: AccountRow) =>
  r.InstallmentNo === a.Rows[0]?.InstallmentNo ? a.PaymentDate : r.DueDate;

/**
 * The first day the daily run has work on the account as it stands (none while it is frozen or
 * has nothing left to fall due or accrue): the day its next installment is activated
 * (`activationDay`), or the day a late day of an overdue row has ended and is not accrued yet.
 * Nothing else changes it but a change of the account, which stores the day again.
 *
 * An account stored when a later installment still waited for the one before it to be paid has
 * that unpaid row overdue, so it is indexed under the row's next late day: the next run reads it
 * and activates, as of their due dates, the installments that fell due meanwhile.
 */
export function nextWorkDate(a: LoanAccount): string | undefined {
  if (isFrozen(a)) return undefined;
  const days: string[] = [];
  const next = a.Rows.find((r) => r.Status === 'Scheduled');
  if (next) days.push(activationDay(a, next));
  for (const r of a.Rows) {
    if (!isActivated(r) || r.Status === 'Paid' || overdueBaseSen(r) === 0) continue;
    // A late day is accrued once it has ended: from two days after the later of both.
    const last = r.LastAccruedDate && r.LastAccruedDate > lateFrom(r) ? r.LastAccruedDate : lateFrom(r);
    days.push(addDays(last, 2));
  }
  return days.sort()[0];
}
