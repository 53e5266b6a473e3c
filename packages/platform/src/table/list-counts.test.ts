import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { COUNT_SHARDS, countedPage, countOf, shardedCountMove } from './list-counts';

/** Counts kept in shards against DynamoDB Local, every expected count worked out by hand. */
let t: Awaited<ReturnType<typeof createTestTable>>;
const key = { PK: 'LISTCOUNT#ALL', SK: 'COUNT' };

beforeAll(async () => {
  t = await createTestTable('list-counts');
});
afterAll(async () => t?.drop());

describe('a sharded count', () => {
  it('sums its shards, the count a store kept whole among them, and spreads its moves', async () => {
    // As a store kept the count before it was sharded: 5, on the key itself.
    await t.table.put({ ...key, n: 5 });
    const ids = Array.from({ length: 20 }, (_, i) => `REC-${String(i + 1).padStart(4, '0')}`);
    await Promise.all(ids.map((id) => t.table.transact([shardedCountMove(key, id, 1)])));
    await t.table.transact([shardedCountMove(key, 'REC-0003', -1)]);
    // 5 + 20 − 1.
    expect(await countOf(t.table, { sharded: key })).toBe(24);
    // The key alone holds only its own shard's share.
    expect(await countOf(t.table, key)).toBeLessThan(24);
    const rows = await t.table.batchGet([
      key,
      ...Array.from({ length: COUNT_SHARDS - 1 }, (_, i) => ({ PK: `${key.PK}#${i + 1}`, SK: 'COUNT' })),
    ]);
    expect(rows.filter((r) => r !== undefined).length).toBeGreaterThanOrEqual(4);
  });

  it("is a listing's Count", async () => {
    for (const n of [1, 2, 3]) await t.table.put({ PK: 'LISTED', SK: `R${n}`, GSI1PK: 'L', GSI1SK: `R${n}` });
    const page = await countedPage(
      t.table,
      { index: 'GSI1', pk: 'L' },
      { sharded: key },
      { Rows: 2, Page: 1 },
      (i) => String(i.GSI1SK),
    );
    expect(page).toEqual({ Data: ['R1', 'R2'], Count: 24 });
  });
});
