import { DomainError, LOCKED_MESSAGE, throttlePolicy } from '@ezc/domain';
import type { Platform } from '@ezc/platform';
import { type Account, type AccountKind, findAccountByEmail, normaliseEmail } from '../accounts/account';
import { decoyHash, verifyPassword } from '../credentials/password-hasher';
import { accountScope, clear, fail, ipScope, verdict } from '../credentials/throttle-store';
import type { RequestContext } from '../sessions/session-service';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact us for help.';

/**
 * Checks an e-mail and password, as a bank would:
 * 1. refuse at once while the e-mail or the IP is locked (the same answer whether or not the
 *    e-mail exists);
 * 2. slow down after a few failures;
 * 3. verify against the stored scrypt hash, or a decoy hash for an unknown e-mail (same timing);
 * 4. count a failure on both keys, lock when too many, audit every outcome.
 */
export async function passwordSignIn(
  p: Platform,
  input: { kind: AccountKind; email: string; password: string },
  ctx: RequestContext,
): Promise<Account> {
  const email = normaliseEmail(input.email);
  const nowS = Math.floor(Date.now() / 1000);
  const aScope = accountScope(input.kind, email);
  const iScope = ipScope(ctx.ip);
  const audit = (action: string) =>
    p.store.record({
      objectType: 'SignIn',
      objectId: `${input.kind}:${email}`,
      action,
      actor: { id: email, kind: 'anonymous', ip: ctx.ip },
    });

  const [byAccount, byIp] = await Promise.all([
    verdict(p.table, aScope, nowS),
    verdict(p.table, iScope, nowS, throttlePolicy.ipMultiplier),
  ]);
  if (!byAccount.allowed || !byIp.allowed) {
    const wait = Math.max(
      byAccount.allowed ? 0 : byAccount.retryAfterSeconds,
      byIp.allowed ? 0 : byIp.retryAfterSeconds,
    );
    await audit('Sign-in refused: locked');
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new DomainError('rate-limited', 'AUTH.LOCKED', LOCKED_MESSAGE(minutes), { minutes });
  }
  const delay = Math.max(byAccount.delayMs, byIp.delayMs);
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));

  const found = await findAccountByEmail(p.table, input.kind, email);
  // An unknown e-mail still costs one hash, so the answer's timing does not tell it apart.
  const ok = await verifyPassword(input.password, found ? found.value.PasswordHash : await decoyHash());

  if (!found || !ok) {
    const [lockedAccount, lockedIp] = await Promise.all([
      fail(p.table, aScope, nowS),
      fail(p.table, iScope, nowS, throttlePolicy.ipMultiplier),
    ]);
    await audit('Sign-in failed');
    if (lockedAccount || lockedIp) await audit('Sign-in locked after repeated failures');
    throw new DomainError('unauthorized', 'AUTH.INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (found.value.Status !== 'Active') {
    await audit('Sign-in refused: account inactive');
    throw new DomainError('forbidden', 'AUTH.ACCOUNT_INACTIVE', INACTIVE_ACCOUNT);
  }
  await clear(p.table, aScope);
  return found.value;
}
