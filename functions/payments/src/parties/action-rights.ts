import { actionForbidden, type LendingAction, mayAct, readActionRights } from '@ezc/domain';
import { type Principal, platformKeys, type Table } from '@ezc/platform';

/**
 * Which staff roles may do each lending action: the setting an Admin edits in the loans context,
 * read here (never written) leniently, so an action it does not name takes the domain's default.
 */
export interface ActionRightsReader {
  may(principal: Pick<Principal, 'roles'>, action: LendingAction): Promise<boolean>;
}

/** The setting the loans context keeps (its `lending.action-rights`). */
const SETTING = 'lending.action-rights';
/** Another process's change is seen within this. */
const CACHE_MS = 5000;

export function actionRightsReader(table: Table, cacheMs = CACHE_MS): ActionRightsReader {
  let cached: { at: number; rights: ReturnType<typeof readActionRights> } | undefined;
  return {
    async may(principal, action) {
      if (!cached || Date.now() - cached.at >= cacheMs) {
        const item = await table.get(platformKeys.setting(SETTING));
        cached = { at: Date.now(), rights: readActionRights(item?.Rights) };
      }
      return mayAct(cached.rights, action, principal.roles);
    },
  };
}

/** Refuses (403) an action none of the caller's roles is granted. */
export async function requireAction(
  rights: ActionRightsReader,
  principal: Pick<Principal, 'roles'>,
  action: LendingAction,
): Promise<void> {
  if (!(await rights.may(principal, action))) throw actionForbidden(action);
}
