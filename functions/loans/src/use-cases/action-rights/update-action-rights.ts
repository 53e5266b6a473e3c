import type { ActionRights } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { LoansPorts } from '../../ports';

/** `/settings/action-rights/update`: an Admin sets which roles may do each lending action; audited. */
export async function updateActionRights(
  deps: Pick<LoansPorts, 'actionRights'>,
  input: { rights: ActionRights; actor: Actor },
) {
  return { Rights: await deps.actionRights.save(input.rights, input.actor) };
}
