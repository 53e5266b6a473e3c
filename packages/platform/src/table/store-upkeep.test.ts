import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { atVersion, upkeepOnce } from './store-upkeep';
import type { TableWrite } from './table';

/** The one-off upkeep against DynamoDB Local. */
let t: Awaited<ReturnType<typeof createTestTable>>;
const clock = { now: () => new Date('2026-03-10T01:00:00.000Z') };

beforeAll(async () => {
  t = await createTestTable('upkeep');
  await t.table.batchPut([
    { PK: 'OLD#1', SK: 'OLD', GSI1PK: 'OLDS', GSI1SK: '1', version: 1 },
    { PK: 'OLD#2', SK: 'OLD', GSI1PK: 'OLDS', GSI1SK: '2', version: 2 },
  ]);
});
afterAll(async () => t?.drop());

describe('a one-off upkeep', () => {
  it('writes an item’s many writes in transactions of 100, and works one out again when it lost a race', async () => {
    let tries = 0;
    const changed = await upkeepOnce(
      { table: t.table, clock },
      'upkeep-test',
      { index: 'GSI1', pk: 'OLDS' },
      (item) => {
        if (item.PK === 'OLD#1') {
          // 150 rows of its own: two transactions.
          return Array.from(
            { length: 150 },
            (_, n): TableWrite => ({ kind: 'put', item: { PK: 'ROW#1', SK: String(n).padStart(3, '0') } }),
          );
        }
        tries++;
        // The first try reads it at a version it has left (someone changed it meanwhile).
        const version = tries === 1 ? 1 : 2;
        return [
          { kind: 'check', key: { PK: 'OLD#2', SK: 'OLD' }, condition: atVersion(version) },
          { kind: 'put', item: { PK: 'ROW#2', SK: 'DONE' } },
        ];
      },
    );
    expect(changed).toBe(2);
    expect(tries).toBe(2);
    expect(await t.table.queryAll({ pk: 'ROW#1' })).toHaveLength(150);
    expect(await t.table.get({ PK: 'ROW#2', SK: 'DONE' })).toBeDefined();
    // Once per store.
    expect(
      await upkeepOnce({ table: t.table, clock }, 'upkeep-test', { index: 'GSI1', pk: 'OLDS' }, () => {
        throw new Error('not again');
      }),
    ).toBe(0);
  });
});
