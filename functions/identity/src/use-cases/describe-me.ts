import { homePath, IDLE_WARNING_SECONDS, idleTimeoutOf, visibleMenuKeys } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';
import { ended } from '../sessions/session-service';
import { consentStatusOf } from './privacy-consents';

/**
 * The signed-in account, its menu, its home page, its session's idle limit, and for a customer
 * whether a newer Privacy Notice waits for their consent (the site's pages ask first).
 */
export async function describeMe(deps: Pick<IdentityPorts, 'accounts' | 'consents'>, principal: Principal) {
  const [loaded, consent] = await Promise.all([
    deps.accounts.load(principal.id),
    consentStatusOf(deps, {
      AccountId: principal.id,
      Kind: principal.kind === 'customer' ? 'customer' : 'staff',
    }),
  ]);
  const account = loaded?.value;
  if (!account) throw ended();
  const subject = { kind: principal.kind, roles: principal.roles, privileges: principal.privileges };
  return {
    ...publicAccount(account),
    roles: principal.roles,
    privileges: principal.privileges,
    menu: visibleMenuKeys(subject),
    home: homePath(subject),
    ...idleLimit(principal),
    ...(consent ? { ConsentRequired: consent.ConsentRequired, NoticeVersion: consent.NoticeVersion } : {}),
  };
}

/** How long the session may sit idle, and how long before the end the page warns. */
export function idleLimit(principal: Pick<Principal, 'kind'>) {
  const idle = idleTimeoutOf(principal.kind);
  return idle === undefined ? {} : { IdleTimeoutSeconds: idle, IdleWarningSeconds: IDLE_WARNING_SECONDS };
}
