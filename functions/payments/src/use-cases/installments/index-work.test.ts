import { AggregateStore, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../../accounts/accounts-repository';
import { accountEntity } from '../../accounts/loan-account';
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

describe('accounts stored before the work index', () => {
  it('are put in it once, keeping their version, and the daily run then finds them', async () => {
    const accounts = accountsRepository(t.table, new AggregateStore(t.table, clock, randomIds));
    // As such an account was stored: no work index keys.
    const { GSI2PK: _pk, GSI2SK: _sk, ...old } = accountEntity.toItem(overdue, 4, '2026-03-01T00:00:00.000Z');
    await t.table.put(old);
    expect((await accounts.workDue('2026-03-10', { limit: 10 })).loanNos).toEqual([]);

    expect(await indexAccountsForWork({ table: t.table, clock })).toBe(1);
    expect((await accounts.workDue('2026-03-10', { limit: 10 })).loanNos).toEqual(['EZC000001']);
    // Not before its work day.
    expect((await accounts.workDue('2026-03-02', { limit: 10 })).loanNos).toEqual([]);
    expect((await accounts.load('EZC000001'))?.version).toBe(4);

    expect(await indexAccountsForWork({ table: t.table, clock })).toBe(0);
  });
});
