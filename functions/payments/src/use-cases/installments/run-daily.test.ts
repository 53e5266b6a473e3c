import { AggregateStore, type Logger, randomIds } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrued, activated, opened } from '../../accounts/account-changes';
import { type Accounts, accountsRepository, notYetStored } from '../../accounts/accounts-repository';
import { scheduledRow, workKey, workMarkerKey } from '../../accounts/loan-account';
import { sampleAccount } from '../../accounts/sample-account';
import { runDaily } from './run-daily';

/**
 * A borrower three installments behind. Loan EZC000001: RM 4,000.00 in four installments of
 * RM 1,180.00 (RM 1,000.00 principal + RM 180.00 interest), due 1 March, 1 April, 1 May and 1 June
 * 2026, paid out on 5 February. Nothing was ever paid.
 *
 * The account is stored as the daily run left it when an installment waited for the one before it
 * to be paid: installment 1 invoiced on 5 February and charged late day by day through 9 May,
 * installments 2 and 3 still 'Scheduled' though their due dates have passed, and the account filed
 * in the work index under installment 1's next late day (11 May).
 *
 * Late charges, 8% a year day by day on 118,000 sen overdue: 8 × 118,000 = 944,000 a day, the
 * row's charge its sum / 36,500 rounded half up once.
 *   Stored, installment 1 through 9 May: 2–31 March 30 + April 30 + 1–9 May 9 = 69 days,
 *     944,000 × 69 = 65,136,000 / 36,500 = 1,784.55 → 1,785 sen.
 * The run of 11 May (accrues through 10 May):
 *   installment 1, 70 days: 944,000 × 70 = 66,080,000 / 36,500 = 1,810.41 → 1,810 sen (RM 18.10);
 *   installment 2, due 1 April, 2–30 April 29 + 1–10 May 10 = 39 days:
 *     944,000 × 39 = 36,816,000 / 36,500 = 1,008.66 → 1,009 sen (RM 10.09);
 *   installment 3, due 1 May, 2–10 May = 9 days: 944,000 × 9 = 8,496,000 / 36,500 = 232.77 → 233 sen.
 * The run of 12 May (through 11 May), one day more each:
 *   71 days: 67,024,000 / 36,500 = 1,836.27 → 1,836; 40 days: 37,760,000 / 36,500 = 1,034.52 → 1,035;
 *   10 days: 9,440,000 / 36,500 = 258.63 → 259.
 */

const LOAN = 'EZC000001';
const DUE = ['2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];
const account = sampleAccount(
  DUE.map((DueDate, k) =>
    scheduledRow({
      ScheduleId: `${LOAN}-00${k + 1}`,
      InstallmentNo: k + 1,
      DueDate,
      PrincipalSen: 100_000,
      InterestSen: 18_000,
      TotalSen: 118_000,
    }),
  ),
  { AmountSen: 400_000 },
);

let now = new Date('2026-05-09T01:00:00.000Z');
const clock = { now: () => now };
const log = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as Logger;
let t: Awaited<ReturnType<typeof createTestTable>>;
let accounts: Accounts;

const stored = async () => ({ ...(await accounts.load(LOAN))!, entries: await accounts.entries(LOAN) });
const run = async (at: string) => {
  now = new Date(at);
  return runDaily({ accounts, clock, log }, { limit: 10 });
};

beforeAll(async () => {
  t = await createTestTable('run-daily');
  accounts = accountsRepository(t.table, new AggregateStore(t.table, clock, randomIds));
  // The account as the earlier rule kept it, built by the same money rules the runs used.
  const open = opened(account, '2026-02-04T02:00:00.000Z');
  const first = activated(open, 1, '2026-02-05', '2026-02-04T16:05:00.000Z');
  const charged = accrued(first, '2026-05-09', '2026-05-09T16:05:00.000Z');
  await accounts.commit({
    before: notYetStored(account),
    after: charged,
    posted: [...open.posted, ...first.posted, ...charged.posted],
    action: 'As stored by the earlier daily run',
    actor: { id: 'system', kind: 'system', name: 'Test' },
    at: '2026-05-09T16:05:00.000Z',
  });
  const marker = workMarkerKey(LOAN);
  await t.table.put({ ...(await t.table.get(marker)), ...marker, GSI2SK: workKey('2026-05-11', LOAN) });
});
afterAll(async () => t?.drop());

describe('a borrower three installments behind', () => {
  it('has every installment past its due date fall due, each charged late from its own due date', async () => {
    const before = await stored();
    expect(before.account.Rows.map((r) => r.Status)).toEqual([
      'Unpaid',
      'Scheduled',
      'Scheduled',
      'Scheduled',
    ]);
    expect(before.account.Rows[0]!.LateChargeSen).toBe(1785);

    const summary = await run('2026-05-11T01:00:00.000Z');
    expect(summary.activated).toEqual([LOAN]);

    const after = await stored();
    const rows = after.account.Rows;
    expect(rows.map((r) => r.Status)).toEqual(['Unpaid', 'Unpaid', 'Unpaid', 'Scheduled']);
    // Invoiced as of their due dates, so late from the day after them.
    expect(rows.map((r) => r.ActivatedOn)).toEqual(['2026-02-05', '2026-04-01', '2026-05-01', undefined]);
    expect(rows.map((r) => r.LateChargeSen)).toEqual([1810, 1009, 233, 0]);
    expect(rows.map((r) => r.LastAccruedDate)).toEqual(['2026-05-10', '2026-05-10', '2026-05-10', undefined]);
    // In the order raised: installment 1's charges since March on one LPC invoice.
    expect(after.account.Invoices.map((i) => [i.InvoiceNo, i.Date, i.AmountSen])).toEqual([
      [`INV-${LOAN}-001`, '2026-02-05', 118_000],
      [`LPC-${LOAN}-001`, '2026-05-09', 1810],
      [`INV-${LOAN}-002`, '2026-04-01', 118_000],
      [`INV-${LOAN}-003`, '2026-05-01', 118_000],
      [`LPC-${LOAN}-002`, '2026-05-10', 1009],
      [`LPC-${LOAN}-003`, '2026-05-10', 233],
    ]);

    // Each installment's interest (RM 180.00) is recognised on its due date (Malaysia), not today.
    const due = after.entries.filter((e) => e.Kind === 'InstallmentDue');
    expect(due.map((e) => [e.EntryId, malaysiaDate(new Date(e.At))])).toEqual([
      [`DUE-${LOAN}-001`, '2026-02-05'],
      [`DUE-${LOAN}-002`, '2026-04-01'],
      [`DUE-${LOAN}-003`, '2026-05-01'],
    ]);
    // The late charges posted by this run: 25 sen more on installment 1 (1,810 − 1,785), and the
    // whole charge of each installment that just fell due.
    const lpc = after.entries.filter((e) => e.Kind === 'LateCharge' && e.At === '2026-05-11T01:00:00.000Z');
    expect(lpc.map((e) => [e.EntryId, e.Lines[0]!.DebitSen])).toEqual([
      [`LPC-${LOAN}-001-20260510`, 25],
      [`LPC-${LOAN}-002-20260510`, 1009],
      [`LPC-${LOAN}-003-20260510`, 233],
    ]);
  });

  it('catches up once: a second run that day changes nothing, the next day adds one day to each', async () => {
    const once = await stored();
    expect((await run('2026-05-11T03:00:00.000Z')).activated).toEqual([]);
    const again = await stored();
    expect(again.version).toBe(once.version);
    expect(again.entries).toEqual(once.entries);

    await run('2026-05-12T01:00:00.000Z');
    const next = await stored();
    expect(next.account.Rows.map((r) => r.LateChargeSen)).toEqual([1836, 1035, 259, 0]);
    expect(next.entries.filter((e) => e.Kind === 'InstallmentDue')).toHaveLength(3);
  });

  it('activates installment 4 on its own due date, installments 1 to 3 still unpaid', async () => {
    await run('2026-06-01T01:00:00.000Z');
    const june = await stored();
    expect(june.account.Rows.map((r) => r.Status)).toEqual(['Unpaid', 'Unpaid', 'Unpaid', 'Unpaid']);
    expect(june.account.Rows[3]!.ActivatedOn).toBe('2026-06-01');
    // Not late on its due date: nothing charged on it yet.
    expect(june.account.Rows[3]!.LateChargeSen).toBe(0);
  });
});
