import { DomainError } from '@ezc/domain';
import { withNewPassword } from '../credentials/new-password';
import { accountScope } from '../credentials/throttle-store';
import type { IdentityPorts, RequestContext } from '../ports';

export const PASSWORD_RESET = 'Password reset successfully.';
const INVALID_LINK = {
  code: 'AUTH.RESET_LINK_INVALID',
  message: 'This reset link is invalid or has expired. Please request a new one.',
};

/**
 * Sets a new password with the token of a mailed link, in one write: the account's new hash and
 * next session generation (every session ends, whoever knew the old password is signed out), the
 * link used up, the audit row and the event that e-mails the owner. A fresh password also lifts a
 * sign-in lock on the account. An account deactivated since the link was sent is refused.
 */
export async function resetPassword(
  deps: Pick<IdentityPorts, 'codes' | 'accounts' | 'hasher' | 'counters' | 'verifier'>,
  input: { kind: 'customer' | 'staff'; token: string; password: string },
  ctx: RequestContext,
): Promise<void> {
  const link = await deps.codes.find('reset', input.token);
  const loaded =
    link?.data.Kind === input.kind ? await deps.accounts.load(String(link.data.AccountId)) : undefined;
  if (!link || !loaded) throw new DomainError('validation', INVALID_LINK.code, INVALID_LINK.message);
  const account = loaded.value;
  const { after, decision } = await withNewPassword(deps.hasher, account, input.password, INVALID_LINK);
  await deps.accounts.save({
    before: loaded,
    after,
    decision,
    how: 'reset',
    action: 'Password reset',
    actor: { id: account.AccountId, kind: 'anonymous', ip: ctx.ip },
    also: [link.useUp],
  });
  deps.verifier.forgetAccount(account.AccountId);
  await deps.counters.forget(accountScope(account.Kind, account.Email));
}
