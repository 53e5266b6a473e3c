import { partnerNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { partnerView } from '../../setup/partner';

/** `/partners/find-one`: one partner by its code. */
export async function findPartner(deps: Pick<LoansPorts, 'partners'>, input: { code: string }) {
  const found = await deps.partners.load(input.code);
  if (!found) throw partnerNotFound();
  return partnerView(found.value);
}
