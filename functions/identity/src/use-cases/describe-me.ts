import { homePath, IDLE_WARNING_SECONDS, idleTimeoutOf, visibleMenuKeys } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';
import { ended } from '../sessions/session-service';

/** The signed-in account, its menu, its home page and its session's idle limit. */
export async function describeMe(deps: Pick<IdentityPorts, 'accounts'>, principal: Principal) {
  const account = (await deps.accounts.load(principal.id))?.value;
  if (!account) throw ended();
  const subject = { kind: principal.kind, roles: principal.roles, privileges: principal.privileges };
  return {
    ...publicAccount(account),
    roles: principal.roles,
    privileges: principal.privileges,
    menu: visibleMenuKeys(subject),
    home: homePath(subject),
    ...idleLimit(principal),
  };
}

/** How long the session may sit idle, and how long before the end the page warns. */
export function idleLimit(principal: Pick<Principal, 'kind'>) {
  const idle = idleTimeoutOf(principal.kind);
  return idle === undefined ? {} : { IdleTimeoutSeconds: idle, IdleWarningSeconds: IDLE_WARNING_SECONDS };
}
