import { DomainError, MFA_INVALID_MESSAGE } from '@ezc/domain';
import { decideAccount, type LoadedAccount } from '../accounts/account';
import { admitAttempt, lockedError, lockReachedLimits } from '../credentials/attempt-gate';
import type { FoundCode } from '../credentials/one-time-codes';
import { newRecoveryCodes } from '../credentials/recovery-codes';
import { accountScope } from '../credentials/throttle-store';
import { otpauthUrl, qrPath, totpStep } from '../credentials/totp';
import type { IdentityPorts, RequestContext } from '../ports';
import { actorOf } from '../sessions/session-service';
import { enrolmentMailScope } from './mfa-enrolment-link';

export const MFA_ENROLLED =
  'Two-step sign-in is on. Sign in with your password and a code from your authenticator app.';

const expired = () =>
  new DomainError(
    'unauthorized',
    'AUTH.MFA_ENROLMENT_EXPIRED',
    'This set-up link has expired or was used already. Sign in again to be sent a new one.',
  );

/** The set-up the mailed link stands for, while it is live and the account still has none. */
async function pendingEnrolment(
  deps: Pick<IdentityPorts, 'codes' | 'accounts'>,
  token: string,
): Promise<{ link: FoundCode; loaded: LoadedAccount }> {
  const link = await deps.codes.find('mfa-enrol', token);
  const loaded = link ? await deps.accounts.load(String(link.data.AccountId)) : undefined;
  if (!link || loaded?.value.Status !== 'Active' || loaded.value.Kind !== 'staff' || loaded.value.Mfa) {
    throw expired();
  }
  return { link, loaded };
}

/**
 * The page the mailed link opens shows what to add to the authenticator app: the key (for typing)
 * and its QR code. Reading it uses nothing up; only the first right code does.
 */
export async function openMfaEnrolment(
  deps: Pick<IdentityPorts, 'codes' | 'accounts' | 'mfaBox'>,
  input: { enrolmentToken: string },
) {
  const { link, loaded } = await pendingEnrolment(deps, input.enrolmentToken);
  const secret = deps.mfaBox.open(String(link.data.SealedSecret));
  const url = otpauthUrl(secret, loaded.value.Email);
  return { secret, otpauth_url: url, qr: qrPath(url), email: loaded.value.Email };
}

type Deps = Pick<IdentityPorts, 'accounts' | 'codes' | 'mfaBox' | 'counters' | 'clock'>;

/**
 * Step two on that page: the first code from the app proves the key was copied. The enrolment is
 * saved through the account's machine, the link used up in the same write, and ten recovery codes
 * are shown once. Nobody is signed in by it: the person then signs in with their password and a
 * code, so neither the mailbox nor the password alone gives a session.
 */
export async function completeMfaEnrolment(
  deps: Deps,
  input: { enrolmentToken: string; otp: string },
  ctx: RequestContext,
): Promise<{ recovery_codes: string[]; message: string }> {
  const { link, loaded } = await pendingEnrolment(deps, input.enrolmentToken);
  const nowS = Math.floor(Date.now() / 1000);
  const keys = [{ scope: accountScope('staff', loaded.value.Email) }];
  const admission = await admitAttempt(deps.counters, keys, nowS);
  if (!admission.admitted) throw lockedError(admission.retryAfterSeconds);
  const secret = deps.mfaBox.open(String(link.data.SealedSecret));
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
  await deps.accounts.save({
    before: loaded,
    after: {
      ...loaded.value,
      Mfa: {
        SealedSecret: String(link.data.SealedSecret),
        EnrolledAt: deps.clock.now().toISOString(),
        RecoveryHashes: hashes,
        LastStep: step,
      },
    },
    decision,
    action: 'Two-step sign-in set up',
    actor: actorOf(loaded.value, ctx),
    also: [link.useUp],
  });
  // A later reset starts with a full allowance of set-up links.
  await Promise.all([
    deps.counters.forget(keys[0]!.scope),
    deps.counters.forget(enrolmentMailScope(loaded.value.AccountId)),
  ]);
  return { recovery_codes: codes, message: MFA_ENROLLED };
}
