import type { StaffRole } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { decideAccount, publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';
import { userNotFound } from './get-user';

/**
 * An Admin assigns a staff user's roles. The user's sessions end in the same write (the session
 * generation moves on), so the new rights apply from their next sign-in, all at once.
 */
export async function assignUserRoles(
  deps: Pick<IdentityPorts, 'accounts' | 'verifier'>,
  input: { userId: string; roles: StaffRole[] },
  actor: Actor,
) {
  const loaded = await deps.accounts.load(input.userId);
  if (loaded?.value.Kind !== 'staff') throw userNotFound();
  const account = loaded.value;
  const decision = decideAccount(
    account,
    { type: 'CHANGE_ROLES' },
    { code: 'USER.STATUS_UNCHANGED', message: 'The user already has that status.' },
  );
  const after = {
    ...account,
    Roles: [...new Set(input.roles)],
    SessionGeneration: account.SessionGeneration + 1,
  };
  await deps.accounts.save({
    before: loaded,
    after,
    decision,
    action: 'Roles changed',
    actor,
    changes: { from: account.Roles, to: after.Roles },
  });
  deps.verifier.forgetAccount(account.AccountId);
  return publicAccount({ ...after, Status: decision.status });
}
