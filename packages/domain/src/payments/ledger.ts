import * as z from 'zod';
import { ruleBroken } from '../errors';
import { formatRM } from '../lending/money';
import type { PaymentAllocation } from './allocation';
import { parseOr, positiveSenSchema } from './amounts';
import { interestNotYetBilledSen } from './overdue';

/**
 * A loan's double-entry ledger. Every entry debits and credits the same total, so what the
 * borrower owes, what the lender has earned and what has passed through the bank can each be
 * derived from the entries alone and always agree with one another. Amounts are whole sen.
 *
 * The accounts, from the lender's side (assets and income):
 * - `Cash`: money at the bank. Debited when money comes in, credited when it goes out.
 * - `PrincipalReceivable`: principal lent and not yet repaid. All of it is owed from disbursement.
 * - `InterestReceivable`: interest fallen due and not yet paid. Interest is recognised only when
 *   its installment falls due, so interest of later periods is never on the ledger and an early
 *   settlement has nothing to reverse for it.
 * - `LateChargeReceivable`: late payment charges posted and not yet paid.
 * - `InterestIncome`, `LateChargeIncome`: what the lender has earned; credited when interest
 *   falls due or a charge is posted, debited when either is reversed.
 * - `SettlementIncome`: the early-settlement penalty a full settlement pays. It is no interest and
 *   no late charge, so it has an income account of its own that nothing reverses.
 * - `BorrowerCredit`: money received that nothing owed yet takes (paid ahead, or more than was
 *   due); the lender holds it for the borrower and it goes to later installments. It is owed to
 *   the borrower, so it lowers what they owe.
 *
 * Balances are debit-positive: receivables and Cash are normally positive, income and
 * BorrowerCredit normally negative.
 */

export const ledgerAccounts = [
  'Cash',
  'PrincipalReceivable',
  'InterestReceivable',
  'LateChargeReceivable',
  'InterestIncome',
  'LateChargeIncome',
  'SettlementIncome',
  'BorrowerCredit',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** The receivables a credit note may reverse: interest and late charges. */
export const reversibleReceivables = ['InterestReceivable', 'LateChargeReceivable'] as const;
export type ReversibleReceivable = (typeof reversibleReceivables)[number];

/** What an entry records. */
export const ledgerEntryKinds = [
  'Disbursement',
  'InstallmentDue',
  'Payment',
  'LateCharge',
  'CreditNote',
  'Settlement',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

export const ledgerEntryLineSchema = z.object({
  Account: z.enum(ledgerAccounts),
  DebitSen: z.number().int().min(0),
  CreditSen: z.number().int().min(0),
});
export type LedgerEntryLine = z.infer<typeof ledgerEntryLineSchema>;

/** An entry as stored. `assertBalanced` checks what a schema cannot: that it balances. */
export const ledgerEntrySchema = z.object({
  EntryId: z.string().min(1),
  LoanNo: z.string().min(1),
  /** When it happened: an ISO date-time with its offset. */
  At: z.iso.datetime({ offset: true }),
  Kind: z.enum(ledgerEntryKinds),
  Description: z.string(),
  Lines: z.array(ledgerEntryLineSchema),
  /** The document behind it: a receipt, a payment, an invoice. */
  Ref: z.string().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** What the caller says of an entry; the builders add its kind and lines. */
export type LedgerEntryHead = Pick<LedgerEntry, 'EntryId' | 'LoanNo' | 'At' | 'Description' | 'Ref'>;

export const LEDGER_UNBALANCED = 'LEDGER.UNBALANCED';
export const LEDGER_BAD_AMOUNT = 'LEDGER.BAD_AMOUNT';

const unbalanced = (entry: LedgerEntry, message: string) =>
  ruleBroken(LEDGER_UNBALANCED, message, { entryId: entry.EntryId });

/**
 * Refuses an entry that would break the ledger: fewer than two lines, an amount that is not a
 * whole number of sen zero or more, a line that is both a debit and a credit, or debits that
 * differ from credits. Every builder ends with it, and a use case that writes entries of its own
 * calls it before writing.
 */
export function assertBalanced(entry: LedgerEntry): void {
  if (entry.Lines.length < 2) throw unbalanced(entry, 'A ledger entry needs at least two lines.');
  let debits = 0;
  let credits = 0;
  for (const line of entry.Lines) {
    const amounts = [line.DebitSen, line.CreditSen];
    if (!amounts.every((sen) => Number.isSafeInteger(sen) && sen >= 0)) {
      throw unbalanced(entry, 'Every amount in a ledger entry must be a whole number of sen, zero or more.');
    }
    if (line.DebitSen > 0 && line.CreditSen > 0) {
      throw unbalanced(entry, 'A ledger line is either a debit or a credit, not both.');
    }
    debits += line.DebitSen;
    credits += line.CreditSen;
  }
  if (debits !== credits) {
    throw unbalanced(
      entry,
      `The entry's debits (${formatRM(debits)}) and credits (${formatRM(credits)}) differ.`,
    );
  }
}

const amount = (sen: number) =>
  parseOr(
    positiveSenSchema,
    sen,
    LEDGER_BAD_AMOUNT,
    'An amount posted to the ledger must be a whole number of sen, more than zero.',
  );

const debit = (account: LedgerAccount, sen: number): LedgerEntryLine => ({
  Account: account,
  DebitSen: sen,
  CreditSen: 0,
});
const credit = (account: LedgerAccount, sen: number): LedgerEntryLine => ({
  Account: account,
  DebitSen: 0,
  CreditSen: sen,
});

function entry(head: LedgerEntryHead, kind: LedgerEntryKind, lines: LedgerEntryLine[]): LedgerEntry {
  const made: LedgerEntry = {
    EntryId: head.EntryId,
    LoanNo: head.LoanNo,
    At: head.At,
    Kind: kind,
    Description: head.Description,
    // A part of nothing (a payment that pays no interest) is left out rather than kept as a zero line.
    Lines: lines.filter((l) => l.DebitSen > 0 || l.CreditSen > 0),
    ...(head.Ref === undefined ? {} : { Ref: head.Ref }),
  };
  assertBalanced(made);
  return made;
}

/** The principal leaves the bank and is owed by the borrower: Dr PrincipalReceivable, Cr Cash. */
export function disbursementEntry(head: LedgerEntryHead, principalSen: number): LedgerEntry {
  const sen = amount(principalSen);
  return entry(head, 'Disbursement', [debit('PrincipalReceivable', sen), credit('Cash', sen)]);
}

/** An installment falls due and its interest is earned: Dr InterestReceivable, Cr InterestIncome. */
export function installmentDueEntry(head: LedgerEntryHead, interestSen: number): LedgerEntry {
  const sen = amount(interestSen);
  return entry(head, 'InstallmentDue', [debit('InterestReceivable', sen), credit('InterestIncome', sen)]);
}

/** The parts of an allocation, summed over its installments. */
function allocatedTotals(allocation: PaymentAllocation) {
  const sum = (pick: (i: PaymentAllocation['installments'][number]) => number) =>
    allocation.installments.reduce((total, i) => total + pick(i), 0);
  return {
    lateCharge: sum((i) => i.LateChargeSen),
    interest: sum((i) => i.InterestSen),
    principal: sum((i) => i.PrincipalSen),
  };
}

/**
 * Money received and allocated (`allocatePayment`): Dr Cash with all of it; Cr the late charges,
 * interest and principal it pays; what is left over, Cr BorrowerCredit.
 */
export function paymentEntry(head: LedgerEntryHead, allocation: PaymentAllocation): LedgerEntry {
  const { lateCharge, interest, principal } = allocatedTotals(allocation);
  const received = amount(lateCharge + interest + principal + allocation.excessSen);
  return entry(head, 'Payment', [
    debit('Cash', received),
    credit('LateChargeReceivable', lateCharge),
    credit('InterestReceivable', interest),
    credit('PrincipalReceivable', principal),
    credit('BorrowerCredit', allocation.excessSen),
  ]);
}

/**
 * Credit held for the borrower goes to what has since fallen due, allocated as a payment would be:
 * Dr BorrowerCredit, Cr the receivables. No money moves, so what the borrower owes is unchanged
 * and it is not counted as paid again; any excess of the allocation simply stays held.
 */
export function creditAppliedEntry(head: LedgerEntryHead, allocation: PaymentAllocation): LedgerEntry {
  const { lateCharge, interest, principal } = allocatedTotals(allocation);
  const applied = amount(lateCharge + interest + principal);
  return entry(head, 'Payment', [
    debit('BorrowerCredit', applied),
    credit('LateChargeReceivable', lateCharge),
    credit('InterestReceivable', interest),
    credit('PrincipalReceivable', principal),
  ]);
}

/** A late payment charge: Dr LateChargeReceivable, Cr LateChargeIncome. */
export function lateChargeEntry(head: LedgerEntryHead, sen: number): LedgerEntry {
  const charged = amount(sen);
  return entry(head, 'LateCharge', [
    debit('LateChargeReceivable', charged),
    credit('LateChargeIncome', charged),
  ]);
}

/** What a full settlement pays off, earns and takes from the credit held, in sen. */
export interface SettlementParts {
  /** All principal not yet repaid. */
  readonly principalSen: number;
  /** Interest fallen due and unpaid (InterestReceivable). */
  readonly dueInterestSen: number;
  /** Late charges posted and unpaid (LateChargeReceivable). */
  readonly lateChargeSen: number;
  /** The current period's interest for its days passed: never receivable, earned by the settlement. */
  readonly proRataInterestSen: number;
  /** The product's early-settlement penalty. */
  readonly penaltySen: number;
  /** Credit held for the borrower that goes to the settlement. */
  readonly creditSen: number;
}

/**
 * A full settlement: the money received and the credit held (Dr Cash, Dr BorrowerCredit) clear
 * every receivable (Cr PrincipalReceivable, InterestReceivable, LateChargeReceivable) and earn the
 * pro-rata interest (Cr InterestIncome) and the penalty (Cr SettlementIncome). The money received
 * is therefore what the quote's total says: everything owed, plus pro-rata and penalty, less credit.
 */
export function settlementEntry(head: LedgerEntryHead, parts: SettlementParts): LedgerEntry {
  const owed =
    parts.principalSen +
    parts.dueInterestSen +
    parts.lateChargeSen +
    parts.proRataInterestSen +
    parts.penaltySen;
  const received = amount(owed - parts.creditSen);
  const whole = (sen: number) =>
    parseOr(
      z.number().int().min(0),
      sen,
      LEDGER_BAD_AMOUNT,
      'An amount posted to the ledger must be a whole number of sen, zero or more.',
    );
  return entry(head, 'Settlement', [
    debit('Cash', received),
    debit('BorrowerCredit', whole(parts.creditSen)),
    credit('PrincipalReceivable', whole(parts.principalSen)),
    credit('InterestReceivable', whole(parts.dueInterestSen)),
    credit('LateChargeReceivable', whole(parts.lateChargeSen)),
    credit('InterestIncome', whole(parts.proRataInterestSen)),
    credit('SettlementIncome', whole(parts.penaltySen)),
  ]);
}

const incomeOf: Record<ReversibleReceivable, LedgerAccount> = {
  InterestReceivable: 'InterestIncome',
  LateChargeReceivable: 'LateChargeIncome',
};

/** Takes back interest or a charge made in error: Dr its income, Cr its receivable. */
export function creditNoteEntry(
  head: LedgerEntryHead,
  receivable: ReversibleReceivable,
  sen: number,
): LedgerEntry {
  const reversed = amount(sen);
  return entry(head, 'CreditNote', [debit(incomeOf[receivable], reversed), credit(receivable, reversed)]);
}

/**
 * A ledger's running totals: each account's balance (debit-positive; an account no entry names is
 * 0) and the money received from the borrower (the Cash debits of Payment and Settlement entries:
 * credit applied is not paid again). Kept beside the account in the transaction that posts the
 * entries, so what is owed is read in one item however long the ledger grows.
 */
export const ledgerTotalsSchema = z.object({
  Balances: z.object(
    Object.fromEntries(ledgerAccounts.map((a) => [a, z.number().int()])) as Record<
      LedgerAccount,
      z.ZodNumber
    >,
  ),
  PaidToDateSen: z.number().int().min(0),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

const noTotals: LedgerTotals = {
  Balances: Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<LedgerAccount, number>,
  PaidToDateSen: 0,
};

/** The totals of `from` (none when not given) with `entries` posted to them. */
export function ledgerTotals(entries: readonly LedgerEntry[], from: LedgerTotals = noTotals): LedgerTotals {
  const balances = { ...from.Balances };
  let paid = from.PaidToDateSen;
  for (const e of entries) {
    for (const line of e.Lines) {
      balances[line.Account] += line.DebitSen - line.CreditSen;
      if (line.Account === 'Cash' && (e.Kind === 'Payment' || e.Kind === 'Settlement')) paid += line.DebitSen;
    }
  }
  return { Balances: balances, PaidToDateSen: paid };
}

/** The accounts that say what the borrower owes: the receivables, less the credit held for them. */
const borrowerAccounts: ReadonlySet<LedgerAccount> = new Set([
  'PrincipalReceivable',
  'InterestReceivable',
  'LateChargeReceivable',
  'BorrowerCredit',
]);

const owedChangeOf = (e: LedgerEntry) =>
  e.Lines.reduce((sum, l) => (borrowerAccounts.has(l.Account) ? sum + l.DebitSen - l.CreditSen : sum), 0);

/**
 * What the borrower owes: principal, interest and late charges receivable, less the credit held
 * for them (BorrowerCredit's balance is negative while credit is held, so it is added). Negative
 * when the lender holds more for the borrower than they owe.
 */
export function owedSen(totals: LedgerTotals): number {
  let owed = 0;
  for (const account of borrowerAccounts) owed += totals.Balances[account];
  return owed;
}

/**
 * What the borrower still owes on the whole loan (contract `BalanceOutstanding`): what the ledger
 * says is owed now (the ledger balance, `owedSen`), plus the interest not yet billed: that of the
 * installments not yet due, which the ledger does not hold until each falls due.
 */
export function balanceOutstandingSen(
  totals: LedgerTotals,
  rows: readonly { Status: string; InterestSen: number }[],
): number {
  return owedSen(totals) + interestNotYetBilledSen(rows);
}

export interface TransactionRow {
  readonly EntryId: string;
  readonly At: string;
  readonly Description: string;
  /** What the entry added to what the borrower owes (a charge). */
  readonly DebitSen: number;
  /** What it took off (a payment, a credit note). */
  readonly CreditSen: number;
  /** What the borrower owes after it: `owedSen` of the entries up to this one. */
  readonly BalanceSen: number;
  readonly Ref?: string;
}

const compare = <T extends number | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The borrower's statement: one row per entry that changes what they owe, in order of At (by the
 * instant, so offsets compare rightly) then EntryId, with the running balance. Each row is the
 * entry's net change of what is owed, so a payment is one credit whether it paid charges,
 * interest, principal or went to credit; an entry that changes nothing owed (credit applied to an
 * installment) is not the borrower's transaction and has no row.
 */
export function transactionHistory(entries: readonly LedgerEntry[]): TransactionRow[] {
  const ordered = [...entries].sort(
    (a, b) => compare(Date.parse(a.At), Date.parse(b.At)) || compare(a.EntryId, b.EntryId),
  );
  let balance = 0;
  const rows: TransactionRow[] = [];
  for (const e of ordered) {
    const change = owedChangeOf(e);
    if (change === 0) continue;
    balance += change;
    rows.push({
      EntryId: e.EntryId,
      At: e.At,
      Description: e.Description,
      DebitSen: Math.max(change, 0),
      CreditSen: Math.max(-change, 0),
      BalanceSen: balance,
      ...(e.Ref === undefined ? {} : { Ref: e.Ref }),
    });
  }
  return rows;
}
