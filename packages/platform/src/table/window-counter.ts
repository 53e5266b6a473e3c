import type { Table } from './table';

/**
 * A fixed-window rate count: one atomic `ADD` on a row per scope and window, so parallel
 * requests all count, with no read first. The row removes itself (TTL) after its window.
 * Answers the count including this one.
 */
export async function countInWindow(
  table: Pick<Table, 'update'>,
  scope: string,
  nowSeconds: number,
  windowSeconds: number,
): Promise<number> {
  const window = Math.floor(nowSeconds / windowSeconds);
  const item = await table.update(
    { PK: `RATE#${scope}`, SK: `WINDOW#${window}` },
    {
      add: { hits: 1 },
      setIfAbsent: { EntityType: 'RateWindow', expiresAt: (window + 2) * windowSeconds },
    },
  );
  return Number(item.hits ?? 0);
}
