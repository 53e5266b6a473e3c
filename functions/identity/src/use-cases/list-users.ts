import { DomainError, paginate, roleIds } from '@ezc/domain';
import { publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';

export interface ListUsersInput {
  status: 'active' | 'inactive' | 'All';
  /** Only the users holding this role (e.g. the attorney role id), or not holding it. */
  roleId?: string | undefined;
  assigned?: 'true' | 'false' | undefined;
  search?: string | undefined;
  Rows: number;
  Page: number;
}

const roleNameById = (id: string) => Object.entries(roleIds).find(([, v]) => v === id)?.[0];

/** Staff users, active by default, filtered by role and by name or e-mail, one page. */
export async function listUsers(deps: Pick<IdentityPorts, 'accounts'>, q: ListUsersInput) {
  let users = await deps.accounts.list('staff');
  if (q.status !== 'All')
    users = users.filter((u) => u.Status === (q.status === 'active' ? 'Active' : 'Inactive'));
  if (q.roleId) {
    const role = roleNameById(q.roleId);
    if (!role) throw new DomainError('validation', 'ROLE.UNKNOWN', 'Unknown role id.');
    users = users.filter((u) => (q.assigned === 'false' ? !u.Roles.includes(role) : u.Roles.includes(role)));
  }
  if (q.search) {
    const s = q.search.toLowerCase();
    users = users.filter((u) => u.FullName.toLowerCase().includes(s) || u.Email.includes(s));
  }
  return paginate(users.map(publicAccount), q);
}
