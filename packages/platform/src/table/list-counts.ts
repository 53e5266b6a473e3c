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
 * One page of a list read from its key, newest or first as `spec` sorts it, following DynamoDB's
 * pages no further than the page, with the count kept beside the list (never fewer than the rows
 * read, should the count lag behind).
 */
export async function countedPage<T>(
  table: Pick<Table, 'get' | 'queryFirst'>,
  spec: Omit<QuerySpec, 'cursor' | 'limit'>,
  count: Key,
  { Rows, Page }: Paging,
  fromItem: (item: Item) => T,
): Promise<ListAnswer<T>> {
  const [counted, items] = await Promise.all([table.get(count), table.queryFirst(spec, Page * Rows)]);
  return {
    Data: items.slice((Page - 1) * Rows).map(fromItem),
    Count: Math.max(countValue(counted), items.length),
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
