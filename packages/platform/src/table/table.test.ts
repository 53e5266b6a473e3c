import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { ConditionFailedError } from './table';

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('table');
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(3, '0');
    await t.table.put({
      PK: `ITEM#${n}`,
      SK: 'ITEM',
      GSI1PK: 'ITEMS',
      GSI1SK: n,
      No: `EZC${n}`,
      Status: i % 2 ? 'Active' : 'Completed',
    });
  }
});
afterAll(async () => t.drop());

describe('the table port on DynamoDB Local', () => {
  it('pages an access pattern as {Data, Count}', async () => {
    const page = await t.table.page({ index: 'GSI1', pk: 'ITEMS' }, { Rows: 10, Page: 3 });
    expect(page.Count).toBe(25);
    expect(page.Data.map((d) => d.No)).toEqual(['EZC021', 'EZC022', 'EZC023', 'EZC024', 'EZC025']);
  });

  it('counts only what the filter keeps', async () => {
    const page = await t.table.page<{ Status: string } & Record<string, unknown>>(
      { index: 'GSI1', pk: 'ITEMS' },
      { Rows: 5, Page: 1 },
      (i) => i.Status === 'Active',
    );
    expect(page.Count).toBe(13);
    expect(page.Data).toHaveLength(5);
  });

  it('follows DynamoDB pages with a cursor', async () => {
    const first = await t.table.query({ index: 'GSI1', pk: 'ITEMS', limit: 20 });
    expect(first.items).toHaveLength(20);
    const rest = await t.table.query({ index: 'GSI1', pk: 'ITEMS', limit: 20, cursor: first.cursor! });
    expect(rest.items).toHaveLength(5);
  });

  it('refuses a conditional write whose condition fails', async () => {
    await expect(
      t.table.put({ PK: 'ITEM#001', SK: 'ITEM' }, { expression: 'attribute_not_exists(PK)' }),
    ).rejects.toThrow(ConditionFailedError);
  });

  it('increments a counter atomically', async () => {
    const key = { PK: 'SEQUENCE#loan', SK: 'SEQUENCE' };
    const values = await Promise.all(Array.from({ length: 5 }, () => t.table.increment(key, 'value')));
    expect(values.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('updates atomically: 40 concurrent ADDs all count, SET and if_not_exists apply, a condition refuses', async () => {
    const key = { PK: 'COUNTER#x', SK: 'COUNTER' };
    const after = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.table.update(key, { add: { failures: 1 }, setIfAbsent: { first: i === 0 ? 'a' : 'b' } }),
      ),
    );
    expect(after.map((a) => a.failures).sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const stored = await t.table.get(key);
    expect(stored?.failures).toBe(40);
    expect(['a', 'b']).toContain(stored?.first);
    const set = await t.table.update(key, { set: { note: 'x' }, remove: ['first'] });
    expect(set).toEqual({ PK: 'COUNTER#x', SK: 'COUNTER', failures: 40, note: 'x' });
    await expect(
      t.table.update(key, {
        add: { failures: 1 },
        condition: { expression: 'failures < :max', values: { ':max': 40 } },
      }),
    ).rejects.toThrow(ConditionFailedError);
    expect((await t.table.get(key))?.failures).toBe(40);
  });

  it('reads several items in one call, in the order asked, missing ones undefined', async () => {
    const out = await t.table.batchGet([
      { PK: 'ITEM#003', SK: 'ITEM' },
      { PK: 'NOPE', SK: 'NOPE' },
      { PK: 'ITEM#001', SK: 'ITEM' },
      { PK: 'ITEM#003', SK: 'ITEM' },
    ]);
    expect(out.map((i) => i?.No)).toEqual(['EZC003', undefined, 'EZC001', 'EZC003']);
  });
});
