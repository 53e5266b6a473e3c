import { partnerInUse, partnerNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import type { SetupCaller } from '../../setup/setup-caller';

/** `/partners/delete`: a partner no package names. */
export async function deletePartner(
  deps: Pick<LoansPorts, 'partners' | 'packages' | 'actionRights'>,
  input: SetupCaller & { code: string },
) {
  await requireAction(deps, input.principal, 'Manage Partners');
  const before = await deps.partners.load(input.code);
  if (!before) throw partnerNotFound();
  const packages = await deps.packages.list();
  if (packages.some((p) => p.PartnerCode === input.code)) throw partnerInUse(input.code);
  await deps.partners.remove(before, input.actor);
}
