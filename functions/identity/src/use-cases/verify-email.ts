import { DomainError, emailVerificationRequested, VERIFICATION_RESENDS_PER_HOUR } from '@ezc/domain';
import type { Principal } from '@ezc/platform';
import type { IdentityPorts, RequestContext } from '../ports';

export const EMAIL_VERIFIED = 'Your e-mail address is verified.';
export const VERIFICATION_SENT = 'We have sent a new link to your e-mail address.';
const invalidLink = () =>
  new DomainError(
    'validation',
    'ACCOUNT.VERIFY_LINK_INVALID',
    'This verification link is invalid or has expired. Sign in and ask for a new one.',
  );

/**
 * The mailed link: its token proves the address its owner's. One write records the time on the
 * account and uses the link up; opening it again after that says the link is spent, and a link
 * of an address verified meanwhile is simply used up.
 */
export async function verifyEmail(
  deps: Pick<IdentityPorts, 'codes' | 'accounts' | 'clock' | 'verifier'>,
  input: { token: string },
  ctx: RequestContext,
): Promise<void> {
  const link = await deps.codes.find('verify-email', input.token);
  const loaded = link ? await deps.accounts.load(String(link.data.AccountId)) : undefined;
  if (!link || loaded?.value.Kind !== 'customer') throw invalidLink();
  const account = loaded.value;
  await deps.accounts.update(
    loaded,
    { ...account, EmailVerifiedAt: account.EmailVerifiedAt ?? deps.clock.now().toISOString() },
    {
      action: account.EmailVerifiedAt
        ? 'Verification link used (already verified)'
        : 'E-mail address verified',
      actor: { id: account.AccountId, kind: 'customer', ip: ctx.ip, name: account.FullName },
    },
    [link.useUp],
  );
  deps.verifier.forgetAccount(account.AccountId);
}

/**
 * A signed-in borrower asks for a new link (the first one expired or never came): at most a few an
 * hour, each mailed after the answer by the same consumer as the first.
 */
export async function requestEmailVerification(
  deps: Pick<IdentityPorts, 'accounts' | 'counters' | 'audit' | 'clock'>,
  principal: Principal,
  ctx: RequestContext,
): Promise<void> {
  const account = (await deps.accounts.load(principal.id))?.value;
  if (account?.Kind !== 'customer') throw new DomainError('not-found', 'USER.NOT_FOUND', 'User not found');
  if (account.EmailVerifiedAt) {
    throw new DomainError('rule', 'ACCOUNT.ALREADY_VERIFIED', 'Your e-mail address is already verified.');
  }
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  const counted = await deps.counters.count(`verify-email#${account.AccountId}`, nowS, 3600);
  if (counted.count > VERIFICATION_RESENDS_PER_HOUR) {
    throw new DomainError(
      'rate-limited',
      'ACCOUNT.VERIFICATIONS_LIMITED',
      'We have sent you several links already. Please check your e-mail, or ask again in an hour.',
    );
  }
  const actor = { id: account.AccountId, kind: 'customer' as const, ip: ctx.ip, name: account.FullName };
  await deps.audit.record(
    { objectType: 'Account', objectId: account.AccountId, action: 'Verification link requested', actor },
    [
      deps.audit.envelope(
        emailVerificationRequested,
        { AccountId: account.AccountId, Lang: ctx.lang },
        actor,
      ),
    ],
  );
}
