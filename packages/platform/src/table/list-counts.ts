import type { ListAnswer, Paging } from '@ezc/domain';
import type { Item, Key, QuerySpec, Table, TableWrite } from './table';

/**
 * A list's count, kept in a row of its own beside the list and moved (DynamoDB's ADD, so
 * concurrent moves never lose one) in the transaction of each change it counts: a page of the
 * list and its `Count` then cost one Query and one read, whatever the list's length.
 */
export const countMove = (key: Key, by: number): TableWrite => ({
  kind: 'update',
  key,
  spec: { add: { n: by } },
});

/** A count's value: 0 when nothing ever moved it. */
export const countValue = (row: Item | undefined): number => Number(row?.n ?? 0);

/**
 * How many rows a busy count (all loans, loans of a status…) is spread over. Transactions that
 * move the same item at once fail one another, so a count every command of its kind moves is
 * shared among shards, chosen by the record's id, and read as their sum.
 */
export const COUNT_SHARDS = 8;

/** A count spread over shards, named by its first shard's key. */
export interface ShardedCount {
  sharded: Key;
}

/** Shard `n` of a count: the first is the key itself, where a count kept whole held its value. */
const countShard = (key: Key, n: number): Key => (n === 0 ? key : { PK: `${key.PK}#${n}`, SK: key.SK });

/** Moves the shard of a sharded count that the record `id` falls in. */
export const shardedCountMove = (key: Key, id: string, by: number): TableWrite =>
  countMove(countShard(key, shardOf(id, COUNT_SHARDS)), by);

/** A count's value, kept whole or in shards. */
export async function countOf(
  table: Pick<Table, 'get' | 'batchGet'>,
  count: Key | ShardedCount,
): Promise<number> {
  if (!('sharded' in count)) return countValue(await table.get(count));
  return shardedCountsSum(table, [count]);
}

/** The sum of sharded counts (a period's day counts, say): every shard of each, read in batches. */
export async function shardedCountsSum(
  table: Pick<Table, 'batchGet'>,
  counts: readonly ShardedCount[],
  consistent = true,
): Promise<number> {
  const shards = counts.flatMap((c) =>
    Array.from({ length: COUNT_SHARDS }, (_, n) => countShard(c.sharded, n)),
  );
  return (await table.batchGet(shards, consistent)).reduce((sum, row) => sum + countValue(row), 0);
}

/**
 * One page of a list read from its key, newest or first as `spec` sorts it, following DynamoDB's
 * pages no further than the page, with the count kept beside the list (never fewer than the rows
 * read, should the count lag behind).
 */
export async function countedPage<T>(
  table: Pick<Table, 'get' | 'batchGet' | 'queryFirst'>,
  spec: Omit<QuerySpec, 'cursor' | 'limit'>,
  count: Key | ShardedCount,
  { Rows, Page }: Paging,
  fromItem: (item: Item) => T,
): Promise<ListAnswer<T>> {
  const [counted, items] = await Promise.all([countOf(table, count), table.queryFirst(spec, Page * Rows)]);
  return {
    Data: items.slice((Page - 1) * Rows).map(fromItem),
    Count: Math.max(counted, items.length),
  };
}

/**
 * Which of `shards` a record's rows go to, from its id: spread evenly and the same every time, so
 * writes that would all meet on one key (a counter, a busy list) are shared among several.
 */
export function shardOf(id: string, shards: number): number {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % shards;
}
