import { describe, expect, it } from 'vitest';
import { decodeRow, encodeRow } from './report-changes';
import type { ReportLoan } from './report-loan';
import {
  installmentsReport,
  interestReport,
  lpcReport,
  paymentsReport,
  reports,
  summaryReport,
} from './report-rows';

/**
 * A loan of RM 3,000.00 over 3 months at RM 100.00 interest a month, so each installment is
 * RM 1,000.00 + RM 100.00 = RM 1,100.00 and RM 3,300.00 in all. Installment 1 is paid, 2 is
 * half paid and late (RM 4.82 charged, RM 1.00 of it paid, RM 0.50 waived), 3 is not yet due.
 * Every figure below is worked out by hand from these terms.
 */
const loan: ReportLoan = {
  LoanNo: 'EZC000101',
  CustomerId: 'C-1',
  BorrowerName: 'Siti Aminah',
  BorrowerICNo: '900101-14-5678',
  PartnerCode: 'PTN-1',
  PackageCode: 'PKG-1',
  ProductId: 'SKU-1',
  Status: 'Active',
  AmountSen: 300_000,
  TotalInterestSen: 30_000,
  TotalRepaymentSen: 330_000,
  TotalPaidToDateSen: 165_100,
  BalanceOutstandingSen: 165_382,
  DisbursementDate: '2026-08-01',
  Installments: [
    {
      InstallmentNo: 1,
      DueDate: '2026-09-01',
      PrincipalSen: 100_000,
      InterestSen: 10_000,
      TotalSen: 110_000,
      PaidSen: 110_000,
      Status: 'Paid',
      LateChargeSen: 0,
      LateChargePaidSen: 0,
      LateChargeCreditedSen: 0,
    },
    {
      InstallmentNo: 2,
      DueDate: '2026-10-01',
      PrincipalSen: 100_000,
      InterestSen: 10_000,
      TotalSen: 110_000,
      PaidSen: 55_000,
      Status: 'Partial Paid',
      LateChargeSen: 482,
      LateChargePaidSen: 100,
      LateChargeCreditedSen: 50,
      LastAccruedDate: '2026-10-21',
    },
    {
      InstallmentNo: 3,
      DueDate: '2026-11-01',
      PrincipalSen: 100_000,
      InterestSen: 10_000,
      TotalSen: 110_000,
      PaidSen: 0,
      Status: 'Scheduled',
      LateChargeSen: 0,
      LateChargePaidSen: 0,
      LateChargeCreditedSen: 0,
    },
  ],
  InterestEntries: [
    {
      EntryId: 'DUE-EZC000101-001',
      Date: '2026-08-01',
      Kind: 'InstallmentDue',
      InstallmentNo: 1,
      Description: 'Installment 1 due 2026-09-01',
      AmountSen: 10_000,
    },
    {
      EntryId: 'DUE-EZC000101-002',
      Date: '2026-09-01',
      Kind: 'InstallmentDue',
      InstallmentNo: 2,
      Description: 'Installment 2 due 2026-10-01',
      AmountSen: 10_000,
    },
    { EntryId: 'CN-1', Date: '2026-09-15', Kind: 'CreditNote', Description: 'Goodwill', AmountSen: -2_500 },
  ],
  Payments: [
    {
      PaymentId: 'PAY-1',
      PaymentDate: '2026-09-01',
      ReceiptNo: 'RCP-1',
      Method: 'Cash',
      Kind: 'Installment',
      AmountSen: 110_000,
      Status: 'Approved',
    },
    {
      PaymentId: 'PAY-2',
      PaymentDate: '2026-10-10',
      Method: 'Bank Transfer',
      Kind: 'Installment',
      AmountSen: 55_100,
      Status: 'Pending',
    },
    {
      PaymentId: 'PAY-3',
      PaymentDate: '2026-10-11',
      Method: 'Cash',
      Kind: 'Installment',
      AmountSen: 5_000,
      Status: 'New',
    },
  ],
};

const base = {
  LoanNo: 'EZC000101',
  BorrowerName: 'Siti Aminah',
  PartnerCode: 'PTN-1',
  PackageCode: 'PKG-1',
  ProductId: 'SKU-1',
};

describe('report rows of one loan', () => {
  it('installments: one row per installment under its due date, outstanding = installment − paid', () => {
    const rows = installmentsReport.rowsOf(loan);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      ...base,
      Id: 'EZC000101#002',
      Day: '2026-10-01',
      Status: 'Partial Paid',
      InstallmentNo: 2,
      DueDate: '2026-10-01',
      PrincipalSen: 100_000,
      InterestSen: 10_000,
      TotalInstallmentSen: 110_000,
      TotalPaidSen: 55_000,
      OutstandingDueSen: 55_000,
    });
    expect(rows.map((r) => r.OutstandingDueSen)).toEqual([0, 55_000, 110_000]);
  });

  it('late charges: only installments ever charged; days late to the last day accrued; owed = charged − paid − waived', () => {
    expect(lpcReport.rowsOf(loan)).toEqual([
      {
        ...base,
        Id: 'EZC000101#002',
        Day: '2026-10-01',
        Status: 'Partial Paid',
        InstallmentNo: 2,
        DueDate: '2026-10-01',
        DaysLate: 20,
        AccruedTo: '2026-10-21',
        OverdueSen: 55_000,
        LateChargeSen: 482,
        LateChargePaidSen: 100,
        LateChargeWaivedSen: 50,
        LateChargeOutstandingSen: 332,
      },
    ]);
  });

  it('interest: one row per ledger entry that moved interest income, a reversal negative, under its posting day', () => {
    const rows = interestReport.rowsOf(loan);
    expect(rows.map((r) => [r.Day, r.InterestIncomeSen, r.Status])).toEqual([
      ['2026-08-01', 10_000, 'Active'],
      ['2026-09-01', 10_000, 'Active'],
      ['2026-09-15', -2_500, 'Active'],
    ]);
    expect(rows[2]).not.toHaveProperty('InstallmentNo');
  });

  it("payments: every payment made (not one still 'New'), under its payment date, with its own status", () => {
    expect(paymentsReport.rowsOf(loan).map((r) => [r.Id, r.Day, r.AmountSen, r.Status, r.ReceiptNo])).toEqual(
      [
        ['EZC000101#PAY-1', '2026-09-01', 110_000, 'Approved', 'RCP-1'],
        ['EZC000101#PAY-2', '2026-10-10', 55_100, 'Pending', undefined],
      ],
    );
  });

  it('summary: one row under the disbursement date; arrears = overdue installments + unpaid late charges', () => {
    expect(summaryReport.rowsOf(loan)).toEqual([
      {
        ...base,
        Id: 'EZC000101',
        Day: '2026-08-01',
        Status: 'Active',
        BorrowerICNo: '900101-14-5678',
        DisbursementDate: '2026-08-01',
        NumberOfInstallments: 3,
        OldestUnpaidDueDate: '2026-10-01',
        AmountSen: 300_000,
        TotalRepaymentSen: 330_000,
        TotalPaidToDateSen: 165_100,
        BalanceOutstandingSen: 165_382,
        // RM 550.00 of installment 2 + RM 3.32 of its late charge.
        ArrearsSen: 55_332,
      },
    ]);
  });

  it('a loan not yet disbursed has no installment, late-charge or summary rows', () => {
    const quoted = { ...loan, DisbursementDate: undefined, InterestEntries: [], Payments: [] };
    delete quoted.DisbursementDate;
    expect(installmentsReport.rowsOf(quoted)).toEqual([]);
    expect(lpcReport.rowsOf(quoted)).toEqual([]);
    expect(summaryReport.rowsOf(quoted)).toEqual([]);
  });
});

describe('a row as its item stores it', () => {
  it("is one string: the values in the report's field order, null for a field the row lacks", () => {
    const [row] = lpcReport.rowsOf(loan);
    expect(encodeRow(lpcReport, row as NonNullable<typeof row>)).toBe(
      '["EZC000101#002","2026-10-01","EZC000101","Siti Aminah","PTN-1","PKG-1","SKU-1","Partial Paid",' +
        '2,"2026-10-01",20,"2026-10-21",55000,482,100,50,332]',
    );
    const [, pending] = paymentsReport.rowsOf(loan);
    expect(encodeRow(paymentsReport, pending as NonNullable<typeof pending>)).toBe(
      '["EZC000101#PAY-2","2026-10-10","EZC000101","Siti Aminah","PTN-1","PKG-1","SKU-1","Pending",' +
        '"PAY-2","2026-10-10",null,"Bank Transfer","Installment",55100]',
    );
  });

  it('reads back as the very row, in every report, fields it lacks still absent', () => {
    for (const report of Object.values(reports)) {
      for (const row of report.rowsOf(loan)) expect(decodeRow(report, encodeRow(report, row))).toEqual(row);
    }
  });

  it('refuses a field its report does not list, rather than lose it', () => {
    const [row] = installmentsReport.rowsOf(loan);
    expect(() => encodeRow(installmentsReport, { ...(row as NonNullable<typeof row>), Extra: 1 })).toThrow(
      'The installments report has no field Extra',
    );
  });
});
