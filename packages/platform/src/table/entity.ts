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
}

export function defineEntity<T extends Record<string, unknown>, Id>(def: {
  name: string;
  schema: z.ZodType<T>;
  id: (value: T) => Id;
  key: (id: Id) => Key;
  indexes?: Partial<Record<IndexName, (value: T) => IndexKeys | undefined>>;
  /** Epoch seconds after which DynamoDB's TTL may remove the item. */
  expiresAt?: (value: T) => number | undefined;
}): Entity<T, Id> {
  return {
    name: def.name,
    schema: def.schema,
    key: def.key,
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
      for (const [index, build] of Object.entries(def.indexes ?? {})) {
        const keys = build?.(value);
        if (keys) {
          item[`${index}PK`] = keys.pk;
          item[`${index}SK`] = keys.sk;
        }
      }
      return item;
    },
    fromItem(item) {
      const { PK: _pk, SK: _sk, version, updatedAt: _u, ...rest } = item;
      for (const k of Object.keys(rest))
        if (/^GSI\d(PK|SK)$/.test(k) || k === ENTITY_ATTRIBUTE || k === TTL) delete rest[k];
      return { value: def.schema.parse(rest), version: Number(version ?? 0) };
    },
  };
}
