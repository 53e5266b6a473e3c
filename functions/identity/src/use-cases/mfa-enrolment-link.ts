import {
  DomainError,
  MFA_ENROLMENT_MAILS,
  MFA_ENROLMENT_SECONDS,
  MFA_ENROLMENT_SENT_MESSAGE,
  mfaEnrolmentRequested,
} from '@ezc/domain';
import type { Account } from '../accounts/account';
import type { IdentityPorts, RequestContext } from '../ports';

/** Set-up links mailed to an account in the current ten minutes; forgotten once it is set up. */
export const enrolmentMailScope = (accountId: string) => `mfa-enrol-mail#${accountId}`;

/** What a sign-in that must set two-step sign-in up first answers (403, no session, no secret). */
export const enrolmentSent = () =>
  new DomainError('forbidden', 'AUTH.MFA_ENROLMENT_SENT', MFA_ENROLMENT_SENT_MESSAGE);

/**
 * The password was right and the role must use two-step sign-in, which this staff member has not
 * set up: the set-up goes by a single-use link mailed to them (a consumer makes the link and the
 * new secret after the answer), never in the answer, so someone holding only the password cannot
 * enrol a second factor. At most a few links go out in the link's lifetime however often the
 * password is tried; each sign-in is answered the same way.
 */
export async function mailEnrolmentLink(
  deps: Pick<IdentityPorts, 'counters' | 'audit' | 'clock'>,
  account: Account,
  ctx: RequestContext,
): Promise<never> {
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  const counted = await deps.counters.count(
    enrolmentMailScope(account.AccountId),
    nowS,
    MFA_ENROLMENT_SECONDS,
  );
  const send = counted.count <= MFA_ENROLMENT_MAILS;
  const actor = { id: account.AccountId, kind: 'staff' as const, ip: ctx.ip, name: account.FullName };
  await deps.audit.record(
    {
      objectType: 'Account',
      objectId: account.AccountId,
      action: send ? 'Two-step set-up link requested' : 'Two-step set-up link not sent: too many',
      actor,
    },
    send
      ? [deps.audit.envelope(mfaEnrolmentRequested, { AccountId: account.AccountId, Lang: ctx.lang }, actor)]
      : [],
  );
  throw enrolmentSent();
}
