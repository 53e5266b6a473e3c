import { DomainError, MFA_INVALID_MESSAGE } from '@ezc/domain';
import { decideAccount } from '../accounts/account';
import { admitAttempt, lockedError, lockReachedLimits } from '../credentials/attempt-gate';
import { newRecoveryCodes } from '../credentials/recovery-codes';
import { accountScope } from '../credentials/throttle-store';
import { totpStep } from '../credentials/totp';
import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { actorOf } from '../sessions/session-service';
import { issueSsoCode } from './authorize-staff';

const expired = () =>
  new DomainError(
    'unauthorized',
    'AUTH.MFA_ENROLMENT_EXPIRED',
    'This set-up has expired. Sign in again to set up two-step sign-in.',
  );

type Deps = Pick<
  IdentityPorts,
  'accounts' | 'codes' | 'mfaBox' | 'counters' | 'sessions' | 'tokens' | 'clock' | 'ids'
>;

/**
 * Step two of an enrolment begun at sign-in: the first code from the app proves the secret was
 * copied. The enrolment is saved through the account's machine, with ten recovery codes shown
 * once, and the sign-in goes on (a code and SSO token, as `/sso/authorization` gives).
 */
export async function completeMfaEnrolment(
  deps: Deps,
  input: { enrolmentToken: string; otp: string },
  ctx: RequestContext,
): Promise<{ code: string; sso_token: string; recovery_codes: string[] }> {
  const pending = await deps.codes.find('mfa-enrol', input.enrolmentToken);
  if (!pending) throw expired();
  const loaded = await deps.accounts.load(String(pending.data.AccountId));
  if (loaded?.value.Status !== 'Active' || loaded.value.Mfa) throw expired();

  const nowS = Math.floor(Date.now() / 1000);
  const keys = [{ scope: accountScope('staff', loaded.value.Email) }];
  const admission = await admitAttempt(deps.counters, keys, nowS);
  if (!admission.admitted) throw lockedError(admission.retryAfterSeconds);
  const secret = deps.mfaBox.open(String(pending.data.SealedSecret));
  const step = totpStep(secret, input.otp.trim(), Date.now());
  if (step === undefined) {
    await lockReachedLimits(deps.counters, keys, admission.counted, nowS);
    throw new DomainError('unauthorized', 'AUTH.MFA_INVALID', MFA_INVALID_MESSAGE);
  }

  const { codes, hashes } = newRecoveryCodes();
  const decision = decideAccount(
    loaded.value,
    { type: 'ENROL_MFA' },
    { code: 'AUTH.ACCOUNT_INACTIVE', message: 'Your account is inactive. Please contact us for help.' },
  );
  const after = {
    ...loaded.value,
    Mfa: {
      SealedSecret: String(pending.data.SealedSecret),
      EnrolledAt: deps.clock.now().toISOString(),
      RecoveryHashes: hashes,
      LastStep: step,
    },
  };
  await deps.accounts.save({
    before: loaded,
    after,
    decision,
    action: 'Two-step sign-in set up',
    actor: actorOf(loaded.value, ctx),
    also: [pending.useUp],
  });
  await deps.counters.forget(keys[0]!.scope);
  const client = pending.data.Client === 'web' ? 'web' : 'api';
  const signedIn = await issueSsoCode(
    deps,
    after,
    ctx,
    'single sign-on after two-step set-up',
    client as Session['Client'],
  );
  return { ...signedIn, recovery_codes: codes };
}
