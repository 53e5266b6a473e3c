import { accountStatusMachine, DomainError, decide } from '@ezc/domain';
import { passwordProblem } from '@ezc/domain/identity/password-policy';
import { accountScope } from '../credentials/throttle-store';
import type { IdentityPorts, RequestContext } from '../ports';

export const PASSWORD_RESET = 'Password reset successfully.';
const invalidLink = () =>
  new DomainError(
    'validation',
    'AUTH.RESET_LINK_INVALID',
    'This reset link is invalid or has expired. Please request a new one.',
  );

/**
 * Sets a new password with the token of a mailed link, in one write: the account's new hash and
 * next session generation (every session ends, whoever knew the old password is signed out), the
 * link used up, the audit row and the event that e-mails the owner. A fresh password also lifts a
 * sign-in lock on the account.
 */
export async function resetPassword(
  deps: Pick<IdentityPorts, 'codes' | 'accounts' | 'hasher' | 'counters' | 'verifier'>,
  input: { kind: 'customer' | 'staff'; token: string; password: string },
  ctx: RequestContext,
): Promise<void> {
  const link = await deps.codes.find('reset', input.token);
  if (!link || link.data.Kind !== input.kind) throw invalidLink();
  const loaded = await deps.accounts.load(String(link.data.AccountId));
  if (!loaded) throw invalidLink();
  const account = loaded.value;
  const problem = passwordProblem(input.password, [account.Email, account.FullName]);
  if (problem) throw new DomainError('validation', 'VALIDATION.INVALID_INPUT', `Password: ${problem}`);
  // An account deactivated since the link was sent cannot be reset through it.
  const decision = decide(
    accountStatusMachine,
    { status: account.Status, machineVersion: account.MachineVersion },
    { type: 'CHANGE_PASSWORD' },
    {
      code: 'AUTH.RESET_LINK_INVALID',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    },
  );
  await deps.accounts.save({
    before: loaded,
    after: {
      ...account,
      PasswordHash: await deps.hasher.hash(input.password),
      SessionGeneration: account.SessionGeneration + 1,
    },
    decision,
    how: 'reset',
    action: 'Password reset',
    actor: { id: account.AccountId, kind: 'anonymous', ip: ctx.ip },
    also: [link.useUp],
  });
  deps.verifier.forgetAccount(account.AccountId);
  await deps.counters.forget(accountScope(account.Kind, account.Email));
}
