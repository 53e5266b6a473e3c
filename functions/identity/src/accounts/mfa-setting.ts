import { MFA_REQUIRED_BY_DEFAULT, type StaffRole, staffRoleSchema } from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, platformKeys } from '@ezc/platform';
import * as z from 'zod';

const settingSchema = z.object({
  Name: z.literal('mfa.required-roles'),
  Roles: z.array(staffRoleSchema),
});

const settingEntity = defineEntity({
  name: 'Setting',
  schema: settingSchema,
  id: (s) => s.Name,
  key: (name: string) => platformKeys.setting(name),
});

/** Which staff roles must use two-step sign-in: a setting an Admin edits, audited. */
export interface MfaSettings {
  requiredRoles(): Promise<{ roles: StaffRole[]; isDefault: boolean }>;
  save(roles: StaffRole[], actor: Actor): Promise<void>;
}

export function mfaSettings(store: AggregateStore, stage: 'local' | 'aws'): MfaSettings {
  const name = 'mfa.required-roles';
  return {
    async requiredRoles() {
      const found = await store.load(settingEntity, name);
      return found
        ? { roles: found.value.Roles, isDefault: false }
        : { roles: [...MFA_REQUIRED_BY_DEFAULT[stage]], isDefault: true };
    },
    async save(roles, actor) {
      const found = await store.load(settingEntity, name);
      const before = found?.value.Roles ?? [...MFA_REQUIRED_BY_DEFAULT[stage]];
      await store.commit({
        entity: settingEntity,
        value: { Name: name, Roles: [...new Set(roles)] },
        expectedVersion: found?.version ?? 0,
        audit: {
          objectType: 'Setting',
          objectId: name,
          action: 'Two-step sign-in roles changed',
          actor,
          changes: { from: before, to: roles },
        },
      });
    },
  };
}
