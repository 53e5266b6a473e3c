import { type PackageInput, packageNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { packageRecord, packageView } from '../../setup/package';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';
import { namedPartner } from './package-partner';

/** `/packages/update`: the package the PackageCode names, changed. */
export async function updatePackage(
  deps: Pick<LoansPorts, 'packages' | 'partners' | 'actionRights' | 'clock'>,
  input: SetupCaller & { package: PackageInput },
) {
  await requireAction(deps, input.principal, 'Manage Packages');
  const before = await deps.packages.load(input.package.PackageCode);
  if (!before) throw packageNotFound();
  const partner = await namedPartner(deps, input.package.PartnerCode);
  const after = packageRecord(
    input.package,
    recordTimes(deps.clock.now().toISOString(), before.value.CreatedAt),
  );
  await deps.packages.save(before, after, input.actor, partner.also);
  return packageView(after, partner.name);
}
