import type { z } from 'zod';
import { ENTITY_ATTRIBUTE, tableDefinition } from './table-definition';

const TTL = tableDefinition.ttlAttribute;

import type { Item, Key } from './table';
import type { IndexName } from './table-definition';

type IndexKeys = { pk: string; sk: string };

/**
 * An entity's keys, declared once. Repositories and access patterns use `key` and `indexKeys`;
 * nothing else builds a PK or SK by hand.
 */
export interface Entity<T extends Record<string, unknown>, Id> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
  key(id: Id): Key;
  toItem(value: T, version: number, updatedAt: string): Item & Key;
  fromItem(item: Item): { value: T; version: number };
  /**
   * For an entity listed apart (`listedApart`), its entry in its lists: a small item beside it
   * holding its index keys and nothing else, so an index takes a few bytes for each change of the
   * entity, not the entity whole. Undefined for an entity that carries its index keys itself.
   */
  entryOf(value: T): (Item & Key) | undefined;
}

/** Where an entity listed apart keeps its entry: beside it, under its own key and `#LISTED`. */
export const LISTED_SUFFIX = '#LISTED';
const entryKey = (key: Key): Key => ({ PK: key.PK, SK: `${key.SK}${LISTED_SUFFIX}` });

export function defineEntity<T extends Record<string, unknown>, Id>(def: {
  name: string;
  schema: z.ZodType<T>;
  id: (value: T) => Id;
  key: (id: Id) => Key;
  indexes?: Partial<Record<IndexName, (value: T) => IndexKeys | undefined>>;
  /**
   * The index keys go on an entry beside the entity (`entryOf`), not on the entity: for an entity
   * much larger than what finds it, changed more often than its lists' keys.
   */
  listedApart?: true;
  /**
   * For an entity listed apart, the few fields its lists filter and order on before a page is
   * chosen, kept on its entry too (what a GSI projects besides its keys).
   */
  listedWith?: (value: T) => Record<string, unknown>;
  /** Epoch seconds after which DynamoDB's TTL may remove the item. */
  expiresAt?: (value: T) => number | undefined;
}): Entity<T, Id> {
  const indexKeysOf = (value: T): Record<string, string> => {
    const keys: Record<string, string> = {};
    for (const [index, build] of Object.entries(def.indexes ?? {})) {
      const built = build?.(value);
      if (built) {
        keys[`${index}PK`] = built.pk;
        keys[`${index}SK`] = built.sk;
      }
    }
    return keys;
  };
  return {
    name: def.name,
    schema: def.schema,
    key: def.key,
    entryOf(value) {
      if (!def.listedApart) return undefined;
      return {
        ...entryKey(def.key(def.id(value))),
        ...def.listedWith?.(value),
        [ENTITY_ATTRIBUTE]: `${def.name}Listed`,
        ...indexKeysOf(value),
      };
    },
    toItem(value, version, updatedAt) {
      const item: Item & Key = {
        ...value,
        ...def.key(def.id(value)),
        [ENTITY_ATTRIBUTE]: def.name,
        version,
        updatedAt,
      };
      const ttl = def.expiresAt?.(value);
      if (ttl !== undefined) item[TTL] = ttl;
      return def.listedApart ? item : { ...item, ...indexKeysOf(value) };
    },
    fromItem(item) {
      const { PK: _pk, SK: _sk, version, updatedAt: _u, ...rest } = item;
      for (const k of Object.keys(rest))
        if (/^GSI\d(PK|SK)$/.test(k) || k === ENTITY_ATTRIBUTE || k === TTL) delete rest[k];
      return { value: def.schema.parse(rest), version: Number(version ?? 0) };
    },
  };
}
