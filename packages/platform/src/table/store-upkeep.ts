import { type Clock, entityWrites } from './aggregate-store';
import type { Entity } from './entity';
import { platformKeys } from './keys';
import {
  type Condition,
  ConditionFailedError,
  type Item,
  type Key,
  type QuerySpec,
  type Table,
  type TableWrite,
} from './table';

/** DynamoDB takes at most 100 writes in a transaction. */
const TRANSACTION_LIMIT = 100;

/**
 * A one-off upkeep of the items a store kept from before a change in how they are listed, counted
 * or found: run once per store (a setting records it with how many items it changed; every later
 * call reads that one item), from the recurring job that calls it.
 *
 * `writesFor` answers an item's writes, or nothing for one already in shape; an item's writes are
 * one transaction (several, of 100 writes each, when there are more: their conditions belong in the
 * first). One whose condition fails changed meanwhile: its writes are worked out again, twice at
 * most; an upkeep that works from the listed item alone then finds it put in shape by its own
 * change and leaves it. `items` names one list, or several read one after another (a record kept
 * in month partitions). Answers how many items were changed.
 */
export async function upkeepOnce(
  deps: { table: Pick<Table, 'get' | 'put' | 'queryAll' | 'transact'>; clock: Clock },
  setting: string,
  items: Omit<QuerySpec, 'cursor' | 'limit'> | Omit<QuerySpec, 'cursor' | 'limit'>[],
  writesFor: (item: Item) => Promise<TableWrite[] | undefined> | TableWrite[] | undefined,
): Promise<number> {
  const marker = platformKeys.setting(setting);
  if (await deps.table.get(marker)) return 0;
  let changed = 0;
  for (const spec of Array.isArray(items) ? items : [items]) {
    changed += await upkeepOf(deps.table, await deps.table.queryAll<Item>(spec), writesFor);
  }
  await upkeepDone(deps, setting, changed);
  return changed;
}

/** Records that a store needs no such upkeep: it was made after the change (a new store's seed). */
export const upkeepNotNeeded = (deps: { table: Pick<Table, 'put'>; clock: Clock }, setting: string) =>
  upkeepDone(deps, setting, 0);

/** The setting that says an upkeep was done, with how many items it changed. */
async function upkeepDone(
  deps: { table: Pick<Table, 'put'>; clock: Clock },
  setting: string,
  changed: number,
): Promise<void> {
  await deps.table.put({
    ...platformKeys.setting(setting),
    EntityType: 'Setting',
    At: deps.clock.now().toISOString(),
    Indexed: changed,
  });
}

async function upkeepOf(
  table: Pick<Table, 'transact'>,
  found: Item[],
  writesFor: (item: Item) => Promise<TableWrite[] | undefined> | TableWrite[] | undefined,
): Promise<number> {
  let changed = 0;
  for (const item of found) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const writes = await writesFor(item);
      if (!writes || writes.length === 0) break;
      try {
        for (let i = 0; i < writes.length; i += TRANSACTION_LIMIT) {
          await table.transact(writes.slice(i, i + TRANSACTION_LIMIT));
        }
        changed++;
        break;
      } catch (e) {
        if (!(e instanceof ConditionFailedError)) throw e;
      }
    }
  }
  return changed;
}

/** The condition that an item is still at the version it was read at. */
export const atVersion = (version: number): Condition => ({
  expression: 'version = :v',
  values: { ':v': version },
});

/** An item read for upkeep, written again as its entity writes it now (its index keys, or its entry, with it), at its version. */
export function rewrittenAtVersion<T extends Record<string, unknown>, Id>(
  entity: Entity<T, Id>,
  item: Item,
): { value: T; write: TableWrite & { kind: 'put' }; writes: TableWrite[] } {
  const { value, version } = entity.fromItem(item);
  const writes = entityWrites(entity, value, version, String(item.updatedAt), atVersion(version));
  return { value, write: writes[0], writes };
}

/** The check, in an upkeep's transaction, that an item was not changed since it was read. */
export const unchangedSince = (key: Key, item: Item): TableWrite => ({
  kind: 'check',
  key,
  condition: atVersion(Number(item.version ?? 0)),
});

/**
 * Once per store, the entities of a list kept from before their entity was listed apart (each
 * carrying its index keys, so the index held it whole) are written again as it writes them now:
 * the entity without its index keys, and its entry. Entries already there are left alone.
 */
export function listApartOnce<T extends Record<string, unknown>, Id>(
  deps: Parameters<typeof upkeepOnce>[0],
  setting: string,
  entity: Entity<T, Id>,
  lists: Parameters<typeof upkeepOnce>[2],
): Promise<number> {
  return upkeepOnce(deps, setting, lists, (item) =>
    item.EntityType === entity.name ? rewrittenAtVersion(entity, item).writes : undefined,
  );
}
