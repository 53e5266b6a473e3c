import { AggregateStore, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../../accounts/accounts-repository';
import { accountEntity, type LoanAccount } from '../../accounts/loan-account';
import { sampleAccount, sampleRow } from '../../accounts/sample-account';
import { indexAccountsForWork } from './index-work';

const clock = { now: () => new Date('2026-03-10T01:00:00.000Z') };
let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('work-index');
});
afterAll(async () => t?.drop());

/** Installment 1 (due 1 March) unpaid: late from 2 March, so the run has work on it from 3 March. */
const overdue = sampleAccount([sampleRow({ Status: 'Unpaid', ActivatedOn: '2026-02-05' })]);

/** As such an account was stored: on the list of accounts and in the one work partition (its work from 3 March). */
const storedBefore = (account: LoanAccount, version: number) => ({
  ...accountEntity.toItem(account, version, '2026-03-01T00:00:00.000Z'),
  GSI1PK: 'LOANACCOUNTS',
  GSI1SK: account.LoanNo,
  GSI2PK: 'ACCOUNTWORK',
  GSI2SK: `2026-03-03#${account.LoanNo}`,
});

describe('accounts stored when they carried their own index keys', () => {
  it('are listed and put in the work index once, keeping their version, and lose their own keys', async () => {
    const accounts = accountsRepository(t.table, new AggregateStore(t.table, clock, randomIds));
    await t.table.put(storedBefore(overdue, 4));
    expect((await accounts.workDue('2026-03-10', { limit: 10 })).loanNos).toEqual([]);

    expect(await indexAccountsForWork({ table: t.table, clock })).toBe(1);
    expect((await accounts.workDue('2026-03-10', { limit: 10 })).loanNos).toEqual(['EZC000001']);
    // Not before its work day.
    expect((await accounts.workDue('2026-03-02', { limit: 10 })).loanNos).toEqual([]);
    expect(await accounts.loanNosBeginning('EZC')).toEqual(['EZC000001']);
    expect((await accounts.load('EZC000001'))?.version).toBe(4);
    const stored = await t.table.get({ PK: 'LOAN#EZC000001', SK: 'ACCOUNT' });
    expect(stored).not.toHaveProperty('GSI1PK');
    expect(stored).not.toHaveProperty('GSI2PK');

    expect(await indexAccountsForWork({ table: t.table, clock })).toBe(0);
  });

  it('stay listed and in the work index when changed before the upkeep reached them', async () => {
    const accounts = accountsRepository(t.table, new AggregateStore(t.table, clock, randomIds));
    const other = sampleAccount(
      [sampleRow({ ScheduleId: 'EZC000002-001', Status: 'Unpaid', ActivatedOn: '2026-02-05' })],
      {
        LoanNo: 'EZC000002',
      },
    );
    await t.table.put(storedBefore(other, 2));
    const before = await accounts.load('EZC000002');
    if (!before) throw new Error('EZC000002 was not stored');
    // A change that leaves its work day where it was (its remarks only).
    await accounts.commit({
      before,
      after: { account: before.account, ledger: before.ledger },
      posted: [],
      action: 'Noted',
      actor: { id: 'system', kind: 'system', name: 'Test' },
      at: '2026-03-10T01:00:00.000Z',
    });
    expect(await accounts.loanNosBeginning('EZC')).toEqual(['EZC000001', 'EZC000002']);
    expect((await accounts.workDue('2026-03-10', { limit: 10 })).loanNos.sort()).toEqual([
      'EZC000001',
      'EZC000002',
    ]);
  });
});
