import { notFound, type Privilege } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { IdentityPorts } from '../ports';

/** An Admin sets a role's privileges; every holder's next request sees them (within seconds elsewhere). */
export async function updateRolePrivileges(
  deps: Pick<IdentityPorts, 'roles' | 'verifier'>,
  input: { roleId: string; privileges: Privilege[] },
  actor: Actor,
) {
  const loaded = await deps.roles.load(input.roleId);
  if (!loaded) throw notFound('ROLE.NOT_FOUND', 'Role not found');
  const after = { ...loaded.value, Privileges: [...new Set(input.privileges)] };
  await deps.roles.save(loaded, after, actor);
  deps.verifier.forgetRoles();
  return after;
}
