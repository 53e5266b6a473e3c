import { DomainError } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { decideAccount, publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';
import { userNotFound } from './get-user';

/**
 * An Admin activates or deactivates a staff user, through the account's machine. Deactivating
 * ends every session of the user in the same write (the session generation moves on).
 */
export async function setUserStatus(
  deps: Pick<IdentityPorts, 'accounts' | 'verifier'>,
  input: { userId: string; status: 'Active' | 'Inactive' },
  actor: Actor,
) {
  const loaded = await deps.accounts.load(input.userId);
  if (loaded?.value.Kind !== 'staff') throw userNotFound();
  if (input.userId === actor.id) {
    throw new DomainError('rule', 'USER.SELF_STATUS', 'You cannot change the status of your own account.');
  }
  const account = loaded.value;
  const decision = decideAccount(
    account,
    { type: input.status === 'Active' ? 'ACTIVATE' : 'DEACTIVATE' },
    {
      code: 'USER.STATUS_UNCHANGED',
      message: `The user is already ${input.status === 'Active' ? 'active' : 'inactive'}.`,
    },
  );
  const after = {
    ...account,
    SessionGeneration:
      decision.status === 'Inactive' ? account.SessionGeneration + 1 : account.SessionGeneration,
  };
  await deps.accounts.save({
    before: loaded,
    after,
    decision,
    action: decision.status === 'Active' ? 'Activated' : 'Deactivated',
    actor,
  });
  deps.verifier.forgetAccount(account.AccountId);
  return publicAccount({ ...after, Status: decision.status });
}
