import type { IdentityPorts } from '../ports';

/** Every role with its privileges (the User Role screen). */
export async function listRoles(deps: Pick<IdentityPorts, 'roles'>) {
  return deps.roles.list();
}
