import { type Paging, paginate } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { LoansPorts } from '../../ports';
import { actionsAllowed } from '../../setup/action-rights';
import { partnerView } from '../../setup/partner';
import { containsText, equalsValue } from '../../setup/setup-caller';

export interface PartnerSearch {
  Name?: string | undefined;
  PartnerCode?: string | undefined;
  AccountCode?: string | undefined;
  Status?: string | undefined;
}

/**
 * `/partners/find-all`: partners by code; names and codes match in part. `Actions` says whether
 * the caller may manage partners now.
 */
export async function listPartners(
  deps: Pick<LoansPorts, 'partners' | 'actionRights'>,
  input: Paging & { principal: Pick<Principal, 'roles'>; search?: PartnerSearch | undefined },
) {
  const s = input.search ?? {};
  const [partners, Actions] = await Promise.all([
    deps.partners.list(),
    actionsAllowed(deps, input.principal, ['Manage Partners']),
  ]);
  const found = partners.filter(
    (p) =>
      containsText(p.Name, s.Name) &&
      containsText(p.PartnerCode, s.PartnerCode) &&
      containsText(p.AccountCode, s.AccountCode) &&
      equalsValue(p.Status, s.Status),
  );
  return { ...paginate(found.map(partnerView), input), Actions };
}
