import { describe, expect, it } from 'vitest';
import { installmentDaysPastDue, interestNotYetBilledSen, loanDaysPastDue } from './overdue';

describe('days past due', () => {
  it('counts from the day after the due date while the installment is unpaid', () => {
    // Due 1 March: not late on 1 March, 1 day on 2 March, 31 days on 1 April (2026: March has 31).
    expect(installmentDaysPastDue({ DueDate: '2026-03-01', Status: 'Unpaid' }, '2026-02-28')).toBe(0);
    expect(installmentDaysPastDue({ DueDate: '2026-03-01', Status: 'Unpaid' }, '2026-03-01')).toBe(0);
    expect(installmentDaysPastDue({ DueDate: '2026-03-01', Status: 'Partial Paid' }, '2026-03-02')).toBe(1);
    expect(installmentDaysPastDue({ DueDate: '2026-03-01', Status: 'Unpaid' }, '2026-04-01')).toBe(31);
    // Not yet invoiced by the daily run, yet past its due date: overdue all the same.
    expect(installmentDaysPastDue({ DueDate: '2026-03-01', Status: 'Scheduled' }, '2026-03-03')).toBe(2);
    expect(installmentDaysPastDue({ DueDate: '2026-03-01', Status: 'Paid' }, '2026-04-01')).toBe(0);
  });

  it("is a loan's oldest unpaid installment's", () => {
    const rows = [
      { DueDate: '2026-01-01', Status: 'Paid' },
      { DueDate: '2026-02-01', Status: 'Partial Paid' },
      { DueDate: '2026-03-01', Status: 'Unpaid' },
      { DueDate: '2026-04-01', Status: 'Scheduled' },
    ];
    // 1 February to 10 March 2026: 28 days of February + 10 = 37.
    expect(loanDaysPastDue(rows, '2026-03-10')).toBe(37);
    expect(loanDaysPastDue(rows.slice(0, 1), '2026-03-10')).toBe(0);
    expect(loanDaysPastDue([], '2026-03-10')).toBe(0);
  });
});

describe('interest not yet billed', () => {
  it('is the interest of the installments not yet fallen due', () => {
    // 18,000 + 15,000 of the two still 'Scheduled'.
    expect(
      interestNotYetBilledSen([
        { Status: 'Paid', InterestSen: 20_000 },
        { Status: 'Unpaid', InterestSen: 19_000 },
        { Status: 'Scheduled', InterestSen: 18_000 },
        { Status: 'Scheduled', InterestSen: 15_000 },
      ]),
    ).toBe(33_000);
  });
});
