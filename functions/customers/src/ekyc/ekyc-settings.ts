import { EKYC_MENU_ENABLED_BY_DEFAULT, EKYC_MENU_SETTING } from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, platformKeys } from '@ezc/platform';
import * as z from 'zod';

const settingSchema = z.object({ Name: z.literal(EKYC_MENU_SETTING), Enabled: z.boolean() });

const settingEntity = defineEntity({
  name: 'Setting',
  schema: settingSchema,
  id: (s) => s.Name,
  key: (name: string) => platformKeys.setting(name),
});

/** Whether the perform-KYC menu entry is open (spec §2: disabled until an Admin enables it), audited. */
export interface EkycSettings {
  menuEnabled(): Promise<{ enabled: boolean; isDefault: boolean }>;
  save(enabled: boolean, actor: Actor): Promise<void>;
}

export function ekycSettings(store: AggregateStore): EkycSettings {
  return {
    async menuEnabled() {
      const found = await store.load(settingEntity, EKYC_MENU_SETTING);
      return found
        ? { enabled: found.value.Enabled, isDefault: false }
        : { enabled: EKYC_MENU_ENABLED_BY_DEFAULT, isDefault: true };
    },
    async save(enabled, actor) {
      const found = await store.load(settingEntity, EKYC_MENU_SETTING);
      const before = found?.value.Enabled ?? EKYC_MENU_ENABLED_BY_DEFAULT;
      await store.commit({
        entity: settingEntity,
        value: { Name: EKYC_MENU_SETTING, Enabled: enabled },
        expectedVersion: found?.version ?? 0,
        audit: {
          objectType: 'Setting',
          objectId: EKYC_MENU_SETTING,
          action: enabled ? 'eKYC menu entry enabled' : 'eKYC menu entry disabled',
          actor,
          changes: { Enabled: { from: before, to: enabled } },
        },
      });
    },
  };
}
