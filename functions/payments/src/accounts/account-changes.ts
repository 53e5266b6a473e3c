import {
  accrueBetween,
  allocatePayment,
  creditAppliedEntry,
  creditNoteEntry,
  decideInstallment,
  disbursementEntry,
  installmentDueEntry,
  type LedgerEntry,
  type LedgerTotals,
  type LoanAccountChangedData,
  lateChargeEntry,
  lateChargeIncrementSen,
  balanceOutstandingSen as ledgerBalanceOutstandingSen,
  ledgerTotals,
  newInvoice,
  overpaymentRefusal,
  paymentEntry,
  type SettlementQuote,
  settlementEntry,
  settlementQuote,
} from '@ezc/domain';
import { addDays, malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import {
  type AccountRow,
  activationDay,
  applyAllocation,
  chargeOnInvoice,
  duesOf,
  eventRowsOf,
  installmentInvoiceNo,
  isActivated,
  isFrozen,
  type LoanAccount,
  lateChargeUnpaidSen,
  lateFrom,
  overdueBaseSen,
} from './loan-account';

/**
 * The money rules applied to a loan's account: each function answers the account after a change
 * and the ledger entries that change posts (all balanced by the domain's builders), with the
 * ledger's totals after them; nothing here reads or writes a table.
 */

export interface AccountState {
  account: LoanAccount;
  /** The totals of every entry posted so far, the new ones included. */
  ledger: LedgerTotals;
}
export interface Changed extends AccountState {
  /** The entries this change posts. */
  posted: LedgerEntry[];
}

const noChange = (s: AccountState): Changed => ({ ...s, posted: [] });
const withPosted = (s: AccountState, account: LoanAccount, posted: LedgerEntry[]): Changed => ({
  account,
  ledger: ledgerTotals(posted, s.ledger),
  posted,
});
const chain = (first: Changed, next: (s: AccountState) => Changed): Changed => {
  const second = next(first);
  return { ...second, posted: [...first.posted, ...second.posted] };
};
const compact = (date: string) => date.replaceAll('-', '');

/** Credit held for the borrower, in sen (BorrowerCredit's balance is negative while credit is held). */
export const creditHeldSen = (ledger: LedgerTotals) => Math.max(-ledger.Balances.BorrowerCredit, 0);

/** The account opened at disbursement: the principal is owed, every row 'Scheduled'. */
export function opened(account: LoanAccount, at: string): Changed {
  const entry = disbursementEntry(
    {
      EntryId: 'DISBURSEMENT',
      LoanNo: account.LoanNo,
      At: at,
      Description: 'Disbursement',
      Ref: `DIS-${account.LoanNo}`,
    },
    account.AmountSen,
  );
  return withPosted({ account, ledger: ledgerTotals([]) }, account, [entry]);
}

/**
 * Late charges accrued on every overdue row through `throughDate` (a day that has ended): each
 * row's exact numerator grows by 8 × S for each day since it was last accrued, S being its unpaid
 * principal and interest; the growth of its rounded charge is posted once, under an id naming the
 * row and the day, so a second run for the same day can never post it again.
 */
export function accrued(s: AccountState, throughDate: string, at: string): Changed {
  if (isFrozen(s.account)) return noChange(s);
  let account = s.account;
  const posted: LedgerEntry[] = [];
  const rows = account.Rows.map((r) => {
    if (!isActivated(r) || r.Status === 'Paid') return r;
    // Nothing is late before the row was due, nor before it was invoiced.
    const from = lateFrom(r);
    const before = {
      InstallmentNo: r.InstallmentNo,
      AccruedNumerator: r.AccruedNumerator,
      ...(r.LastAccruedDate ? { LastAccruedDate: r.LastAccruedDate } : {}),
    };
    const after = accrueBetween(before, from, throughDate, overdueBaseSen(r));
    if (after === before) return r;
    const increment = lateChargeIncrementSen(before, after);
    const next: AccountRow = {
      ...r,
      AccruedNumerator: after.AccruedNumerator,
      ...(after.LastAccruedDate ? { LastAccruedDate: after.LastAccruedDate } : {}),
      LateChargeSen: r.LateChargeSen + increment,
    };
    if (increment > 0) {
      posted.push(
        lateChargeEntry(
          {
            EntryId: `LPC-${r.ScheduleId}-${compact(throughDate)}`,
            LoanNo: account.LoanNo,
            At: at,
            Description: `Late payment charge, installment ${r.InstallmentNo}, to ${throughDate}`,
            Ref: `LPC-${r.ScheduleId}`,
          },
          increment,
        ),
      );
      account = { ...account, Invoices: chargeOnInvoice(account, r, increment, throughDate) };
    }
    return next;
  });
  return withPosted(s, { ...account, Rows: rows }, posted);
}

/** Credit held goes to what is due now, as a payment would (the rest stays held). */
export function creditApplied(s: AccountState, today: string, at: string, entryId: string): Changed {
  const credit = creditHeldSen(s.ledger);
  const dues = duesOf(s.account);
  const dueSen = dues.reduce((t, d) => t + d.LateChargeSen + d.InterestSen + d.PrincipalSen, 0);
  if (credit === 0 || dueSen === 0) return noChange(s);
  const allocation = allocatePayment(credit, dues);
  const entry = creditAppliedEntry(
    { EntryId: entryId, LoanNo: s.account.LoanNo, At: at, Description: 'Credit held applied' },
    allocation,
  );
  return withPosted(s, applyAllocation(s.account, allocation, today), [entry]);
}

/**
 * When something that happened on `day` is posted at `at`: `at` itself on that day (or when it is
 * done ahead), else the start of `day` in Malaysia, so a run that catches up dates it as it
 * would have been dated on its day.
 */
const postedOn = (day: string, at: string) =>
  malaysiaDate(new Date(at)) <= day ? at : new Date(`${day}T00:00:00+08:00`).toISOString();

/**
 * Installment `installmentNo` is invoiced as of `day`: 'Unpaid' through the installment machine
 * (which refuses one already activated), its interest recognised and its invoice raised on that
 * day. Credit held is not applied here (`activated` and the daily run apply it).
 */
export function invoiced(s: AccountState, installmentNo: number, day: string, at: string): Changed {
  const row = s.account.Rows.find((r) => r.InstallmentNo === installmentNo)!;
  const status = decideInstallment(row.Status, { type: 'ACTIVATE' });
  const rows = s.account.Rows.map((r) => (r === row ? { ...r, Status: status, ActivatedOn: day } : r));
  const invoice = {
    InvoiceNo: installmentInvoiceNo(row),
    Type: 'Installment' as const,
    InstallmentNo: row.InstallmentNo,
    Date: day,
    DueDate: row.DueDate,
    AmountSen: row.TotalSen,
    PaidSen: 0,
    ...newInvoice(),
  };
  const account = { ...s.account, Rows: rows, Invoices: [...s.account.Invoices, invoice] };
  const posted =
    row.InterestSen > 0
      ? [
          installmentDueEntry(
            {
              EntryId: `DUE-${row.ScheduleId}`,
              LoanNo: account.LoanNo,
              At: postedOn(day, at),
              Description: `Installment ${row.InstallmentNo} due ${row.DueDate}`,
              Ref: installmentInvoiceNo(row),
            },
            row.InterestSen,
          ),
        ]
      : [];
  return withPosted(s, account, posted);
}

/**
 * Installment `installmentNo` falls due today (staff activating it, or the first on its payment
 * date): invoiced, and any credit held applied to it.
 */
export function activated(s: AccountState, installmentNo: number, today: string, at: string): Changed {
  const row = s.account.Rows.find((r) => r.InstallmentNo === installmentNo)!;
  return chain(invoiced(s, installmentNo, today, at), (next) =>
    creditApplied(next, today, at, `CREDIT-${row.ScheduleId}`),
  );
}

/**
 * What the daily run does on `today` (late charges already accrued up to yesterday): every
 * installment whose activation day has come falls due as of that day, whether or not the ones
 * before it are paid; one that fell due before today (a run that catches up missed days, or an
 * account kept from when an installment waited for the one before it) accrues its late days from
 * its due date at once; then credit held goes to what is due. Undefined when nothing falls due.
 */
export function fallenDue(s: AccountState, today: string, at: string): Changed | undefined {
  const due = dueForActivation(s.account, today);
  if (due.length === 0) return undefined;
  let state: Changed = { ...s, posted: [] };
  for (const no of due) {
    const row = state.account.Rows.find((r) => r.InstallmentNo === no)!;
    state = chain(state, (next) => invoiced(next, no, activationDay(next.account, row), at));
  }
  const last = state.account.Rows.find((r) => r.InstallmentNo === due.at(-1))!;
  state = chain(state, (next) => accrued(next, addDays(today, -1), at));
  return chain(state, (next) => creditApplied(next, today, at, `CREDIT-${last.ScheduleId}`));
}

/** The settlement quote of the account at `asOf` (settlement.ts), from its rows and ledger. */
export function quoteOf(s: AccountState, asOf: string, withPenalty = true): SettlementQuote {
  const a = s.account;
  const balances = s.ledger.Balances;
  return settlementQuote({
    AsOf: asOf < a.AgreementDate ? a.AgreementDate : asOf,
    AgreementDate: a.AgreementDate,
    Installments: a.Rows.map((r) => ({
      InstallmentNo: r.InstallmentNo,
      DueDate: r.DueDate,
      InterestSen: r.InterestSen,
      UnpaidPrincipalSen: r.PrincipalSen - r.PrincipalPaidSen,
      // Interest not yet recognised is never paid (a payment ahead is held as credit).
      UnpaidInterestSen: isActivated(r) ? r.InterestSen - r.InterestPaidSen : r.InterestSen,
      Recognised: isActivated(r),
    })),
    LateChargesSen: Math.max(balances.LateChargeReceivable, 0),
    BorrowerCreditSen: creditHeldSen(s.ledger),
    Penalty: withPenalty ? a.Penalty : { Type: 'None' },
  });
}

/**
 * The most the borrower may pay now: all that settles the loan without its penalty. Interest of
 * installments already past their due date but not yet activated counts as due.
 */
export const payableLimitSen = (s: AccountState, today: string) =>
  Math.max(quoteOf(s, today, false).TotalSen, 0);

/**
 * A payment of `amountSen` received on `date`: refused above what settles the loan; otherwise
 * allocated to what is due (late charges, interest, principal, oldest first), the rest held.
 */
export function paid(
  s: AccountState,
  input: {
    amountSen: number;
    date: string;
    at: string;
    paymentId: string;
    /** The receipt it is given: the borrower's statement names it. */
    receiptNo: string;
    description: string;
  },
): Changed {
  const refusal = overpaymentRefusal(input.amountSen, payableLimitSen(s, input.date));
  if (refusal) throw refusal;
  const allocation = allocatePayment(input.amountSen, duesOf(s.account));
  const entry = paymentEntry(
    {
      EntryId: `PAY-${input.paymentId}`,
      LoanNo: s.account.LoanNo,
      At: input.at,
      Description: input.description,
      Ref: input.receiptNo,
    },
    allocation,
  );
  const account = applyAllocation(s.account, allocation, input.date);
  return withPosted(s, { ...account, LastPayment: { Date: input.date, AmountSen: input.amountSen } }, [
    entry,
  ]);
}

/** How a payment was shared, for its receipt. */
export function allocationOf(before: LoanAccount, after: LoanAccount) {
  return after.Rows.flatMap((r) => {
    const b = before.Rows.find((x) => x.InstallmentNo === r.InstallmentNo)!;
    const lateCharge = r.LateChargePaidSen - b.LateChargePaidSen;
    const interest = r.InterestPaidSen - b.InterestPaidSen;
    const principal = r.PrincipalPaidSen - b.PrincipalPaidSen;
    return lateCharge + interest + principal > 0
      ? [
          {
            InstallmentNo: r.InstallmentNo,
            LateChargeSen: lateCharge,
            InterestSen: interest,
            PrincipalSen: principal,
          },
        ]
      : [];
  });
}

/**
 * The full settlement received, as its quote said: the entry clears every receivable and the
 * credit held, and what the quote asked beyond them and the penalty is interest earned now (the
 * current period's pro rata, and the interest of installments past due but never activated).
 * Every row is paid through the installment machine and every open invoice settled.
 */
export function settled(
  s: AccountState,
  input: {
    quote: Pick<SettlementQuote, 'ProRataInterestSen' | 'PenaltySen'>;
    receiptNo: string;
    date: string;
    at: string;
    paymentId: string;
  },
): Changed {
  const balances = s.ledger.Balances;
  const settlement = s.account.Settlement!;
  const principalSen = Math.max(balances.PrincipalReceivable, 0);
  const dueInterestSen = Math.max(balances.InterestReceivable, 0);
  const lateChargeSen = Math.max(balances.LateChargeReceivable, 0);
  const creditSen = creditHeldSen(s.ledger);
  const earnedSen =
    settlement.TotalSen + creditSen - principalSen - dueInterestSen - lateChargeSen - input.quote.PenaltySen;
  const entry = settlementEntry(
    {
      EntryId: `SETTLE-${input.paymentId}`,
      LoanNo: s.account.LoanNo,
      At: input.at,
      Description: 'Full settlement',
      Ref: input.receiptNo,
    },
    {
      principalSen,
      dueInterestSen,
      lateChargeSen,
      proRataInterestSen: earnedSen,
      penaltySen: input.quote.PenaltySen,
      creditSen,
    },
  );
  const current = s.account.Rows.find(
    (r) => r.Status !== 'Paid' && r.DueDate > input.date && r.Status === 'Scheduled',
  );
  const rows = s.account.Rows.map((r) => {
    if (r.Status === 'Paid') return r;
    const interestPaid =
      isActivated(r) || r.DueDate <= input.date
        ? r.InterestSen
        : r === current
          ? input.quote.ProRataInterestSen
          : 0;
    return {
      ...r,
      Status: decideInstallment(r.Status, { type: 'PAY_IN_FULL' }),
      PrincipalPaidSen: r.PrincipalSen,
      InterestPaidSen: Math.max(r.InterestPaidSen, interestPaid),
      LateChargePaidSen: r.LateChargePaidSen + lateChargeUnpaidSen(r),
      LastPaidOn: input.date,
    };
  });
  const invoices = s.account.Invoices.map((i) =>
    i.Status === 'Unpaid' || i.Status === 'Partial Settled'
      ? { ...i, PaidSen: i.AmountSen, Status: 'Settled' as const }
      : i,
  );
  const account: LoanAccount = {
    ...s.account,
    Rows: rows,
    Invoices: invoices,
    Settlement: { ...settlement, Stage: 'Approved' },
    LastPayment: { Date: input.date, AmountSen: settlement.TotalSen },
  };
  return withPosted(s, account, [entry]);
}

/** A credit note taking back `amountSen` of a row's late charges. */
export function chargeCredited(
  s: AccountState,
  input: { installmentNo: number; amountSen: number; creditNoteNo: string; at: string; reason: string },
): Changed {
  const entry = creditNoteEntry(
    {
      EntryId: input.creditNoteNo,
      LoanNo: s.account.LoanNo,
      At: input.at,
      Description: input.reason,
      Ref: input.creditNoteNo,
    },
    'LateChargeReceivable',
    input.amountSen,
  );
  const rows = s.account.Rows.map((r) =>
    r.InstallmentNo === input.installmentNo
      ? { ...r, LateChargeCreditedSen: r.LateChargeCreditedSen + input.amountSen }
      : r,
  );
  return withPosted(s, { ...s.account, Rows: rows }, [entry]);
}

/**
 * What the borrower still owes in all: what the ledger holds owed, plus the interest of the
 * installments not yet activated (none once the loan is settled).
 */
export function balanceOutstandingSen(s: AccountState): number {
  return ledgerBalanceOutstandingSen(s.ledger, s.account.Rows);
}

/** The account's whole picture, as `loan-account.changed` carries it. */
export function pictureOf(s: AccountState, version: number): LoanAccountChangedData {
  return {
    LoanNo: s.account.LoanNo,
    CustomerId: s.account.CustomerId,
    AccountVersion: version,
    TotalPaidToDateSen: s.ledger.PaidToDateSen,
    BalanceOutstandingSen: balanceOutstandingSen(s),
    Rows: eventRowsOf(s.account),
    ...(s.account.Settlement ? { Settlement: s.account.Settlement.Stage } : {}),
  };
}

/**
 * The installments due to be activated by `today`, in order: the first on the disbursement's
 * payment date, every other on its due date, paid or not the ones before it (`activationDay`).
 * Several at once when days were missed. None while a settlement is frozen.
 */
export function dueForActivation(a: LoanAccount, today: string): number[] {
  if (isFrozen(a)) return [];
  return a.Rows.filter((r) => r.Status === 'Scheduled' && activationDay(a, r) <= today).map(
    (r) => r.InstallmentNo,
  );
}
