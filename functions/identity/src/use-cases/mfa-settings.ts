import type { StaffRole } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { IdentityPorts } from '../ports';

/** Which staff roles must use two-step sign-in, and whether that is still the default. */
export async function getMfaSettings(deps: Pick<IdentityPorts, 'mfaSettings'>) {
  const { roles, isDefault } = await deps.mfaSettings.requiredRoles();
  return { Roles: roles, IsDefault: isDefault };
}

/** An Admin decides which roles must enrol; people in them enrol at their next sign-in. */
export async function updateMfaSettings(
  deps: Pick<IdentityPorts, 'mfaSettings'>,
  input: { roles: StaffRole[] },
  actor: Actor,
) {
  await deps.mfaSettings.save(input.roles, actor);
  return getMfaSettings(deps);
}
