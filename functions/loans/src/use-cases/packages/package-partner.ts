import { packagePartnerNotFound } from '@ezc/domain';
import type { TableWrite } from '@ezc/platform';
import type { LoansPorts } from '../../ports';
import { partnerEntity } from '../../setup/partner';
import { stillThere } from '../../setup/setup-writes';

/**
 * The partner a package names: it must exist, and still exist as the package is saved. Answers
 * the partner's name and the check that goes with the write.
 */
export async function namedPartner(
  deps: Pick<LoansPorts, 'partners'>,
  partnerCode: string | undefined,
): Promise<{ name: string | undefined; also: TableWrite[] }> {
  if (!partnerCode) return { name: undefined, also: [] };
  const partner = await deps.partners.load(partnerCode);
  if (!partner) throw packagePartnerNotFound(partnerCode);
  return { name: partner.value.Name, also: [stillThere(partnerEntity.key(partnerCode))] };
}
