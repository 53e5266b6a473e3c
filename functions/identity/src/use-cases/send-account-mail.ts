import {
  accountPasswordChanged,
  EMAIL_VERIFICATION_SECONDS,
  type EventEnvelope,
  emailVerificationRequested,
  MFA_ENROLMENT_SECONDS,
  mfaEnrolmentRequested,
  passwordResetRequested,
  registrationRepeated,
} from '@ezc/domain';
import { newTotpSecret } from '../credentials/totp';
import {
  alreadyRegisteredMail,
  mfaSetupMail,
  passwordChangedMail,
  resetLinkMail,
  verificationMail,
} from '../mail/account-mail';
import type { IdentityPorts } from '../ports';

/** How long a mailed reset link works. */
export const RESET_LINK_SECONDS = 30 * 60;
const RESET_PATHS = { customer: '/reset-password', staff: '/staff/reset-password' } as const;
const CONSUMER = 'identity-send-account-mail';

type Deps = Pick<IdentityPorts, 'accounts' | 'codes' | 'mail' | 'audit' | 'once' | 'site' | 'mfaBox'>;

/**
 * Sends a reset link when the e-mail belongs to an active account — after the request was
 * answered, so the answer never waits for the mail. The link leads to the reset page of the
 * site's configured address (PUBLIC_URL) as it is when the mail is sent, whatever the event
 * recorded: nothing the request said (its Host, the page address it sent) decides it.
 */
export async function sendResetLink(deps: Deps, event: EventEnvelope): Promise<void> {
  const { Kind, Email, Lang } = passwordResetRequested.parse(event);
  const found = await deps.accounts.findByEmail(Kind, Email);
  const actor = { id: 'identity', kind: 'system' as const };
  if (found?.value.Status !== 'Active') {
    await deps.audit.record({
      objectType: 'PasswordReset',
      objectId: `${Kind}:${Email}`,
      action: 'Password reset not sent: no active account',
      actor,
    });
    return;
  }
  const account = found.value;
  await deps.once(CONSUMER, event.id, async () => {
    const token = await deps.codes.issue('reset', { AccountId: account.AccountId, Kind }, RESET_LINK_SECONDS);
    const link = deps.site.link(RESET_PATHS[Kind], { token });
    await deps.mail.send({
      to: account.Email,
      ...resetLinkMail(Lang, account.FullName, link, RESET_LINK_SECONDS / 60),
    });
    await deps.audit.record({
      objectType: 'Account',
      objectId: account.AccountId,
      action: 'Password reset link sent',
      actor,
    });
  });
}

/** Tells the owner after every password reset or change, in case it was not them. */
export async function sendPasswordChangedMail(deps: Deps, event: EventEnvelope): Promise<void> {
  const { AccountId } = accountPasswordChanged.parse(event);
  const account = (await deps.accounts.load(AccountId))?.value;
  if (!account) return;
  await deps.once(CONSUMER, event.id, async () => {
    await deps.mail.send({ to: account.Email, ...passwordChangedMail(account.FullName) });
  });
}

/**
 * A verification link to a borrower who registered or asked again, unless the address was
 * verified meanwhile. The link's secret is made here, once per event, never written to the outbox.
 */
export async function sendVerificationLink(deps: Deps, event: EventEnvelope): Promise<void> {
  const { AccountId, Lang } = emailVerificationRequested.parse(event);
  const account = (await deps.accounts.load(AccountId))?.value;
  if (account?.Kind !== 'customer' || account.Status !== 'Active' || account.EmailVerifiedAt) return;
  await deps.once(CONSUMER, event.id, async () => {
    const token = await deps.codes.issue('verify-email', { AccountId }, EMAIL_VERIFICATION_SECONDS);
    await deps.mail.send({
      to: account.Email,
      ...verificationMail(
        Lang,
        account.FullName,
        deps.site.link('/verify-email', { token }),
        EMAIL_VERIFICATION_SECONDS / 3600,
      ),
    });
    await deps.audit.record({
      objectType: 'Account',
      objectId: AccountId,
      action: 'Verification link sent',
      actor: { id: 'identity', kind: 'system' },
    });
  });
}

/** Someone registered with this account's e-mail: its owner is told, with the way to sign in. */
export async function sendRegistrationNotice(deps: Deps, event: EventEnvelope): Promise<void> {
  const { AccountId, Lang } = registrationRepeated.parse(event);
  const account = (await deps.accounts.load(AccountId))?.value;
  if (!account) return;
  await deps.once(CONSUMER, event.id, async () => {
    await deps.mail.send({
      to: account.Email,
      ...alreadyRegisteredMail(Lang, account.FullName, deps.site.link('/')),
    });
  });
}

/**
 * The link that sets two-step sign-in up, to a staff member who signed in with the right password
 * and must use it: a new secret, sealed under a single-use code that lives ten minutes, made here
 * so neither the secret nor the link's token is ever in the sign-in's answer or the outbox.
 */
export async function sendMfaEnrolmentLink(deps: Deps, event: EventEnvelope): Promise<void> {
  const { AccountId, Lang } = mfaEnrolmentRequested.parse(event);
  const account = (await deps.accounts.load(AccountId))?.value;
  if (account?.Kind !== 'staff' || account.Status !== 'Active' || account.Mfa) return;
  await deps.once(CONSUMER, event.id, async () => {
    const token = await deps.codes.issue(
      'mfa-enrol',
      { AccountId, SealedSecret: deps.mfaBox.seal(newTotpSecret()) },
      MFA_ENROLMENT_SECONDS,
    );
    await deps.mail.send({
      to: account.Email,
      ...mfaSetupMail(
        Lang,
        account.FullName,
        deps.site.link('/staff/two-step-setup', { token }),
        MFA_ENROLMENT_SECONDS / 60,
      ),
    });
    await deps.audit.record({
      objectType: 'Account',
      objectId: AccountId,
      action: 'Two-step set-up link sent',
      actor: { id: 'identity', kind: 'system' },
    });
  });
}
