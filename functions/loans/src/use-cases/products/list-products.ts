import { type Paging, paginate } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { LoansPorts } from '../../ports';
import { actionsAllowed } from '../../setup/action-rights';
import { productView } from '../../setup/product';
import { containsText, equalsValue, isFilter } from '../../setup/setup-caller';

export interface ProductSearch {
  /** Part of the name, any case. */
  Name?: string | undefined;
  InterestType?: string | undefined;
  Status?: string | undefined;
  PackageCode?: string | undefined;
}

/**
 * `/products/find-all`: products by name, filtered; `"All"` or nothing means no filter. `Actions`
 * says whether the caller may manage products now.
 */
export async function listProducts(
  deps: Pick<LoansPorts, 'products' | 'actionRights'>,
  input: Paging & { principal: Pick<Principal, 'roles'>; search?: ProductSearch | undefined },
) {
  const s = input.search ?? {};
  const found = (await deps.products.list()).filter(
    (p) =>
      containsText(p.Name, s.Name) &&
      equalsValue(p.InterestType, s.InterestType) &&
      equalsValue(p.Status, s.Status) &&
      // Codes are kept in capitals, as typed in any case.
      (!isFilter(s.PackageCode) || p.PackageCode === s.PackageCode.trim().toUpperCase()),
  );
  const Actions = await actionsAllowed(deps, input.principal, ['Manage Products']);
  return { ...paginate(found.map(productView), input), Actions };
}
