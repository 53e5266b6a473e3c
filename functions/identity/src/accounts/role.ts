import { privilegeSchema, roleNameSchema } from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

export const roleSchema = z.object({
  RoleId: z.string(),
  Name: roleNameSchema,
  Privileges: z.array(privilegeSchema),
});
export type Role = z.infer<typeof roleSchema>;

/** Roles live at the platform's role keys: every context's token check reads them. */
export const roleEntity = defineEntity({
  name: 'Role',
  schema: roleSchema,
  id: (r) => r.RoleId,
  key: (id: string) => platformKeys.role(id),
  indexes: { GSI1: (r) => ({ pk: platformKeys.rolesIndex, sk: r.Name }) },
});

export interface Roles {
  list(): Promise<Role[]>;
  load(id: string): Promise<{ value: Role; version: number } | undefined>;
  create(role: Role): Promise<void>;
  save(before: { value: Role; version: number }, after: Role, actor: Actor): Promise<void>;
}

export function rolesRepository(table: Table, store: AggregateStore): Roles {
  return {
    async list() {
      const items = await table.queryAll({ index: 'GSI1', pk: platformKeys.rolesIndex });
      return items.map((i) => roleEntity.fromItem(i).value);
    },
    load: (id) => store.load(roleEntity, id),
    async create(role) {
      await store.commit({ entity: roleEntity, value: role, expectedVersion: 0 });
    },
    async save(before, after, actor) {
      const was = new Set(before.value.Privileges);
      const now = new Set(after.Privileges);
      await store.commit({
        entity: roleEntity,
        value: after,
        expectedVersion: before.version,
        audit: {
          objectType: 'Role',
          objectId: after.RoleId,
          action: 'Privileges changed',
          actor,
          changes: {
            added: [...now].filter((x) => !was.has(x)),
            removed: [...was].filter((x) => !now.has(x)),
          },
        },
      });
    },
  };
}
