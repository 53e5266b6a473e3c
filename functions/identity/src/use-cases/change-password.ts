import {
  accountStatusMachine,
  DomainError,
  decide,
  LOCKED_MESSAGE,
  lockedUntilFrom,
  locksAfterFailure,
  signInGate,
  throttlePolicy,
} from '@ezc/domain';
import { passwordProblem } from '@ezc/domain/identity/password-policy';
import type { Principal } from '@ezc/platform';
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

  const scope = accountScope(account.Kind, account.Email);
  const nowS = Math.floor(Date.now() / 1000);
  const counted = await deps.counters.count(scope, nowS, throttlePolicy.windowSeconds);
  const gate = signInGate(counted, nowS);
  if (!gate.allowed) {
    if (gate.lockNow) await deps.counters.lock(scope, lockedUntilFrom(nowS));
    const minutes = Math.max(1, Math.ceil(gate.retryAfterSeconds / 60));
    throw new DomainError('rate-limited', 'AUTH.LOCKED', LOCKED_MESSAGE(minutes), { minutes });
  }
  if (!(await deps.hasher.verify(input.currentPassword, account.PasswordHash))) {
    if (locksAfterFailure(counted.count)) await deps.counters.lock(scope, lockedUntilFrom(nowS));
    throw new DomainError('validation', 'AUTH.WRONG_PASSWORD', 'Your current password is not right.');
  }
  const problem = passwordProblem(input.password, [account.Email, account.FullName]);
  if (problem) throw new DomainError('validation', 'VALIDATION.INVALID_INPUT', `Password: ${problem}`);

  const decision = decide(
    accountStatusMachine,
    { status: account.Status, machineVersion: account.MachineVersion },
    { type: 'CHANGE_PASSWORD' },
    { code: 'AUTH.ACCOUNT_INACTIVE', message: 'Your account is inactive. Please contact us for help.' },
  );
  const generation = account.SessionGeneration + 1;
  await deps.accounts.save({
    before: loaded,
    after: {
      ...account,
      PasswordHash: await deps.hasher.hash(input.password),
      SessionGeneration: generation,
    },
    decision,
    how: 'change',
    action: 'Password changed',
    actor: { id: account.AccountId, kind: account.Kind === 'service' ? 'system' : account.Kind, ip: ctx.ip },
    also: [deps.sessions.keepThroughWrite(session, generation, deps.clock.now().toISOString())],
  });
  deps.verifier.forgetAccount(account.AccountId);
  await deps.counters.forget(scope);
}
