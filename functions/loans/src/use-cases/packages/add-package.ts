import { type PackageInput, packageExists } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { packageRecord, packageView } from '../../setup/package';
import { recordTimes, type SetupCaller } from '../../setup/setup-caller';
import { namedPartner } from './package-partner';

/** `/packages/add`: a new package, for a partner that exists when it names one. */
export async function addPackage(
  deps: Pick<LoansPorts, 'packages' | 'partners' | 'actionRights' | 'clock'>,
  input: SetupCaller & { package: PackageInput },
) {
  await requireAction(deps, input.principal, 'Manage Packages');
  const code = input.package.PackageCode;
  if (await deps.packages.load(code)) throw packageExists(code);
  const partner = await namedPartner(deps, input.package.PartnerCode);
  const record = packageRecord(input.package, recordTimes(deps.clock.now().toISOString()));
  await deps.packages.create(record, input.actor, partner.also);
  return packageView(record, partner.name);
}
