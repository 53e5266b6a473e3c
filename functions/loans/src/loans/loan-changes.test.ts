import { isDomainError } from '@ezc/domain';
import { describe, expect, it } from 'vitest';
import type { Loan } from './loan';
import { activated, disbursed, paidInFull, settledInFull } from './loan-changes';

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
  Ledger: [],
  CreatedAt: '2026-01-31T02:00:00.000Z',
});

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return isDomainError(e) ? [e.code, e.message] : String(e);
  }
  return 'no refusal';
};

describe('activating installments', () => {
  it('makes a disbursed loan active with its first installment', () => {
    const { loan: after, decision } = activated(loan('Disbursed'), 1, '2026-02-01');
    expect(decision?.status).toBe('Active');
    expect(after.Schedule[0]).toMatchObject({ Status: 'Unpaid', ActivatedOn: '2026-02-01' });
    expect(after.Schedule[1]?.Status).toBe('Scheduled');
  });

  it('refuses one already activated, and a later one before the one before it is paid', () => {
    expect(
      codeOf(() => activated(loan('Active', ['Unpaid', 'Scheduled', 'Scheduled']), 1, '2026-02-01')),
    ).toEqual(['SCHEDULE.ALREADY_ACTIVE', 'Installment has already been activated.']);
    expect(
      codeOf(() => activated(loan('Active', ['Unpaid', 'Scheduled', 'Scheduled']), 2, '2026-03-01')),
    ).toEqual(['SCHEDULE.PREVIOUS_UNPAID', 'Previous installment needs to be paid']);
    expect(codeOf(() => activated(loan('Stamped'), 1, '2026-02-01'))).toEqual([
      'LOAN.NOT_ALLOWED',
      "A loan that is 'Stamped' cannot be activated.",
    ]);
    expect(codeOf(() => activated(loan('Disbursed'), 4, '2026-02-01'))).toEqual([
      'SCHEDULE.NOT_FOUND',
      'Installment not found',
    ]);
  });

  it('activates the next one once the one before it is paid, without changing the status', () => {
    const change = activated(loan('Active', ['Paid', 'Scheduled', 'Scheduled']), 2, '2026-03-01');
    expect(change.decision).toBeUndefined();
    expect(change.loan.Schedule[1]?.Status).toBe('Unpaid');
  });
});

describe('the ledger', () => {
  it('owes the total repayment on disbursement, and is paid down installment by installment', () => {
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
    expect(out.loan.Ledger).toEqual([
      {
        Date: '2026-02-02',
        DocumentNo: 'DIS-EZC000042',
        Description: 'Disbursement',
        DebitSen: 103000,
        CreditSen: 0,
      },
    ]);
    const paid = paidInFull(out.loan, 1, '2026-02-28');
    expect(paid.TotalPaidToDateSen).toBe(34333);
    expect(paid.Schedule[0]).toMatchObject({ Status: 'Paid', PaidSen: 34333, PrincipalPaidSen: 33333 });
    const settled = settledInFull(paid, '2026-03-10');
    expect(settled.TotalPaidToDateSen).toBe(103000);
    expect(settled.Ledger.at(-1)).toMatchObject({ Description: 'Full settlement', CreditSen: 68667 });
  });
});
