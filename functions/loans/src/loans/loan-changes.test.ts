import type { LoanAccountChangedData } from '@ezc/domain';
import { describe, expect, it } from 'vitest';
import type { Loan } from './loan';
import { disbursed, followedAccount } from './loan-changes';

/** A 3-month loan of RM 1,000.00 at 12% simple: 10.00 interest a month, 343.33 / 343.33 / 343.34. */
const loan = (
  status: Loan['Status'],
  rows: Loan['Schedule'][number]['Status'][] = ['Scheduled', 'Scheduled', 'Scheduled'],
): Loan => ({
  LoanNo: 'EZC000042',
  LoanId: 42,
  ApplicationId: 'APP-000042',
  CustomerId: 'CUST-000001',
  BorrowerName: 'Ahmad bin Ismail',
  BorrowerICNo: '900101-14-5677',
  Status: status,
  MachineVersion: '1',
  Product: {
    SKU: 'PL',
    Name: 'Personal',
    InterestType: 'Simple',
    InterestRate: 12,
    WithCollateralYN: 'N',
    Regime: 'Moneylenders Act 1951',
    NumberOfInstallments: 12,
    MinAmountSen: 100000,
    MaxAmountSen: 1000000,
  },
  AmountSen: 100000,
  NumberOfInstallments: 3,
  TotalInterestSen: 3000,
  TotalRepaymentSen: 103000,
  TotalPaidToDateSen: 0,
  AgreementDate: '2026-01-31',
  EndDate: '2026-04-30',
  Schedule: [
    ['2026-02-28', 33333, 1000],
    ['2026-03-31', 33333, 1000],
    ['2026-04-30', 33334, 1000],
  ].map(([DueDate, p, i], k) => ({
    ScheduleId: `EZC000042-00${k + 1}`,
    InstallmentNo: k + 1,
    DueDate: String(DueDate),
    PrincipalSen: Number(p),
    InterestSen: Number(i),
    TotalSen: Number(p) + Number(i),
    PaidSen: 0,
    PrincipalPaidSen: 0,
    Status: rows[k]!,
  })),
  AccountVersion: 0,
  CreatedAt: '2026-01-31T02:00:00.000Z',
});

type Row = LoanAccountChangedData['Rows'][number];
const row = (InstallmentNo: number, Status: Row['Status'], PaidSen = 0, PrincipalPaidSen = 0): Row => ({
  InstallmentNo,
  Status,
  PaidSen,
  PrincipalPaidSen,
});
const news = (
  AccountVersion: number,
  Rows: Row[],
  figures: { paid?: number; owed?: number; Settlement?: LoanAccountChangedData['Settlement'] } = {},
): LoanAccountChangedData => ({
  LoanNo: 'EZC000042',
  CustomerId: 'CUST-000001',
  AccountVersion,
  TotalPaidToDateSen: figures.paid ?? 0,
  BalanceOutstandingSen: figures.owed ?? 103000,
  Rows,
  ...(figures.Settlement ? { Settlement: figures.Settlement } : {}),
});

describe('disbursement', () => {
  it('records the disbursement and lets the machine decide', () => {
    const out = disbursed(loan('Stamped'), {
      Method: 'Cash',
      AmountSen: 100000,
      RefNo: 'R1',
      Bank: 'Maybank',
      AccountNo: '514012345678',
      AccountName: 'Ahmad',
      Currency: 'MYR',
      OffsetDocNo: [],
      PaymentDate: '2026-02-02',
      MediaId: 'm1',
    });
    expect(out.decision.status).toBe('Disbursed');
    expect(out.loan.DisbursementDate).toBe('2026-02-02');
  });
});

describe('following the loan account', () => {
  it('becomes active with its first installment activated, and copies the rows', () => {
    const out = followedAccount(
      loan('Disbursed'),
      news(2, [{ ...row(1, 'Unpaid'), ActivatedOn: '2026-02-01' }, row(2, 'Scheduled'), row(3, 'Scheduled')]),
    );
    expect(out?.decision?.status).toBe('Active');
    expect(out?.loan.Schedule[0]).toMatchObject({ Status: 'Unpaid', ActivatedOn: '2026-02-01' });
    expect(out?.loan.AccountVersion).toBe(2);
    expect(out?.says).toBeUndefined();
  });

  it('copies a partial payment and the totals, without a status change', () => {
    const out = followedAccount(
      loan('Active', ['Unpaid', 'Scheduled', 'Scheduled']),
      news(3, [row(1, 'Partial Paid', 20000, 19000), row(2, 'Scheduled'), row(3, 'Scheduled')], {
        paid: 20000,
        owed: 83000,
      }),
    );
    expect(out?.decision).toBeUndefined();
    expect(out?.loan.Schedule[0]).toMatchObject({
      Status: 'Partial Paid',
      PaidSen: 20000,
      PrincipalPaidSen: 19000,
    });
    expect(out?.loan).toMatchObject({ TotalPaidToDateSen: 20000, BalanceOutstandingSen: 83000 });
    expect(out?.says).toBeUndefined();
  });

  it('completes the loan once every installment is paid', () => {
    const out = followedAccount(
      loan('Active', ['Paid', 'Paid', 'Unpaid']),
      news(9, [row(1, 'Paid', 34333, 33333), row(2, 'Paid', 34333, 33333), row(3, 'Paid', 34334, 33334)], {
        paid: 103000,
        owed: 0,
      }),
    );
    expect(out?.decision?.status).toBe('Completed');
    expect(out?.says).toBe('Loan completed: every installment paid');
  });

  it('goes under review when a settlement is asked, and to Early Settlement when it is approved at once', () => {
    const rows = [row(1, 'Paid', 34333, 33333), row(2, 'Unpaid'), row(3, 'Scheduled')];
    const asked = followedAccount(
      loan('Active', ['Paid', 'Unpaid', 'Scheduled']),
      news(5, rows, { Settlement: 'Requested' }),
    );
    expect(asked?.decision?.status).toBe('Settlement Under Review');
    const approved = followedAccount(
      loan('Active', ['Paid', 'Unpaid', 'Scheduled']),
      news(5, rows, { Settlement: 'Approved' }),
    );
    expect(approved?.decision?.status).toBe('Early Settlement');
    expect(approved?.decision?.events.length).toBe(2);
    const refused = followedAccount(
      loan('Settlement Under Review', ['Paid', 'Unpaid', 'Scheduled']),
      news(6, rows, { Settlement: 'Rejected' }),
    );
    expect(refused?.decision?.status).toBe('Active');
  });

  it('ignores news it holds already or older news', () => {
    const held = { ...loan('Active', ['Unpaid', 'Scheduled', 'Scheduled']), AccountVersion: 4 };
    expect(followedAccount(held, news(4, [row(1, 'Paid', 34333, 33333)]))).toBeUndefined();
    expect(followedAccount(held, news(3, [row(1, 'Paid', 34333, 33333)]))).toBeUndefined();
  });
});
