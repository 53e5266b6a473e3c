import {
  DomainError,
  MFA_INVALID_MESSAGE,
  MFA_REQUIRED_MESSAGE,
  mustEnrol,
  throttlePolicy,
} from '@ezc/domain';
import { type Account, type AccountKind, type LoadedAccount, normaliseEmail } from '../accounts/account';
import { admitAttempt, lockedError, lockReachedLimits } from '../credentials/attempt-gate';
import { looksLikeRecoveryCode, recoveryHash } from '../credentials/recovery-codes';
import { secretHash } from '../credentials/secret-tokens';
import { accountScope, ipScope } from '../credentials/throttle-store';
import { totpStep } from '../credentials/totp';
import type { IdentityPorts, RequestContext } from '../ports';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact us for help.';

export type CredentialCheck =
  | { outcome: 'signed-in'; account: Account }
  /** The password is right, and the account's role must use two-step sign-in it has not set up. */
  | { outcome: 'enrol-mfa'; account: Account };

type Deps = Pick<IdentityPorts, 'accounts' | 'counters' | 'hasher' | 'audit' | 'mfaSettings' | 'mfaBox'>;

/**
 * Checks who is signing in, as a bank would:
 * 1. count the attempt for the e-mail and the IP first (atomically), and refuse while either is
 *    locked — the same answer whether or not the e-mail exists;
 * 2. slow down after a few failures;
 * 3. verify the password against the stored scrypt hash, or a decoy for an unknown e-mail (same
 *    timing), and the service account's API key;
 * 4. for staff who enrolled, the two-step code or a recovery code (each works once);
 * 5. on a failure, lock the keys that reached the limit; on success, forget the account's count
 *    and upgrade an old hash. Every outcome is audited.
 */
export async function checkCredentials(
  deps: Deps,
  input: { kind: AccountKind; email: string; password: string; apiKey?: string; otp?: string },
  ctx: RequestContext,
): Promise<CredentialCheck> {
  const email = normaliseEmail(input.email);
  const nowS = Math.floor(Date.now() / 1000);
  const keys = [
    { scope: accountScope(input.kind, email) },
    { scope: ipScope(ctx.ip), scale: throttlePolicy.ipMultiplier },
  ];
  const audit = (action: string) =>
    deps.audit.record({
      objectType: 'SignIn',
      objectId: `${input.kind}:${email}`,
      action,
      actor: { id: email, kind: 'anonymous', ip: ctx.ip },
    });

  const admission = await admitAttempt(deps.counters, keys, nowS);
  if (!admission.admitted) {
    await audit('Sign-in refused: locked');
    throw lockedError(admission.retryAfterSeconds);
  }
  if (admission.delayMs > 0) await new Promise((r) => setTimeout(r, admission.delayMs));

  const found = await deps.accounts.findByEmail(input.kind, email);
  // An unknown e-mail still costs one hash, so the answer's timing does not tell it apart.
  const passwordOk = await deps.hasher.verify(
    input.password,
    found ? found.value.PasswordHash : await deps.hasher.decoy(),
  );
  const apiKeyOk =
    input.kind !== 'service' ||
    (found?.value.ApiKeyHash !== undefined && found.value.ApiKeyHash === secretHash(input.apiKey ?? ''));

  const failed = async (action: string) => {
    const locked = await lockReachedLimits(deps.counters, keys, admission.counted, nowS);
    await audit(action);
    if (locked) await audit('Sign-in locked after repeated failures');
  };

  if (!found || !passwordOk || !apiKeyOk) {
    await failed(passwordOk && found ? 'Sign-in failed: wrong API key' : 'Sign-in failed');
    throw new DomainError('unauthorized', 'AUTH.INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (found.value.Status !== 'Active') {
    await audit('Sign-in refused: account inactive');
    throw new DomainError('forbidden', 'AUTH.ACCOUNT_INACTIVE', INACTIVE_ACCOUNT);
  }

  let account = found;
  if (found.value.Kind === 'staff') {
    if (found.value.Mfa) {
      if (!input.otp) {
        await audit('Sign-in needs the two-step code');
        throw new DomainError('unauthorized', 'AUTH.MFA_REQUIRED', MFA_REQUIRED_MESSAGE);
      }
      const used = await useSecondFactor(deps, found, input.otp, ctx);
      if (!used) {
        await failed('Sign-in failed: wrong two-step code');
        throw new DomainError('unauthorized', 'AUTH.MFA_INVALID', MFA_INVALID_MESSAGE);
      }
      account = used;
    } else if (mustEnrol(found.value.Roles, (await deps.mfaSettings.requiredRoles()).roles)) {
      // The password was right: it counts as no failed guess (the set-up link is mailed, and its
      // owner signs in again once it is done).
      await Promise.all([deps.counters.forget(keys[0]!.scope), deps.counters.uncount(keys[1]!.scope)]);
      await audit('Sign-in needs two-step enrolment');
      return { outcome: 'enrol-mfa', account: found.value };
    }
  }

  await Promise.all([deps.counters.forget(keys[0]!.scope), deps.counters.uncount(keys[1]!.scope)]);
  if (deps.hasher.needsRehash(account.value.PasswordHash)) {
    const upgraded = { ...account.value, PasswordHash: await deps.hasher.hash(input.password) };
    await deps.accounts.update(account, upgraded, {
      action: 'Password hash upgraded',
      actor: { id: account.value.AccountId, kind: 'system', ip: ctx.ip },
    });
    return { outcome: 'signed-in', account: upgraded };
  }
  return { outcome: 'signed-in', account: account.value };
}

/**
 * A time-based code not used before (its step after the last one accepted), or an unused recovery
 * code; the use is saved so the same code cannot sign in twice. Answers the account as saved.
 */
async function useSecondFactor(
  deps: Pick<IdentityPorts, 'accounts' | 'mfaBox'>,
  loaded: LoadedAccount,
  otp: string,
  ctx: RequestContext,
): Promise<LoadedAccount | undefined> {
  const mfa = loaded.value.Mfa;
  if (!mfa) return undefined;
  const actor = { id: loaded.value.AccountId, kind: 'staff' as const, ip: ctx.ip };
  const code = otp.trim();
  const step = totpStep(deps.mfaBox.open(mfa.SealedSecret), code, Date.now());
  let after: Account | undefined;
  let action = '';
  if (step !== undefined && step > mfa.LastStep) {
    after = { ...loaded.value, Mfa: { ...mfa, LastStep: step } };
    action = 'Two-step code used';
  } else if (looksLikeRecoveryCode(code) && mfa.RecoveryHashes.includes(recoveryHash(code))) {
    const left = mfa.RecoveryHashes.filter((h) => h !== recoveryHash(code));
    after = { ...loaded.value, Mfa: { ...mfa, RecoveryHashes: left } };
    action = `Recovery code used (${left.length} left)`;
  }
  if (!after) return undefined;
  try {
    await deps.accounts.update(loaded, after, { action, actor });
  } catch (e) {
    // The same code raced itself: only one of the two may count.
    if (e instanceof DomainError && e.kind === 'conflict') return undefined;
    throw e;
  }
  return { value: after, version: loaded.version + 1 };
}
