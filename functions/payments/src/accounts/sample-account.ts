import { type AccountRow, type LoanAccount, scheduledRow } from './loan-account';

/**
 * Tests' loan account EZC000001: RM 1,000.00 lent on 1 February 2026, paid out on 5 February, its
 * first installment (RM 1,000.00 + RM 180.00) due on 1 March and still 'Scheduled'.
 */
export const sampleRow = (over: Partial<AccountRow> = {}): AccountRow => ({
  ...scheduledRow({
    ScheduleId: 'EZC000001-001',
    InstallmentNo: 1,
    DueDate: '2026-03-01',
    PrincipalSen: 100_000,
    InterestSen: 18_000,
    TotalSen: 118_000,
  }),
  ...over,
});

export const sampleAccount = (
  rows: AccountRow[] = [sampleRow()],
  over: Partial<LoanAccount> = {},
): LoanAccount => ({
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
