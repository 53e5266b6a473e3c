import { type PartnerInput, partnerNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { partnerRecord, partnerView } from '../../setup/partner';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';

/** `/partners/update`: the partner the PartnerCode names, changed. */
export async function updatePartner(
  deps: Pick<LoansPorts, 'partners' | 'actionRights' | 'clock'>,
  input: SetupCaller & { partner: PartnerInput },
) {
  await requireAction(deps, input.principal, 'Manage Partners');
  const before = await deps.partners.load(input.partner.PartnerCode);
  if (!before) throw partnerNotFound();
  const after = partnerRecord(
    input.partner,
    recordTimes(deps.clock.now().toISOString(), before.value.CreatedAt),
  );
  await deps.partners.save(before, after, input.actor);
  return partnerView(after);
}
