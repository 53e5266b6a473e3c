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

  it('counts an access pattern without reading its items back, a key range too', async () => {
    await expect(t.table.count({ index: 'GSI1', pk: 'ITEMS' })).resolves.toBe(25);
    await expect(
      t.table.count({ index: 'GSI1', pk: 'ITEMS', sk: { between: ['010', '019'] } }),
    ).resolves.toBe(10);
    await expect(t.table.count({ pk: 'NOTHING#here' })).resolves.toBe(0);
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

  it('reads more than a round trip takes (100 keys), 100 at a time, in the order asked', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ PK: `MANY#${i}`, SK: 'MANY', n: i }));
    await t.table.batchPut(many);
    const keys = [
      ...Array.from({ length: 230 }, (_, i) => ({ PK: `MANY#${229 - i}`, SK: 'MANY' })),
      { PK: 'MANY#x', SK: 'MANY' },
    ];
    const out = await t.table.batchGet(keys);
    expect(out).toHaveLength(231);
    expect(out[0]?.n).toBe(229);
    expect(out[129]?.n).toBe(100);
    expect(out[229]?.n).toBe(0);
    expect(out[230]).toBeUndefined();
  });
});

describe('the table port with values of every kind', () => {
  it('stores and reads back binary values, sets and nested maps unchanged', async () => {
    const item = {
      PK: 'KINDS#1',
      SK: 'KINDS',
      Digest: new Uint8Array([0, 1, 2, 250, 255]),
      Tags: new Set(['a', 'b']),
      Nested: {
        Amounts: [150, 2_000_000],
        Note: 'Perjanjian – EZC1',
        Empty: null,
        Bytes: new Uint8Array([7]),
      },
    };
    await t.table.put(item);
    expect(await t.table.get({ PK: 'KINDS#1', SK: 'KINDS' })).toEqual(item);
  });

  it('continues a query from its cursor, an opaque base64url string', async () => {
    const first = await t.table.query({ index: 'GSI1', pk: 'ITEMS', limit: 2 });
    expect(first.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(first.cursor!, 'base64url').toString('utf8'))).toEqual({
      PK: 'ITEM#002',
      SK: 'ITEM',
      GSI1PK: 'ITEMS',
      GSI1SK: '002',
    });
    const next = await t.table.query({ index: 'GSI1', pk: 'ITEMS', limit: 2, cursor: first.cursor! });
    expect(next.items.map((i) => i.No)).toEqual(['EZC003', 'EZC004']);
  });

  it('names the parts of a transaction whose conditions failed', async () => {
    const failure = await t.table
      .transact([
        {
          kind: 'put',
          item: { PK: 'TX#1', SK: 'TX' },
          condition: { expression: 'attribute_not_exists(PK)' },
        },
        {
          kind: 'check',
          key: { PK: 'ITEM#001', SK: 'ITEM' },
          condition: { expression: 'attribute_not_exists(PK)' },
        },
        { kind: 'put', item: { PK: 'TX#2', SK: 'TX' } },
      ])
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConditionFailedError);
    expect((failure as ConditionFailedError).failedIndexes).toEqual([1]);
    expect(await t.table.get({ PK: 'TX#1', SK: 'TX' })).toBeUndefined();
  });

  it('applies an update that only removes attributes', async () => {
    await t.table.put({ PK: 'REMOVE#1', SK: 'REMOVE', Keep: 'k', Drop: 'd' });
    expect(await t.table.update({ PK: 'REMOVE#1', SK: 'REMOVE' }, { remove: ['Drop'] })).toEqual({
      PK: 'REMOVE#1',
      SK: 'REMOVE',
      Keep: 'k',
    });
  });

  it('moves counters (ADD) in the same transaction as the change they count', async () => {
    const counter = { PK: 'COUNT#TX', SK: 'COUNT' };
    await t.table.transact([
      {
        kind: 'put',
        item: { PK: 'COUNTED#1', SK: 'C' },
        condition: { expression: 'attribute_not_exists(PK)' },
      },
      { kind: 'update', key: counter, spec: { add: { n: 1 } } },
    ]);
    const again = await t.table
      .transact([
        {
          kind: 'put',
          item: { PK: 'COUNTED#1', SK: 'C' },
          condition: { expression: 'attribute_not_exists(PK)' },
        },
        { kind: 'update', key: counter, spec: { add: { n: 1 } } },
      ])
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ConditionFailedError);
    expect((await t.table.get(counter))?.n).toBe(1);
  });
});
