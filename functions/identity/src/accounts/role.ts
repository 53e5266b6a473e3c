import { privilegeSchema, roleNameSchema } from '@ezc/domain';
import { defineEntity, platformKeys, type Table } from '@ezc/platform';
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

/** Access pattern: all roles, by name. */
export async function listRoles(table: Table): Promise<Role[]> {
  const items = await table.queryAll({ index: 'GSI1', pk: platformKeys.rolesIndex });
  return items.map((i) => roleEntity.fromItem(i).value);
}
