import { type Paging, paginate } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { partnerView } from '../../setup/partner';
import { containsText, equalsValue } from '../../setup/setup-caller';

export interface PartnerSearch {
  Name?: string | undefined;
  PartnerCode?: string | undefined;
  AccountCode?: string | undefined;
  Status?: string | undefined;
}

/** `/partners/find-all`: partners by code; names and codes match in part. */
export async function listPartners(
  deps: Pick<LoansPorts, 'partners'>,
  input: Paging & { search?: PartnerSearch | undefined },
) {
  const s = input.search ?? {};
  const found = (await deps.partners.list()).filter(
    (p) =>
      containsText(p.Name, s.Name) &&
      containsText(p.PartnerCode, s.PartnerCode) &&
      containsText(p.AccountCode, s.AccountCode) &&
      equalsValue(p.Status, s.Status),
  );
  return paginate(found.map(partnerView), input);
}
