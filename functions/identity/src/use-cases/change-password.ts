import { DomainError } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import { admitAttempt, lockedError, lockReachedLimits } from '../credentials/attempt-gate';
import { withNewPassword } from '../credentials/new-password';
import { accountScope } from '../credentials/throttle-store';
import type { IdentityPorts, RequestContext } from '../ports';
import { ended } from '../sessions/session-service';

export const PASSWORD_CHANGED = 'Password changed.';

/**
 * A signed-in person changes their password: the current one first (counted like a sign-in, so a
 * stolen session cannot guess it), the new one against the policy. Every other session ends; the
 * one the change was made from carries on, moved to the new generation in the same write.
 */
export async function changePassword(
  deps: Pick<IdentityPorts, 'accounts' | 'sessions' | 'hasher' | 'counters' | 'verifier' | 'clock'>,
  input: { principal: Principal; currentPassword: string; password: string },
  ctx: RequestContext,
): Promise<void> {
  const loaded = await deps.accounts.load(input.principal.id);
  const session = await deps.sessions.load(input.principal.sessionId);
  if (!loaded || !session) throw ended();
  const account = loaded.value;

  const keys = [{ scope: accountScope(account.Kind, account.Email) }];
  const nowS = Math.floor(Date.now() / 1000);
  const admission = await admitAttempt(deps.counters, keys, nowS);
  if (!admission.admitted) throw lockedError(admission.retryAfterSeconds);
  if (!(await deps.hasher.verify(input.currentPassword, account.PasswordHash))) {
    await lockReachedLimits(deps.counters, keys, admission.counted, nowS);
    throw new DomainError('validation', 'AUTH.WRONG_PASSWORD', 'Your current password is not right.');
  }
  const { after, decision } = await withNewPassword(deps.hasher, account, input.password, {
    code: 'AUTH.ACCOUNT_INACTIVE',
    message: 'Your account is inactive. Please contact us for help.',
  });
  await deps.accounts.save({
    before: loaded,
    after,
    decision,
    how: 'change',
    action: 'Password changed',
    actor: { id: account.AccountId, kind: account.Kind === 'service' ? 'system' : account.Kind, ip: ctx.ip },
    also: [deps.sessions.keepThroughWrite(session, after.SessionGeneration, deps.clock.now().toISOString())],
  });
  deps.verifier.forgetAccount(account.AccountId);
  await deps.counters.forget(keys[0]!.scope);
}
