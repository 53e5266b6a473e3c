import { lendingActions, staffRoles } from '@ezc/domain';
import type { LoansPorts } from '../../ports';

/** `/settings/action-rights/find`: the grant in force, with every action and role it may name. */
export async function findActionRights(deps: Pick<LoansPorts, 'actionRights'>) {
  const { rights, isDefault } = await deps.actionRights.current();
  return { Rights: rights, IsDefault: isDefault, Actions: [...lendingActions], Roles: [...staffRoles] };
}
