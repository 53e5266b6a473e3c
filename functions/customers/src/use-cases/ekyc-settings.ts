import type { Actor } from '@ezc/platform';
import type { CustomersPorts } from '../ports';

/** Whether the perform-KYC menu entry is open, and whether that is still the default (off). */
export async function getEkycSettings(deps: Pick<CustomersPorts, 'ekycSettings'>) {
  const { enabled, isDefault } = await deps.ekycSettings.menuEnabled();
  return { Enabled: enabled, IsDefault: isDefault };
}

/** An Admin opens or closes the perform-KYC menu entry (spec §2); the change is audited. */
export async function updateEkycSettings(
  deps: Pick<CustomersPorts, 'ekycSettings'>,
  input: { enabled: boolean },
  actor: Actor,
) {
  await deps.ekycSettings.save(input.enabled, actor);
  return getEkycSettings(deps);
}
