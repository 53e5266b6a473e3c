import { type Paging, paginate } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { LoansPorts } from '../../ports';
import { actionsAllowed } from '../../setup/action-rights';
import { packageView } from '../../setup/package';
import { containsText, equalsValue } from '../../setup/setup-caller';

export interface PackageSearch {
  Name?: string | undefined;
  PackageCode?: string | undefined;
  CompanyCode?: string | undefined;
  Status?: string | undefined;
}

/**
 * `/packages/find-all`: packages by code with their partner's name; names and codes match in part.
 * `Actions` says whether the caller may manage packages now.
 */
export async function listPackages(
  deps: Pick<LoansPorts, 'packages' | 'partners' | 'actionRights'>,
  input: Paging & { principal: Pick<Principal, 'roles'>; search?: PackageSearch | undefined },
) {
  const s = input.search ?? {};
  const [packages, partners, Actions] = await Promise.all([
    deps.packages.list(),
    deps.partners.list(),
    actionsAllowed(deps, input.principal, ['Manage Packages']),
  ]);
  const partnerName = new Map(partners.map((p) => [p.PartnerCode, p.Name]));
  const found = packages.filter(
    (p) =>
      containsText(p.Name, s.Name) &&
      containsText(p.PackageCode, s.PackageCode) &&
      containsText(p.CompanyCode, s.CompanyCode) &&
      equalsValue(p.Status, s.Status),
  );
  return {
    ...paginate(
      found.map((p) => packageView(p, p.PartnerCode ? partnerName.get(p.PartnerCode) : undefined)),
      input,
    ),
    Actions,
  };
}
