import { type PartnerInput, partnerExists } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { partnerRecord, partnerView } from '../../setup/partner';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';

/** `/partners/add`: a new partner company. */
export async function addPartner(
  deps: Pick<LoansPorts, 'partners' | 'actionRights' | 'clock'>,
  input: SetupCaller & { partner: PartnerInput },
) {
  await requireAction(deps, input.principal, 'Manage Partners');
  const code = input.partner.PartnerCode;
  if (await deps.partners.load(code)) throw partnerExists(code);
  const record = partnerRecord(input.partner, recordTimes(deps.clock.now().toISOString()));
  await deps.partners.create(record, input.actor);
  return partnerView(record);
}
