import {
  type ActionRights,
  actionForbidden,
  defaultActionRights,
  type LendingAction,
  lendingActions,
  mayAct,
  readActionRights,
} from '@ezc/domain';
import { type Actor, type AggregateStore, defineEntity, type Principal, platformKeys } from '@ezc/platform';
import * as z from 'zod';

export const ACTION_RIGHTS_SETTING = 'lending.action-rights';

const settingSchema = z.object({
  Name: z.literal(ACTION_RIGHTS_SETTING),
  // Read leniently (see readActionRights): a grant saved before an action existed still loads.
  Rights: z.record(z.string(), z.unknown()),
});

const settingEntity = defineEntity({
  name: 'Setting',
  schema: settingSchema,
  id: (s) => s.Name,
  key: (name: string) => platformKeys.setting(name),
});

/** How long a process trusts the grant it read; another process's change is seen within this. */
const CACHE_MS = 5000;

const copyOf = (rights: Readonly<ActionRights>): ActionRights =>
  Object.fromEntries(lendingActions.map((a) => [a, [...rights[a]]])) as ActionRights;

/**
 * Which staff roles may do each lending action: a setting an Admin edits, audited, read by every
 * action's check. Until an Admin saves one, the domain's defaults apply.
 */
export interface ActionRightsSetting {
  current(): Promise<{ rights: ActionRights; isDefault: boolean }>;
  save(rights: ActionRights, actor: Actor): Promise<ActionRights>;
}

export function actionRightsSetting(
  store: AggregateStore,
  cacheMs = CACHE_MS,
  /** What the cached grant is aged by, in milliseconds: the wall clock unless a test moves its own. */
  cacheClock: () => number = () => Date.now(),
): ActionRightsSetting {
  let cached: { at: number; rights: ActionRights; isDefault: boolean } | undefined;
  const read = async () => {
    const found = await store.load(settingEntity, ACTION_RIGHTS_SETTING);
    return found
      ? { rights: readActionRights(found.value.Rights), isDefault: false, version: found.version }
      : { rights: copyOf(defaultActionRights), isDefault: true, version: 0 };
  };
  return {
    async current() {
      if (cached && cacheClock() - cached.at < cacheMs) {
        return { rights: copyOf(cached.rights), isDefault: cached.isDefault };
      }
      const { rights, isDefault } = await read();
      cached = { at: cacheClock(), rights, isDefault };
      return { rights: copyOf(rights), isDefault };
    },
    async save(rights, actor) {
      const before = await read();
      const after = readActionRights(rights);
      const changes = Object.fromEntries(
        lendingActions
          .filter((a) => JSON.stringify(before.rights[a]) !== JSON.stringify(after[a]))
          .map((a) => [a, { from: before.rights[a], to: after[a] }]),
      );
      try {
        await store.commit({
          entity: settingEntity,
          value: { Name: ACTION_RIGHTS_SETTING, Rights: after },
          expectedVersion: before.version,
          audit: {
            objectType: 'Setting',
            objectId: ACTION_RIGHTS_SETTING,
            action: 'Action rights changed',
            actor,
            changes,
          },
        });
      } finally {
        // Whatever happened, the next check reads the stored grant again.
        cached = undefined;
      }
      return copyOf(after);
    },
  };
}

/** Refuses (403) an action none of the caller's roles is granted. */
export async function requireAction(
  deps: { actionRights: ActionRightsSetting },
  principal: Pick<Principal, 'roles'>,
  action: LendingAction,
): Promise<void> {
  if (!(await mayDo(deps, principal, action))) throw actionForbidden(action);
}

/** Whether the caller may do `action` now: one of their roles is granted it (only staff roles can be). */
export async function mayDo(
  deps: { actionRights: ActionRightsSetting },
  principal: Pick<Principal, 'roles'>,
  action: LendingAction,
): Promise<boolean> {
  const { rights } = await deps.actionRights.current();
  return mayAct(rights, action, principal.roles);
}

/**
 * Of `actions`, those the caller may do now, in the order given: what a listing tells its reader
 * so that a screen offers only what it may do (the commands check again when they are called).
 */
export async function actionsAllowed(
  deps: { actionRights: ActionRightsSetting },
  principal: Pick<Principal, 'roles'>,
  actions: readonly LendingAction[],
): Promise<LendingAction[]> {
  const { rights } = await deps.actionRights.current();
  return actions.filter((a) => mayAct(rights, a, principal.roles));
}
