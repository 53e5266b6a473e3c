import type { DomainError } from '@ezc/domain';
import type { Actor, AggregateStore, Entity, TableWrite } from '@ezc/platform';
import {
  changedElsewhere,
  changesBetween,
  deletion,
  guarded,
  removeWithAudit,
  type SetupWriteDeps,
} from './setup-writes';

/**
 * Records known by a code staff choose (packages, partners): created once per code, changed with
 * their version checked, deleted; every change audited under the record.
 */
export interface CodeRecords<T extends Record<string, unknown>> {
  load(code: string): Promise<{ value: T; version: number } | undefined>;
  /** Every record, by code. */
  list(): Promise<T[]>;
  /** `also`: checks of records it names (which must still exist as it lands). */
  create(value: T, actor: Actor, also?: TableWrite[]): Promise<void>;
  save(before: { value: T; version: number }, after: T, actor: Actor, also?: TableWrite[]): Promise<void>;
  remove(before: { value: T; version: number }, actor: Actor): Promise<void>;
}

export function codeRecords<T extends Record<string, unknown>>(
  deps: SetupWriteDeps & { store: AggregateStore },
  def: {
    entity: Entity<T, string>;
    code: (value: T) => string;
    index: { index: 'GSI1'; pk: string };
    /** The audit rows' object type, and the name a conflict message gives it. */
    objectType: string;
    exists: (code: string) => DomainError;
    /** A record named in `also` is gone. */
    namedMissing: (value: T) => DomainError;
  },
): CodeRecords<T> {
  const { table, store } = deps;
  const changed = changedElsewhere(def.objectType);
  return {
    load: (code) => store.load(def.entity, code),
    async list() {
      return (await table.queryAll(def.index)).map((i) => def.entity.fromItem(i).value);
    },
    async create(value, actor, also = []) {
      const code = def.code(value);
      await guarded(
        () =>
          store.commit({
            entity: def.entity,
            value,
            expectedVersion: 0,
            audit: { objectType: def.objectType, objectId: code, action: `${def.objectType} created`, actor },
            also,
          }),
        { own: () => def.exists(code), other: () => def.namedMissing(value) },
      );
    },
    async save(before, after, actor, also = []) {
      await guarded(
        () =>
          store.commit({
            entity: def.entity,
            value: after,
            expectedVersion: before.version,
            audit: {
              objectType: def.objectType,
              objectId: def.code(after),
              action: `${def.objectType} updated`,
              actor,
              changes: changesBetween(before.value, after),
            },
            also,
          }),
        { own: changed, other: () => def.namedMissing(after) },
      );
    },
    async remove(before, actor) {
      const code = def.code(before.value);
      await guarded(
        () =>
          removeWithAudit(deps, [deletion(def.entity.key(code), before.version)], {
            objectType: def.objectType,
            objectId: code,
            action: `${def.objectType} deleted`,
            actor,
          }),
        { own: changed },
      );
    },
  };
}
