import {
  assertBalanced,
  chargeSenOf,
  dueDateOf,
  isDomainError,
  type LedgerEntry,
  ledgerAccounts,
  ledgerTotals,
  owedSen,
} from '@ezc/domain';
import { addDays } from '@ezc/platform/clock/malaysia-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountState,
  accrued,
  activated,
  balanceOutstandingSen,
  type Changed,
  chargeCredited,
  creditHeldSen,
  opened,
  paid,
  payableLimitSen,
  quoteOf,
  settled,
} from './account-changes';
import { type LoanAccount, scheduledRow } from './loan-account';

const AGREEMENT = '2026-01-31';
const AT = '2026-01-31T10:00:00+08:00';

function accountOf(rows: { principal: number; interest: number }[]): LoanAccount {
  return {
    LoanNo: 'EZC000001',
    CustomerId: 'CUST-000001',
    BorrowerName: 'Test Borrower',
    ApplicationId: 'APP-1',
    AmountSen: rows.reduce((t, r) => t + r.principal, 0),
    AgreementDate: AGREEMENT,
    PaymentDate: AGREEMENT,
    Penalty: { Type: 'None' },
    Rows: rows.map((r, k) =>
      scheduledRow({
        ScheduleId: `EZC000001-${String(k + 1).padStart(3, '0')}`,
        InstallmentNo: k + 1,
        DueDate: dueDateOf(AGREEMENT, k + 1),
        PrincipalSen: r.principal,
        InterestSen: r.interest,
        TotalSen: r.principal + r.interest,
      }),
    ),
    Invoices: [],
    OpenedAt: AT,
  };
}

const sum = (list: readonly number[]) => list.reduce((t, x) => t + x, 0);

/** The invariants every state of an account keeps, whatever happened to it. */
function checkInvariants(s: AccountState, entries: readonly LedgerEntry[]) {
  for (const e of entries) assertBalanced(e);
  // The totals carried change by change are those of every entry posted.
  expect(s.ledger).toEqual(ledgerTotals(entries));
  const balances = s.ledger.Balances;
  // Double entry: all the accounts together always net to nothing.
  expect(sum(ledgerAccounts.map((a) => balances[a]))).toBe(0);
  // Outstanding = schedule − payments + charges − charges taken back, to the sen.
  const schedule = sum(s.account.Rows.map((r) => r.TotalSen));
  const charged = sum(s.account.Rows.map((r) => r.LateChargeSen));
  const credited = sum(s.account.Rows.map((r) => r.LateChargeCreditedSen));
  expect(balanceOutstandingSen(s)).toBe(schedule - s.ledger.PaidToDateSen + charged - credited);
  // A row's charges posted are its exact accrual rounded once, never more, never less.
  for (const r of s.account.Rows) {
    expect(r.LateChargeSen).toBe(chargeSenOf(r.AccruedNumerator));
    expect(r.PrincipalPaidSen).toBeLessThanOrEqual(r.PrincipalSen);
    expect(r.InterestPaidSen).toBeLessThanOrEqual(r.InterestSen);
    expect(r.LateChargePaidSen + r.LateChargeCreditedSen).toBeLessThanOrEqual(r.LateChargeSen);
  }
  expect(creditHeldSen(s.ledger)).toBeGreaterThanOrEqual(0);
  expect(balances.PrincipalReceivable).toBe(
    sum(s.account.Rows.map((r) => r.PrincipalSen - r.PrincipalPaidSen)),
  );
}

const rowsArb = fc.array(
  fc.record({
    principal: fc.integer({ min: 1, max: 2_000_000 }),
    interest: fc.integer({ min: 0, max: 300_000 }),
  }),
  { minLength: 1, maxLength: 12 },
);
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('activate' as const) }),
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({ kind: fc.constant('credit' as const) }),
);

describe('a loan account under any sequence of activations, payments, late days and credit notes', () => {
  it('keeps every posting balanced and outstanding = schedule − payments + charges, to the sen', () => {
    fc.assert(
      fc.property(rowsArb, fc.array(stepArb, { maxLength: 40 }), (rows, steps) => {
        let today = AGREEMENT;
        const entries: LedgerEntry[] = [];
        const track = (c: Changed): AccountState => {
          entries.push(...c.posted);
          return c;
        };
        let s: AccountState = track(opened(accountOf(rows), AT));
        checkInvariants(s, entries);
        let n = 0;
        for (const step of steps) {
          const at = `${today}T12:00:00+08:00`;
          n += 1;
          if (step.kind === 'days') {
            today = addDays(today, step.days);
            s = track(accrued(s, addDays(today, -1), `${today}T00:05:00+08:00`));
          } else if (step.kind === 'activate') {
            const next = s.account.Rows.find((r) => r.Status === 'Scheduled');
            const before = next && s.account.Rows.find((r) => r.InstallmentNo === next.InstallmentNo - 1);
            if (next && (!before || before.Status === 'Paid'))
              s = track(activated(s, next.InstallmentNo, today, at));
          } else if (step.kind === 'credit') {
            const row = s.account.Rows.find(
              (r) => r.LateChargeSen - r.LateChargePaidSen - r.LateChargeCreditedSen > 0,
            );
            if (row) {
              s = track(
                chargeCredited(s, {
                  installmentNo: row.InstallmentNo,
                  amountSen: row.LateChargeSen - row.LateChargePaidSen - row.LateChargeCreditedSen,
                  creditNoteNo: `CN-${n}`,
                  at,
                  reason: 'Test',
                }),
              );
            }
          } else {
            const limit = payableLimitSen(s, today);
            const amount = Math.floor(limit * step.share);
            if (amount < 1) continue;
            const owedBefore = balanceOutstandingSen(s);
            const paidBefore = s.ledger.PaidToDateSen;
            try {
              s = track(
                paid(s, {
                  amountSen: amount,
                  date: today,
                  at,
                  paymentId: `P${n}`,
                  receiptNo: `R${n}`,
                  description: 'Payment',
                }),
              );
            } catch (e) {
              // Only what is above the limit is refused, and with the overpayment refusal.
              expect(amount).toBeGreaterThan(limit);
              expect(isDomainError(e) && e.code).toBe('PAYMENT.OVERPAYMENT');
              continue;
            }
            expect(amount).toBeLessThanOrEqual(limit);
            // A payment moves what is paid and what is owed by exactly its amount.
            expect(s.ledger.PaidToDateSen - paidBefore).toBe(amount);
            expect(owedBefore - balanceOutstandingSen(s)).toBe(amount);
          }
          checkInvariants(s, entries);
        }
        // Settled at the end with its quote: the money received is the quote's total and nothing
        // is owed after it.
        const quote = quoteOf(s, today);
        if (quote.TotalSen <= 0) return;
        const requested: AccountState = {
          ...s,
          account: {
            ...s.account,
            Settlement: {
              Stage: 'Requested',
              PaymentId: 'S',
              AsOf: quote.AsOf,
              ProRataInterestSen: quote.ProRataInterestSen,
              PenaltySen: quote.PenaltySen,
              TotalSen: quote.TotalSen,
            },
          },
        };
        const done = settled(requested, {
          quote,
          receiptNo: 'RS',
          date: today,
          at: `${today}T15:00:00+08:00`,
          paymentId: 'S',
        });
        for (const e of done.posted) assertBalanced(e);
        expect(done.ledger.PaidToDateSen - s.ledger.PaidToDateSen).toBe(quote.TotalSen);
        expect(owedSen(done.ledger)).toBe(0);
        expect(balanceOutstandingSen(done)).toBe(0);
        expect(done.account.Rows.every((r) => r.Status === 'Paid')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('posts a day of late charges once, however often it is accrued', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 5 }),
        (rows, days, runs) => {
          let s: AccountState = opened(accountOf(rows), AT);
          s = activated(s, 1, AGREEMENT, AT);
          const due = s.account.Rows[0]!.DueDate;
          const through = addDays(due, days);
          let once = accrued(s, through, AT);
          const posted = once.posted.length;
          for (let k = 1; k < runs; k++) {
            const again = accrued(once, through, AT);
            expect(again.posted).toEqual([]);
            once = again;
          }
          // 8 × S per day, S the installment unpaid, rounded once: the hand formula.
          const S = s.account.Rows[0]!.TotalSen;
          const expected = Math.floor((2 * 8 * S * days + 36_500) / (2 * 36_500));
          expect(once.account.Rows[0]!.LateChargeSen).toBe(expected);
          expect(posted).toBe(expected > 0 ? 1 : 0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('worked: one installment paid in part, then with credit held', () => {
  it('allocates interest before principal and holds the excess for the next installment', () => {
    // Two installments of 1,000.00 + 180.00. 500.00 pays 180.00 interest and 320.00 principal.
    let s: AccountState = opened(
      accountOf([
        { principal: 100_000, interest: 18_000 },
        { principal: 100_000, interest: 18_000 },
      ]),
      AT,
    );
    s = activated(s, 1, AGREEMENT, AT);
    s = paid(s, {
      amountSen: 50_000,
      date: AGREEMENT,
      at: AT,
      paymentId: 'P1',
      receiptNo: 'R1',
      description: 'x',
    });
    expect(s.account.Rows[0]).toMatchObject({
      Status: 'Partial Paid',
      InterestPaidSen: 18_000,
      PrincipalPaidSen: 32_000,
    });
    // 1,000.00 more: 680.00 finishes installment 1, 320.00 is held.
    s = paid(s, {
      amountSen: 100_000,
      date: AGREEMENT,
      at: AT,
      paymentId: 'P2',
      receiptNo: 'R2',
      description: 'x',
    });
    expect(s.account.Rows[0]!.Status).toBe('Paid');
    expect(creditHeldSen(s.ledger)).toBe(32_000);
    // Installment 2 falls due: the 320.00 held pays its 180.00 interest and 140.00 of principal.
    s = activated(s, 2, '2026-02-28', AT);
    expect(s.account.Rows[1]).toMatchObject({
      Status: 'Partial Paid',
      InterestPaidSen: 18_000,
      PrincipalPaidSen: 14_000,
    });
    expect(creditHeldSen(s.ledger)).toBe(0);
    // 236,000 scheduled − 150,000 paid = 86,000 owed.
    expect(balanceOutstandingSen(s)).toBe(86_000);
  });
});
