import { AggregateStore, randomIds, Table } from '@ezc/platform';
import { CapacityMeter, meteredDynamoApi } from '@ezc/platform/table/capacity-meter';
import { dynamoApi } from '@ezc/platform/table/dynamo-api';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrued, type Changed, opened, paid } from './account-changes';
import { type Accounts, accountsRepository, type LoadedState, notYetStored } from './accounts-repository';
import type { AccountRow } from './loan-account';
import { sampleAccount, sampleRow } from './sample-account';

/**
 * The accounts' own items against DynamoDB Local: the list of accounts and the daily run's work
 * index are small rows beside each account, so a payment that leaves the work day where it was
 * writes to no index but its loan's own statement.
 */
const clock = { now: () => new Date('2026-03-10T01:00:00.000Z') };
const actor = { id: 'system', kind: 'system', name: 'Test' } as const;
const meter = new CapacityMeter();
let t: Awaited<ReturnType<typeof createTestTable>>;
let accounts: Accounts;

const loanNo = (n: number) => `EZC${String(n).padStart(6, '0')}`;
/** Loans 1–10: installment 1 (due 1 March) unpaid, late from 2 March: work from 3 March. */
const late = (n: number) =>
  sampleRow({ ScheduleId: `${loanNo(n)}-001`, Status: 'Unpaid', ActivatedOn: '2026-02-05' });
/** Loans 11–15: installment 1 not yet activated: work on the payment date, 5 February. */
const scheduled = (n: number) => sampleRow({ ScheduleId: `${loanNo(n)}-001` });
/** Loans 16–20: paid in full: no work. */
const done = (n: number) =>
  sampleRow({
    ScheduleId: `${loanNo(n)}-001`,
    Status: 'Paid',
    ActivatedOn: '2026-02-05',
    PrincipalPaidSen: 100_000,
    InterestPaidSen: 18_000,
  });

/** Saves a change as the use cases do: what it posted, by the test's actor, at `at`. */
const save = (before: LoadedState, after: Changed, action: string, at: string) =>
  accounts.commit({ before, after, posted: after.posted, action, actor, at });

async function open(n: number, row: AccountRow) {
  const account = sampleAccount([row], { LoanNo: loanNo(n) });
  const at = '2026-02-05T02:00:00.000Z';
  await save(notYetStored(account), opened(account, at), 'Loan account opened', at);
}

/** Pays `amountSen` on loan `n` on 10 March, saved; what the save cost. */
async function pay(amountSen: number, paymentId: string, n = 1) {
  const before = await accounts.load(loanNo(n));
  if (!before) throw new Error(`${loanNo(n)} is not open`);
  const at = '2026-03-10T01:00:00.000Z';
  const after = paid(before, {
    amountSen,
    date: '2026-03-10',
    at,
    paymentId,
    receiptNo: `OR-${paymentId}`,
    description: 'Payment',
  });
  meter.take();
  await save(before, after, 'Payment', at);
  return meter.take();
}

async function allDue(today: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await accounts.workDue(today, { limit, ...(cursor ? { cursor } : {}) });
    expect(page.loanNos.length).toBeLessThanOrEqual(limit);
    seen.push(...page.loanNos);
    cursor = page.cursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  t = await createTestTable('accounts');
  const table = new Table(
    meteredDynamoApi(dynamoApi({ region: t.region, endpoint: t.endpoint }), meter),
    t.table.name,
  );
  accounts = accountsRepository(table, new AggregateStore(table, clock, randomIds));
  for (let n = 1; n <= 20; n++) await open(n, n <= 10 ? late(n) : n <= 15 ? scheduled(n) : done(n));
});
afterAll(async () => t?.drop());

describe('the daily run’s work index', () => {
  it('pages through every account with work by the day, each once, whatever the page size', async () => {
    const withWork = Array.from({ length: 15 }, (_, i) => loanNo(i + 1));
    for (const limit of [1, 4, 100]) expect((await allDue('2026-03-10', limit)).sort()).toEqual(withWork);
    expect((await allDue('2026-02-10', 3)).sort()).toEqual([
      'EZC000011',
      'EZC000012',
      'EZC000013',
      'EZC000014',
      'EZC000015',
    ]);
    expect(await allDue('2026-02-04', 5)).toEqual([]);
  });

  it('lists every account by its number, and those beginning with a number given', async () => {
    expect(await accounts.loanNosBeginning('EZC00001')).toEqual([
      'EZC000010',
      'EZC000011',
      'EZC000012',
      'EZC000013',
      'EZC000014',
      'EZC000015',
      'EZC000016',
      'EZC000017',
      'EZC000018',
      'EZC000019',
    ]);
    expect((await accounts.some(['EZC000003', 'EZC000099'])).map((a) => a.LoanNo)).toEqual(['EZC000003']);
  });
});

describe('a payment', () => {
  it('that leaves the work day where it was writes to no index but its own statement', async () => {
    // RM 500.00 of the RM 1,180.00 due: still late, its late charges still from 3 March. Its one
    // index write is its entry on the loan's statement (a partition of the loan's own), in a
    // transaction (twice the units).
    const reading = await pay(50_000, 'P1');
    expect(reading.units.indexes).toEqual({ GSI1: { read: 0, write: 2 } });
    expect(await allDue('2026-03-10', 100)).toContain('EZC000001');
  });

  it('that pays the installment off takes the account out of the work index', async () => {
    const reading = await pay(68_000, 'P2');
    expect(Object.keys(reading.units.indexes).sort()).toEqual(['GSI1', 'GSI2']);
    expect(await allDue('2026-03-10', 100)).not.toContain('EZC000001');
  });

  it("gives a receipt its own row, read from the payment's entry alone", async () => {
    const loaded = (await accounts.load(loanNo(1)))!;
    meter.take();
    // The ledger holds the RM 1,000.00 lent (no interest fell due on it here): RM 500.00, then
    // RM 680.00 paid, leave it RM 180.00 below nothing owed.
    const rows = await accounts.entryRows(loaded, ['PAY-P2', 'SETTLE-P2']);
    expect(meter.take().calls).toBe(1);
    expect(rows.map((r) => [r.EntryId, r.CreditSen, r.BalanceSen])).toEqual([['PAY-P2', 68_000, -18_000]]);
  });
});

describe('the ledger', () => {
  /** Accrues one more day of late charges on `n` and stores it, as the daily run does. */
  const accrueDay = async (n: number, through: string) => {
    const before = (await accounts.load(loanNo(n)))!;
    const at = `${through}T16:05:00.000Z`;
    await save(before, accrued(before, through, at), 'Late', at);
  };

  it('is read as its totals in one item, however many entries a long arrears has posted', async () => {
    // EZC000003: RM 1,180.00 late since 2 March; 30 days of charges, each a day's entry.
    for (let day = 2; day <= 31; day++) await accrueDay(3, `2026-03-${String(day).padStart(2, '0')}`);
    const entries = await accounts.entries(loanNo(3));
    expect(entries).toHaveLength(31);
    meter.take();
    const loaded = (await accounts.load(loanNo(3)))!;
    const reading = meter.take();
    expect(reading.calls).toBe(1);
    expect(reading.units.read).toBe(1);
    // 8% a year on RM 1,180.00 for 30 days: 1,180.00 × 0.08 × 30 / 365 = RM 7.76 (rounded once).
    expect(loaded.ledger.Balances.LateChargeReceivable).toBe(776);
    expect(loaded.ledger.Balances.PrincipalReceivable).toBe(100_000);
    expect(loaded.ledger.PaidToDateSen).toBe(0);
  });

  it("gives a statement page from its index, reading only that page's entries", async () => {
    const loaded = (await accounts.load(loanNo(3)))!;
    // The disbursement, then a row a day: 31 rows, every one indexed.
    expect(loaded.statement).toEqual({ Rows: 31, IndexedFrom: 1 });
    meter.take();
    const page = await accounts.statement(loaded, { first: 30, last: 40 });
    const reading = meter.take();
    expect(reading.calls).toBe(1);
    // Two small entries, eventually consistent: half a unit.
    expect(reading.units.indexes.GSI1?.read).toBe(0.5);
    // Charges after 28, 29 and 30 days: RM 7.24, 7.50 and 7.76 on RM 1,000.00 lent.
    expect(page.map((r) => [r.DebitSen, r.CreditSen, r.BalanceSen])).toEqual([
      [26, 0, 100_750],
      [26, 0, 100_776],
    ]);
    // Should the index lag behind (it is read eventually), the page comes from the loan's own items.
    const key = {
      PK: `LOAN#${loanNo(3)}`,
      SK: `LEDGER#${(await accounts.entries(loanNo(3))).at(-1)!.EntryId}`,
    };
    const { GSI1PK: _pk, GSI1SK: _sk, ...notYetIndexed } = (await t.table.get(key))!;
    await t.table.put({ ...notYetIndexed, ...key });
    expect((await accounts.statement(loaded, { first: 30, last: 40 })).map((r) => r.BalanceSen)).toEqual([
      100_750, 100_776,
    ]);
    expect((await accounts.statement(loaded, { first: 1, last: 1 }))[0]).toMatchObject({
      EntryId: 'DISBURSEMENT',
      DebitSen: 100_000,
      BalanceSen: 100_000,
    });
  });

  it('of an account stored before its totals were kept is totalled from its entries, then kept', async () => {
    const key = { PK: `LOAN#${loanNo(5)}`, SK: 'ACCOUNT' };
    const { Ledger: _kept, Statement: _rows, ...asBefore } = (await t.table.get(key))!;
    await t.table.put({ ...asBefore, ...key });
    const before = (await accounts.load(loanNo(5)))!;
    expect(before.ledger.Balances.PrincipalReceivable).toBe(100_000);
    expect(before.ledger.Balances.Cash).toBe(-100_000);
    expect(before.statement).toEqual({ Rows: 1, IndexedFrom: 2 });
    await pay(20_000, 'P5', 5);
    expect((await t.table.get(key))!.Ledger).toMatchObject({
      PaidToDateSen: 20_000,
      Balances: { Cash: -80_000 },
    });
    // Its earlier row is worked out from its entries, the payment's read from the index.
    const stored = (await accounts.load(loanNo(5)))!;
    expect(stored.statement).toEqual({ Rows: 2, IndexedFrom: 2 });
    const rows = (await accounts.statement(stored)).map((r) => [r.EntryId, r.CreditSen, r.BalanceSen]);
    expect(rows).toEqual([
      ['DISBURSEMENT', 0, 100_000],
      ['PAY-P5', 20_000, 80_000],
    ]);
    expect(await accounts.statement(stored, { first: 2, last: 9 })).toMatchObject([{ EntryId: 'PAY-P5' }]);
  });
});
