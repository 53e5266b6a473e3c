import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentAllocation } from './allocation';
import {
  assertBalanced,
  creditAppliedEntry,
  creditNoteEntry,
  disbursementEntry,
  installmentDueEntry,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerEntryHead,
  lateChargeEntry,
  ledgerTotals,
  ledgerTotalsSchema,
  owedSen,
  paymentEntry,
  settlementEntry,
  transactionHistory,
} from './ledger';

const head = (EntryId: string, At = '2026-03-05T10:00:00+08:00', Description = EntryId): LedgerEntryHead => ({
  EntryId,
  LoanNo: 'EZC000001',
  At,
  Description,
});

const dr = (Account: LedgerAccount, DebitSen: number) => ({ Account, DebitSen, CreditSen: 0 });
const cr = (Account: LedgerAccount, CreditSen: number) => ({ Account, DebitSen: 0, CreditSen });

describe('the entries each builder posts', () => {
  it('disburses: Dr PrincipalReceivable, Cr Cash', () => {
    expect(disbursementEntry({ ...head('D1'), Ref: 'DISB-1' }, 1_000_000)).toEqual({
      EntryId: 'D1',
      LoanNo: 'EZC000001',
      At: '2026-03-05T10:00:00+08:00',
      Kind: 'Disbursement',
      Description: 'D1',
      Lines: [dr('PrincipalReceivable', 1_000_000), cr('Cash', 1_000_000)],
      Ref: 'DISB-1',
    });
  });

  it('recognises interest when an installment falls due: Dr InterestReceivable, Cr InterestIncome', () => {
    const e = installmentDueEntry(head('I1'), 15_000);
    expect(e.Kind).toBe('InstallmentDue');
    expect(e.Lines).toEqual([dr('InterestReceivable', 15_000), cr('InterestIncome', 15_000)]);
    expect(e).not.toHaveProperty('Ref');
  });

  it('posts a payment by its allocation: Dr Cash with all of it, Cr each part it paid', () => {
    // 300 + 15,000 + 83,333 of installment 1 and 5,000 of installment 2's interest: 103,633.
    const allocation: PaymentAllocation = {
      installments: [
        { InstallmentNo: 1, LateChargeSen: 300, InterestSen: 15_000, PrincipalSen: 83_333 },
        { InstallmentNo: 2, LateChargeSen: 0, InterestSen: 5_000, PrincipalSen: 0 },
      ],
      excessSen: 0,
    };
    const e = paymentEntry(head('P1'), allocation);
    expect(e.Kind).toBe('Payment');
    expect(e.Lines).toEqual([
      dr('Cash', 103_633),
      cr('LateChargeReceivable', 300),
      cr('InterestReceivable', 20_000),
      cr('PrincipalReceivable', 83_333),
    ]);
  });

  it('keeps what is left over for the borrower: Cr BorrowerCredit, and no lines of nothing', () => {
    const e = paymentEntry(head('P2'), {
      installments: [{ InstallmentNo: 3, LateChargeSen: 0, InterestSen: 4_000, PrincipalSen: 0 }],
      excessSen: 500,
    });
    expect(e.Lines).toEqual([dr('Cash', 4_500), cr('InterestReceivable', 4_000), cr('BorrowerCredit', 500)]);
    // Money paid when nothing is due is all credit.
    expect(paymentEntry(head('P3'), { installments: [], excessSen: 2_000 }).Lines).toEqual([
      dr('Cash', 2_000),
      cr('BorrowerCredit', 2_000),
    ]);
  });

  it('applies credit held to what fell due since: Dr BorrowerCredit, the excess staying held', () => {
    const e = creditAppliedEntry(head('C1'), {
      installments: [{ InstallmentNo: 3, LateChargeSen: 0, InterestSen: 11_498, PrincipalSen: 0 }],
      excessSen: 700,
    });
    expect(e.Kind).toBe('Payment');
    expect(e.Lines).toEqual([dr('BorrowerCredit', 11_498), cr('InterestReceivable', 11_498)]);
  });

  it('charges late payment: Dr LateChargeReceivable, Cr LateChargeIncome', () => {
    const e = lateChargeEntry(head('L1'), 647);
    expect(e.Kind).toBe('LateCharge');
    expect(e.Lines).toEqual([dr('LateChargeReceivable', 647), cr('LateChargeIncome', 647)]);
  });

  it('reverses interest or a charge: Dr the income, Cr the receivable', () => {
    const note = creditNoteEntry(head('N1'), 'InterestReceivable', 1_000);
    expect(note.Kind).toBe('CreditNote');
    expect(note.Lines).toEqual([dr('InterestIncome', 1_000), cr('InterestReceivable', 1_000)]);
    const charge = creditNoteEntry(head('N2'), 'LateChargeReceivable', 647);
    expect(charge.Lines).toEqual([dr('LateChargeIncome', 647), cr('LateChargeReceivable', 647)]);
  });

  it('refuses an amount that is not whole sen more than zero', () => {
    const bad = expect.objectContaining({
      kind: 'validation',
      code: 'LEDGER.BAD_AMOUNT',
      message: 'An amount posted to the ledger must be a whole number of sen, more than zero.',
    });
    expect(() => disbursementEntry(head('X'), 0)).toThrow(bad);
    expect(() => installmentDueEntry(head('X'), -1)).toThrow(bad);
    expect(() => lateChargeEntry(head('X'), 6.47)).toThrow(bad);
    expect(() => creditNoteEntry(head('X'), 'InterestReceivable', Number.NaN)).toThrow(bad);
    expect(() => paymentEntry(head('X'), { installments: [], excessSen: 0 })).toThrow(bad);
  });
});

describe('settlementEntry', () => {
  // The README's worked quote: RM 8,333.34 principal, RM 75.00 pro rata, a 2% penalty of RM 166.67,
  // no arrears: RM 8,575.01 received.
  it('clears every receivable and earns the pro-rata interest and the penalty', () => {
    const e = settlementEntry(head('S1'), {
      principalSen: 833_334,
      dueInterestSen: 0,
      lateChargeSen: 0,
      proRataInterestSen: 7_500,
      penaltySen: 16_667,
      creditSen: 0,
    });
    expect(e.Kind).toBe('Settlement');
    expect(e.Lines).toEqual([
      dr('Cash', 857_501),
      cr('PrincipalReceivable', 833_334),
      cr('InterestIncome', 7_500),
      cr('SettlementIncome', 16_667),
    ]);
    expect(ledgerTotals([e]).PaidToDateSen).toBe(857_501);
  });

  it('takes the credit held first and pays due interest and late charges', () => {
    // 500,000 + 15,000 + 647 + 2,500 + 10,000 = 528,147 owed; 20,000 held: 508,147 received.
    const e = settlementEntry(head('S2'), {
      principalSen: 500_000,
      dueInterestSen: 15_000,
      lateChargeSen: 647,
      proRataInterestSen: 2_500,
      penaltySen: 10_000,
      creditSen: 20_000,
    });
    expect(e.Lines).toEqual([
      dr('Cash', 508_147),
      dr('BorrowerCredit', 20_000),
      cr('PrincipalReceivable', 500_000),
      cr('InterestReceivable', 15_000),
      cr('LateChargeReceivable', 647),
      cr('InterestIncome', 2_500),
      cr('SettlementIncome', 10_000),
    ]);
    // Against a ledger holding exactly those receivables and that credit, nothing is owed after.
    const before = [
      disbursementEntry(head('D'), 500_000),
      installmentDueEntry(head('I'), 15_000),
      lateChargeEntry(head('L'), 647),
      paymentEntry(head('P'), { installments: [], excessSen: 20_000 }),
    ];
    expect(owedSen(ledgerTotals([...before, e]))).toBe(0);
    expect(ledgerTotals([...before, e]).Balances.SettlementIncome).toBe(-10_000);
  });

  it('refuses a settlement the credit held pays entirely (no money would move)', () => {
    expect(() =>
      settlementEntry(head('S3'), {
        principalSen: 1_000,
        dueInterestSen: 0,
        lateChargeSen: 0,
        proRataInterestSen: 0,
        penaltySen: 0,
        creditSen: 1_000,
      }),
    ).toThrow(expect.objectContaining({ code: 'LEDGER.BAD_AMOUNT' }));
  });
});

describe('assertBalanced', () => {
  const entry = (Lines: LedgerEntry['Lines']): LedgerEntry => ({ ...head('E1'), Kind: 'Payment', Lines });
  const refused = (message: string) =>
    expect.objectContaining({ kind: 'rule', code: 'LEDGER.UNBALANCED', message, details: { entryId: 'E1' } });

  it('accepts equal debits and credits, a line of nothing included', () => {
    expect(() =>
      assertBalanced(entry([dr('Cash', 500), cr('BorrowerCredit', 500), cr('InterestReceivable', 0)])),
    ).not.toThrow();
  });

  it('refuses fewer than two lines', () => {
    expect(() => assertBalanced(entry([dr('Cash', 0)]))).toThrow(
      refused('A ledger entry needs at least two lines.'),
    );
    expect(() => assertBalanced(entry([]))).toThrow(refused('A ledger entry needs at least two lines.'));
  });

  it('refuses amounts that are not whole sen, zero or more', () => {
    const message = 'Every amount in a ledger entry must be a whole number of sen, zero or more.';
    expect(() => assertBalanced(entry([dr('Cash', -5), cr('BorrowerCredit', -5)]))).toThrow(refused(message));
    expect(() => assertBalanced(entry([dr('Cash', 0.5), cr('BorrowerCredit', 0.5)]))).toThrow(
      refused(message),
    );
  });

  it('refuses a line that is both a debit and a credit', () => {
    expect(() =>
      assertBalanced(entry([{ Account: 'Cash', DebitSen: 100, CreditSen: 100 }, dr('Cash', 0)])),
    ).toThrow(refused('A ledger line is either a debit or a credit, not both.'));
  });

  it('refuses debits that differ from credits, saying both', () => {
    expect(() => assertBalanced(entry([dr('Cash', 1_000), cr('BorrowerCredit', 999)]))).toThrow(
      refused("The entry's debits (RM 10.00) and credits (RM 9.99) differ."),
    );
  });
});

/**
 * A loan of RM 10,000 (RM 150.00 interest and RM 833.33 principal a month), worked by hand:
 * installment 1 paid in full, installment 2 in two payments (RM 1.69 late charge first), the
 * second leaving RM 114.98 over, which goes to installment 3's interest when it falls due; then
 * RM 5.02 of that interest is credited back.
 */
const story: LedgerEntry[] = [
  disbursementEntry(head('E01', '2026-01-31T10:00:00+08:00', 'Loan disbursed'), 1_000_000),
  installmentDueEntry(head('E02', '2026-02-28T00:05:00+08:00', 'Interest, installment 1'), 15_000),
  paymentEntry(head('E03', '2026-03-05T11:00:00+08:00', 'Payment'), {
    installments: [{ InstallmentNo: 1, LateChargeSen: 0, InterestSen: 15_000, PrincipalSen: 83_333 }],
    excessSen: 0,
  }),
  installmentDueEntry(head('E04', '2026-03-31T00:05:00+08:00', 'Interest, installment 2'), 15_000),
  lateChargeEntry(head('E05', '2026-04-08T00:10:00+08:00', 'Late charge, installment 2'), 169),
  // 169 + 15,000 + 34,831 = 50,000.
  paymentEntry(head('E06', '2026-04-10T15:00:00+08:00', 'Payment'), {
    installments: [{ InstallmentNo: 2, LateChargeSen: 169, InterestSen: 15_000, PrincipalSen: 34_831 }],
    excessSen: 0,
  }),
  // 83,333 − 34,831 = 48,502 of principal left; 60,000 − 48,502 = 11,498 over.
  paymentEntry(head('E07', '2026-04-20T09:30:00+08:00', 'Payment'), {
    installments: [{ InstallmentNo: 2, LateChargeSen: 0, InterestSen: 0, PrincipalSen: 48_502 }],
    excessSen: 11_498,
  }),
  installmentDueEntry(head('E08', '2026-04-30T00:05:00+08:00', 'Interest, installment 3'), 15_000),
  creditAppliedEntry(head('E09', '2026-04-30T00:06:00+08:00', 'Credit applied'), {
    installments: [{ InstallmentNo: 3, LateChargeSen: 0, InterestSen: 11_498, PrincipalSen: 0 }],
    excessSen: 0,
  }),
  creditNoteEntry(head('E10', '2026-05-02T12:00:00+08:00', 'Credit note'), 'InterestReceivable', 502),
];

describe('what the entries say', () => {
  it('balances each account, debit-positive', () => {
    expect(ledgerTotals(story).Balances).toEqual({
      Cash: -791_667, // −1,000,000 + 98,333 + 50,000 + 60,000
      PrincipalReceivable: 833_334, // 1,000,000 − 83,333 − 34,831 − 48,502
      InterestReceivable: 3_000, // 3 × 15,000 − 15,000 − 15,000 − 11,498 − 502
      LateChargeReceivable: 0,
      InterestIncome: -44_498, // −45,000 + 502
      LateChargeIncome: -169,
      SettlementIncome: 0,
      BorrowerCredit: 0, // −11,498 + 11,498
    });
    expect(ledgerTotals([]).Balances.Cash).toBe(0);
  });

  it('says what is owed and what was paid', () => {
    // 1,000,000 + 45,000 interest + 169 charges − 208,333 paid − 502 credited = 836,334.
    expect(owedSen(ledgerTotals(story))).toBe(836_334);
    // The credit applied is not money received again.
    expect(ledgerTotals(story).PaidToDateSen).toBe(208_333);
    // Before E09 applied it, the credit was held, and the same 836,836 was owed.
    expect(owedSen(ledgerTotals(story.slice(0, 8)))).toBe(836_836);
    expect(ledgerTotals(story.slice(0, 8)).Balances.BorrowerCredit).toBe(-11_498);
  });

  it("tells the borrower's statement: charges raise the balance, payments and credits lower it", () => {
    expect(transactionHistory(story).map((r) => [r.EntryId, r.DebitSen, r.CreditSen, r.BalanceSen])).toEqual([
      ['E01', 1_000_000, 0, 1_000_000],
      ['E02', 15_000, 0, 1_015_000],
      ['E03', 0, 98_333, 916_667],
      ['E04', 15_000, 0, 931_667],
      ['E05', 169, 0, 931_836],
      ['E06', 0, 50_000, 881_836],
      ['E07', 0, 60_000, 821_836],
      ['E08', 15_000, 0, 836_836],
      // E09 moves credit already counted: not a transaction of the borrower's.
      ['E10', 0, 502, 836_334],
    ]);
    expect(transactionHistory(story)[0]).toEqual({
      EntryId: 'E01',
      At: '2026-01-31T10:00:00+08:00',
      Description: 'Loan disbursed',
      DebitSen: 1_000_000,
      CreditSen: 0,
      BalanceSen: 1_000_000,
    });
  });

  it('orders by the instant, then by EntryId, whatever order the entries come in', () => {
    // 09:00 in Malaysia is 01:00 UTC, before 02:00 UTC though it sorts after it as text.
    const entries = [
      lateChargeEntry(head('B', '2026-03-05T02:00:00Z'), 10),
      lateChargeEntry(head('A2', '2026-03-05T09:00:00+08:00'), 20),
      lateChargeEntry(head('A1', '2026-03-05T01:00:00Z'), 30),
      disbursementEntry(head('Z', '2026-03-01T00:00:00Z'), 1_000),
    ];
    expect(transactionHistory(entries).map((r) => [r.EntryId, r.BalanceSen])).toEqual([
      ['Z', 1_000],
      ['A1', 1_030],
      ['A2', 1_050],
      ['B', 1_060],
    ]);
  });
});

const amountArb = fc.integer({ min: 1, max: 1_000_000_000 });
const partArb = fc.integer({ min: 0, max: 10_000_000 });
const allocationArb: fc.Arbitrary<PaymentAllocation> = fc
  .record({
    installments: fc.array(
      fc.record({
        InstallmentNo: fc.integer({ min: 1, max: 360 }),
        LateChargeSen: partArb,
        InterestSen: partArb,
        PrincipalSen: partArb,
      }),
      { maxLength: 5 },
    ),
    excessSen: partArb,
  })
  .filter(
    (a) =>
      a.excessSen + a.installments.reduce((s, i) => s + i.LateChargeSen + i.InterestSen + i.PrincipalSen, 0) >
      0,
  );
const receivableArb = fc.constantFrom('InterestReceivable' as const, 'LateChargeReceivable' as const);

type Op =
  | { op: 'disburse' | 'due' | 'late'; sen: number }
  | { op: 'pay' | 'apply'; allocation: PaymentAllocation }
  | { op: 'creditNote'; account: 'InterestReceivable' | 'LateChargeReceivable'; sen: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom('disburse' as const, 'due' as const, 'late' as const),
    sen: amountArb,
  }),
  fc.record({ op: fc.constantFrom('pay' as const), allocation: allocationArb }),
  fc.record({
    op: fc.constantFrom('apply' as const),
    allocation: allocationArb.filter((a) =>
      a.installments.some((i) => i.LateChargeSen + i.InterestSen + i.PrincipalSen > 0),
    ),
  }),
  fc.record({
    op: fc.constantFrom('creditNote' as const),
    account: receivableArb,
    sen: amountArb,
  }),
);

function post(o: Op, h: LedgerEntryHead): LedgerEntry {
  if ('allocation' in o) {
    return o.op === 'pay' ? paymentEntry(h, o.allocation) : creditAppliedEntry(h, o.allocation);
  }
  if ('account' in o) return creditNoteEntry(h, o.account, o.sen);
  if (o.op === 'disburse') return disbursementEntry(h, o.sen);
  if (o.op === 'due') return installmentDueEntry(h, o.sen);
  return lateChargeEntry(h, o.sen);
}

const allocated = (a: PaymentAllocation) =>
  a.installments.reduce((s, i) => s + i.LateChargeSen + i.InterestSen + i.PrincipalSen, 0);

describe('ledger properties', () => {
  it('every entry a builder makes balances, one side a line, at least two lines', () => {
    fc.assert(
      fc.property(opArb, (o) => {
        const e = post(o, head('E'));
        expect(e.Lines.length).toBeGreaterThanOrEqual(2);
        for (const l of e.Lines) {
          expect(Number.isInteger(l.DebitSen) && Number.isInteger(l.CreditSen)).toBe(true);
          expect(l.DebitSen > 0 !== l.CreditSen > 0).toBe(true);
        }
        const debits = e.Lines.reduce((s, l) => s + l.DebitSen, 0);
        expect(e.Lines.reduce((s, l) => s + l.CreditSen, 0)).toBe(debits);
        if (o.op === 'pay') expect(debits).toBe(allocated(o.allocation) + o.allocation.excessSen);
        if (o.op === 'apply') expect(debits).toBe(allocated(o.allocation));
        if ('sen' in o) expect(debits).toBe(o.sen);
      }),
      { numRuns: 500 },
    );
  });

  it('over any sequence: debits equal credits, owed = principal + interest due + charges − payments − credits', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        // What the entries should say, tallied from the operations alone.
        let principal = 0;
        let interestDue = 0;
        let charges = 0;
        let payments = 0;
        let credits = 0;
        const entries = ops.map((o, k) => {
          if (o.op === 'disburse') principal += o.sen;
          if (o.op === 'due') interestDue += o.sen;
          if (o.op === 'late') charges += o.sen;
          if (o.op === 'creditNote') credits += o.sen;
          if (o.op === 'pay') payments += allocated(o.allocation) + o.allocation.excessSen;
          const at = new Date(Date.UTC(2026, 0, 1) + k * 3_600_000).toISOString();
          return post(o, head(`E${String(k).padStart(3, '0')}`, at));
        });
        const lines = entries.flatMap((e) => e.Lines);
        expect(lines.reduce((s, l) => s + l.DebitSen, 0)).toBe(lines.reduce((s, l) => s + l.CreditSen, 0));
        expect(Object.values(ledgerTotals(entries).Balances).reduce((s, b) => s + b, 0)).toBe(0);
        expect(owedSen(ledgerTotals(entries))).toBe(principal + interestDue + charges - payments - credits);
        expect(ledgerTotals(entries).PaidToDateSen).toBe(payments);
        const rows = transactionHistory(entries);
        let balance = 0;
        for (const r of rows) {
          expect(r.DebitSen === 0 || r.CreditSen === 0).toBe(true);
          balance += r.DebitSen - r.CreditSen;
          expect(r.BalanceSen).toBe(balance);
        }
        expect(balance).toBe(owedSen(ledgerTotals(entries)));
      }),
      { numRuns: 300 },
    );
  });

  it('totals kept change by change are the totals of the whole ledger, and survive being stored', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), fc.integer({ min: 0, max: 30 }), (ops, cut) => {
        let payments = 0;
        const entries = ops.map((o, k) => {
          if (o.op === 'pay') payments += allocated(o.allocation) + o.allocation.excessSen;
          const at = new Date(Date.UTC(2026, 0, 1) + k * 3_600_000).toISOString();
          return post(o, head(`E${String(k).padStart(3, '0')}`, at));
        });
        const first = entries.slice(0, cut);
        const kept = ledgerTotalsSchema.parse(JSON.parse(JSON.stringify(ledgerTotals(first))));
        const running = ledgerTotals(entries.slice(cut), kept);
        expect(running).toEqual(ledgerTotals(entries));
        expect(running.PaidToDateSen).toBe(payments);
      }),
      { numRuns: 300 },
    );
  });
});
