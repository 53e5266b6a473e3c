import { packageNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { packageView } from '../../setup/package';

/** `/packages/find-one`: a package with its partner's name. */
export async function findPackage(deps: Pick<LoansPorts, 'packages' | 'partners'>, input: { code: string }) {
  const found = await deps.packages.load(input.code);
  if (!found) throw packageNotFound();
  const partnerCode = found.value.PartnerCode;
  const partner = partnerCode ? await deps.partners.load(partnerCode) : undefined;
  return packageView(found.value, partner?.value.Name);
}
