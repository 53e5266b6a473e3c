import {
  disbursementEntry,
  installmentDueEntry,
  type LedgerEntryHead,
  paymentEntry,
  settlementEntry,
} from '@ezc/domain';
import { describe, expect, it } from 'vitest';
import { entryStatementRows, statementRows } from './statement-rows';

const head = (EntryId: string, At: string): LedgerEntryHead => ({
  EntryId,
  LoanNo: 'EZC000001',
  At,
  Description: EntryId,
});

describe("the borrower's statement", () => {
  it('shows a settlement as its charge, then the whole payment, down to nothing owed', () => {
    // 10,000.00 lent, 150.00 interest due; settled with 75.00 pro rata and a 50.00 penalty:
    // 10,000.00 + 150.00 + 75.00 + 50.00 = 10,275.00 paid.
    const rows = statementRows([
      disbursementEntry(head('D', '2026-01-31T10:00:00+08:00'), 1_000_000),
      installmentDueEntry(head('I', '2026-02-28T00:05:00+08:00'), 15_000),
      settlementEntry(head('S', '2026-03-15T10:00:00+08:00'), {
        principalSen: 1_000_000,
        dueInterestSen: 15_000,
        lateChargeSen: 0,
        proRataInterestSen: 7_500,
        penaltySen: 5_000,
        creditSen: 0,
      }),
    ]);
    expect(rows.map((r) => [r.EntryId, r.DebitSen, r.CreditSen, r.BalanceSen])).toEqual([
      ['D', 1_000_000, 0, 1_000_000],
      ['I', 15_000, 0, 1_015_000],
      ['S', 12_500, 0, 1_027_500],
      ['S', 0, 1_027_500, 0],
    ]);
  });

  it('shows each entry posted, one at a time, as the whole ledger shows it', () => {
    // 500.00 lent, 20.00 interest due, 100.00 paid: 500.00, 520.00, 420.00 owed after each.
    const owedBefore = [0, 50_000, 52_000];
    const rows = [
      disbursementEntry(head('D', '2026-01-31T10:00:00+08:00'), 50_000),
      installmentDueEntry(head('I', '2026-02-28T00:05:00+08:00'), 2_000),
      paymentEntry(head('P', '2026-03-01T10:00:00+08:00'), {
        installments: [{ InstallmentNo: 1, LateChargeSen: 0, InterestSen: 2_000, PrincipalSen: 8_000 }],
        excessSen: 0,
      }),
    ].flatMap((e, k) => entryStatementRows(e, owedBefore[k]!));
    expect(rows.map((r) => [r.EntryId, r.DebitSen, r.CreditSen, r.BalanceSen])).toEqual([
      ['D', 50_000, 0, 50_000],
      ['I', 2_000, 0, 52_000],
      ['P', 0, 10_000, 42_000],
    ]);
  });
});
