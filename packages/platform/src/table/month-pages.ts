import type { Item, QuerySpec, Table } from './table';
import type { IndexName } from './table-definition';

/** A record's month (YYYY-MM) from its date or instant: which month partition lists it. */
export const monthOf = (dateOrInstant: string) => dateOrInstant.slice(0, 7);

/** Months are read back to this one at the furthest, should the counts ever be wrong. */
const FIRST_MONTH = '2000-01';

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

export interface MonthPagesQuery<T> {
  /** The index that holds the month partitions; the table itself when omitted. */
  index?: IndexName;
  /** The partitions that list a month's records (one per value of a filter), merged newest first. */
  partitions: (month: string) => string[];
  /** The newest month that can hold a record. */
  newest: string;
  /** No record is listed before this month (a date filter's first month). */
  oldest?: string | undefined;
  /** How many records the partitions hold in all (their counts): the walk stops once it has seen them. */
  total: number;
  /** Only the rows of each partition whose sort keys fall here (a period within the months). */
  sk?: QuerySpec['sk'];
  /** Rows up to the end of the page; with `every` the months are read whole (a filter left to check). */
  wanted: number;
  every?: boolean;
  fromItem: (item: Item) => T;
  newestFirst: (a: T, b: T) => number;
  keep?: (row: T) => boolean;
}

/**
 * The first rows of a list kept in month partitions, newest first: the months are read from the
 * newest back, no further than the rows wanted, the oldest month and the count need, so a page
 * costs about its rows whatever the size of the list.
 */
export async function monthPages<T>(
  table: Pick<Table, 'queryAll' | 'queryFirst'>,
  q: MonthPagesQuery<T>,
): Promise<T[]> {
  const rows: T[] = [];
  const floor = q.oldest ?? FIRST_MONTH;
  let seen = 0;
  for (
    let month = q.newest;
    month >= floor && seen < q.total && (q.every || rows.length < q.wanted);
    month = previousMonth(month)
  ) {
    const spec = (pk: string): Omit<QuerySpec, 'cursor' | 'limit'> => ({
      ...(q.index ? { index: q.index } : {}),
      pk,
      ...(q.sk ? { sk: q.sk } : {}),
      forward: false,
    });
    const parts = await Promise.all(
      q
        .partitions(month)
        .map((pk) =>
          q.every ? table.queryAll(spec(pk)) : table.queryFirst(spec(pk), q.wanted - rows.length),
        ),
    );
    const found = parts.flat().map(q.fromItem).sort(q.newestFirst);
    seen += found.length;
    rows.push(...(q.keep ? found.filter(q.keep) : found));
  }
  return rows;
}
