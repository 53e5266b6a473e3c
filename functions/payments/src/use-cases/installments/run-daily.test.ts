import { describe, expect, it } from 'vitest';
import type { AccountRow, LoanAccount } from '../../accounts/loan-account';
import { hasWorkOn } from './run-daily';

const row = (over: Partial<AccountRow>): AccountRow => ({
  ScheduleId: 'EZC000001-001',
  InstallmentNo: 1,
  DueDate: '2026-03-01',
  PrincipalSen: 100_000,
  InterestSen: 18_000,
  TotalSen: 118_000,
  Status: 'Scheduled',
  PrincipalPaidSen: 0,
  InterestPaidSen: 0,
  LateChargeSen: 0,
  LateChargePaidSen: 0,
  LateChargeCreditedSen: 0,
  AccruedNumerator: 0,
  ...over,
});
const account = (rows: AccountRow[], over: Partial<LoanAccount> = {}): LoanAccount => ({
  LoanNo: 'EZC000001',
  CustomerId: 'CUST-000001',
  BorrowerName: 'B',
  ApplicationId: 'APP-1',
  AmountSen: 100_000,
  AgreementDate: '2026-02-01',
  PaymentDate: '2026-02-05',
  Penalty: { Type: 'None' },
  Rows: rows,
  Invoices: [],
  OpenedAt: '2026-02-01T00:00:00Z',
  ...over,
});

describe('which accounts the daily run reads', () => {
  it('reads one whose first installment falls due on the payment date, not before', () => {
    expect(hasWorkOn(account([row({})]), '2026-02-05', '2026-02-04')).toBe(true);
    expect(hasWorkOn(account([row({})]), '2026-02-04', '2026-02-03')).toBe(false);
  });

  it('reads one with an overdue installment not accrued up to yesterday, and no other', () => {
    const unpaid = row({ Status: 'Unpaid', ActivatedOn: '2026-02-05' });
    // Due 1 March: 2 March is the first late day, accrued once 2 March has ended.
    expect(hasWorkOn(account([unpaid]), '2026-03-02', '2026-03-01')).toBe(false);
    expect(hasWorkOn(account([unpaid]), '2026-03-03', '2026-03-02')).toBe(true);
    expect(
      hasWorkOn(account([{ ...unpaid, LastAccruedDate: '2026-03-02' }]), '2026-03-03', '2026-03-02'),
    ).toBe(false);
    const paid = row({
      Status: 'Paid',
      ActivatedOn: '2026-02-05',
      PrincipalPaidSen: 100_000,
      InterestPaidSen: 18_000,
    });
    expect(hasWorkOn(account([paid]), '2026-03-10', '2026-03-09')).toBe(false);
  });

  it('leaves an account whose settlement waits for confirmation', () => {
    const a = account([row({ Status: 'Unpaid', ActivatedOn: '2026-02-05' })], {
      Settlement: {
        Stage: 'Requested',
        PaymentId: 'P',
        AsOf: '2026-03-01',
        ProRataInterestSen: 0,
        PenaltySen: 0,
        TotalSen: 1,
      },
    });
    expect(hasWorkOn(a, '2026-03-10', '2026-03-09')).toBe(false);
  });
});
