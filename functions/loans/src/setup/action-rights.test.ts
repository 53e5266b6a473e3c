import { AggregateStore, platformKeys, type Table } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_RIGHTS_SETTING,
  actionRightsSetting,
  actionsAllowed,
  mayDo,
  requireAction,
} from './action-rights';

let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let store: AggregateStore;
const clock = { now: () => new Date('2026-03-02T01:00:00Z') };
const admin = { id: 'STF-0001', kind: 'staff' as const, ip: '203.0.113.1', name: 'Admin' };

beforeAll(async () => {
  t = await createTestTable('action-rights');
  table = t.table;
  store = new AggregateStore(table, clock, randomIds);
});
afterAll(async () => t?.drop());

describe('the action rights setting', () => {
  it('starts from the defaults: setup for Admin, decisions for Risk Team, pay-outs for Finance Team', async () => {
    const setting = actionRightsSetting(store);
    const { rights, isDefault } = await setting.current();
    expect(isDefault).toBe(true);
    expect(rights['Manage Products']).toEqual(['Admin']);
    expect(rights['Approve Application']).toEqual(['Risk Team', 'Admin']);
    expect(rights['Stamp Loan']).toEqual(['Finance Team', 'Admin']);
    await expect(
      requireAction({ actionRights: setting }, { roles: ['Finance Team'] }, 'Manage Products'),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'LENDING.ACTION_FORBIDDEN',
      message: 'Your role may not do this: Manage Products.',
    });
    await expect(
      requireAction({ actionRights: setting }, { roles: ['Admin'] }, 'Manage Products'),
    ).resolves.toBeUndefined();
  });

  it('says which of the asked actions a caller may take, in the order asked', async () => {
    const deps = { actionRights: actionRightsSetting(store) };
    const setup = ['Manage Products', 'Manage Packages', 'Stamp Loan'] as const;
    expect(await actionsAllowed(deps, { roles: ['Admin'] }, setup)).toEqual([
      'Manage Products',
      'Manage Packages',
      'Stamp Loan',
    ]);
    expect(await actionsAllowed(deps, { roles: ['Finance Team'] }, setup)).toEqual(['Stamp Loan']);
    expect(await actionsAllowed(deps, { roles: ['Risk Team'] }, ['Manage Products'])).toEqual([]);
    expect(await actionsAllowed(deps, { roles: ['Borrower'] }, setup)).toEqual([]);
  });

  it('saves a grant with its audit row, and the process that saved it sees it at once', async () => {
    const setting = actionRightsSetting(store);
    const { rights } = await setting.current();
    await setting.save({ ...rights, 'Manage Products': ['Admin', 'Finance Team'] }, admin);
    expect(await mayDo({ actionRights: setting }, { roles: ['Finance Team'] }, 'Manage Products')).toBe(true);
    expect((await setting.current()).isDefault).toBe(false);

    const history = await store.history('Setting', ACTION_RIGHTS_SETTING);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      Activity: 'Action rights changed',
      ActorId: 'STF-0001',
      IpAddress: '203.0.113.1',
    });
    expect(JSON.parse(String(history[0]!.Changes))).toEqual({
      'Manage Products': { from: ['Admin'], to: ['Admin', 'Finance Team'] },
    });
  });

  it("sees another process's change once its short cache has passed", async () => {
    // The other process's cache runs on a clock moved by hand.
    let elapsedMs = 0;
    const elsewhere = actionRightsSetting(store, 50, () => elapsedMs);
    const financeManagesProducts = () =>
      mayDo({ actionRights: elsewhere }, { roles: ['Finance Team'] }, 'Manage Products');
    expect(await financeManagesProducts()).toBe(true);
    const { rights } = await actionRightsSetting(store).current();
    await actionRightsSetting(store).save({ ...rights, 'Manage Products': ['Admin'] }, admin);
    elapsedMs = 49;
    expect(await financeManagesProducts()).toBe(true);
    elapsedMs = 50;
    expect(await financeManagesProducts()).toBe(false);
  });

  it('reads a stored grant leniently: an action it does not name takes its default', async () => {
    const key = platformKeys.setting(ACTION_RIGHTS_SETTING);
    const item = (await table.get(key))!;
    const rights = { ...(item.Rights as Record<string, unknown>) };
    delete rights['Terminate Loan'];
    await table.put({ ...item, ...key, Rights: { ...rights, 'Retired Action': ['Admin'] } });
    const { rights: read } = await actionRightsSetting(store).current();
    expect(read['Terminate Loan']).toEqual(['Finance Team', 'Admin']);
    expect(Object.keys(read)).not.toContain('Retired Action');
  });
});
