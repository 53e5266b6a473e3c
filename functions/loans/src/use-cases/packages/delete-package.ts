import { packageInUse, packageNotFound } from '@ezc/domain';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import type { SetupCaller } from '../../setup/setup-caller';

/** `/packages/delete`: a package no product belongs to. */
export async function deletePackage(
  deps: Pick<LoansPorts, 'packages' | 'products' | 'actionRights'>,
  input: SetupCaller & { code: string },
) {
  await requireAction(deps, input.principal, 'Manage Packages');
  const before = await deps.packages.load(input.code);
  if (!before) throw packageNotFound();
  const products = await deps.products.list();
  if (products.some((p) => p.PackageCode === input.code)) throw packageInUse(input.code);
  await deps.packages.remove(before, input.actor);
}
