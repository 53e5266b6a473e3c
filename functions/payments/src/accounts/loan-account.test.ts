import { describe, expect, it } from 'vitest';
import { nextWorkDate } from './loan-account';
import { sampleAccount, sampleRow } from './sample-account';

const row = sampleRow;
const account = sampleAccount;
/** Installment 1 paid in full: RM 1,000.00 principal and RM 180.00 interest. */
const paid = row({
  Status: 'Paid',
  ActivatedOn: '2026-02-05',
  PrincipalPaidSen: 100_000,
  InterestPaidSen: 18_000,
});

describe('the day the daily run next has work on an account', () => {
  it('is the payment date while the first installment waits to fall due', () => {
    expect(nextWorkDate(account([row({})]))).toBe('2026-02-05');
  });

  it('is two days after the due date for an overdue installment: its first late day has then ended', () => {
    const unpaid = row({ Status: 'Unpaid', ActivatedOn: '2026-02-05' });
    // Due 1 March: 2 March is the first late day, accrued once it has ended, on 3 March.
    expect(nextWorkDate(account([unpaid]))).toBe('2026-03-03');
    // Accrued through 2 March: 3 March is accrued on 4 March.
    expect(nextWorkDate(account([{ ...unpaid, LastAccruedDate: '2026-03-02' }]))).toBe('2026-03-04');
  });

  it('counts late days from the activation when an installment was invoiced after its due date', () => {
    const late = row({ Status: 'Unpaid', ActivatedOn: '2026-03-10' });
    expect(nextWorkDate(account([late]))).toBe('2026-03-12');
  });

  it('is the next due date once the installment before is paid; while it is unpaid, its next late day', () => {
    const second = row({ ScheduleId: 'EZC000001-002', InstallmentNo: 2, DueDate: '2026-04-01' });
    expect(nextWorkDate(account([paid, second]))).toBe('2026-04-01');
    const unpaid = row({ Status: 'Unpaid', ActivatedOn: '2026-02-05', LastAccruedDate: '2026-03-20' });
    expect(nextWorkDate(account([unpaid, second]))).toBe('2026-03-22');
  });

  it('is the next due date even while the installment before is unpaid, when that comes before its next late day', () => {
    const second = row({ ScheduleId: 'EZC000001-002', InstallmentNo: 2, DueDate: '2026-04-01' });
    // Installment 1 accrued through 5 April: its next late day would be worked on 7 April, but
    // installment 2 falls due on 1 April whether or not installment 1 is paid.
    const unpaid = row({ Status: 'Unpaid', ActivatedOn: '2026-02-05', LastAccruedDate: '2026-04-05' });
    expect(nextWorkDate(account([unpaid, second]))).toBe('2026-04-01');
  });

  it('is none once everything is paid', () => {
    expect(nextWorkDate(account([paid]))).toBeUndefined();
  });

  it('is none while a settlement waits for confirmation', () => {
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
    expect(nextWorkDate(a)).toBeUndefined();
  });
});
