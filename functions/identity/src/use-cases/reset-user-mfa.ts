import { DomainError } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { decideAccount, publicAccount } from '../accounts/account';
import type { IdentityPorts } from '../ports';
import { userNotFound } from './get-user';

/**
 * An Admin clears a staff user's two-step sign-in (a lost phone, used-up recovery codes): their
 * sessions end, and they set it up again at their next sign-in if their role requires it.
 */
export async function resetUserMfa(
  deps: Pick<IdentityPorts, 'accounts' | 'verifier'>,
  input: { userId: string },
  actor: Actor,
) {
  const loaded = await deps.accounts.load(input.userId);
  if (loaded?.value.Kind !== 'staff') throw userNotFound();
  const account = loaded.value;
  if (!account.Mfa) {
    throw new DomainError('rule', 'AUTH.MFA_NOT_ENROLLED', 'This user has not set up two-step sign-in.');
  }
  const decision = decideAccount(
    account,
    { type: 'RESET_MFA' },
    { code: 'AUTH.MFA_NOT_ENROLLED', message: 'This user has not set up two-step sign-in.' },
  );
  const { Mfa: _cleared, ...rest } = account;
  const after = { ...rest, SessionGeneration: account.SessionGeneration + 1 };
  await deps.accounts.save({ before: loaded, after, decision, action: 'Two-step sign-in reset', actor });
  deps.verifier.forgetAccount(account.AccountId);
  return publicAccount({ ...after, Status: decision.status });
}
