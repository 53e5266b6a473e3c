import {
  customerRegistered,
  DomainError,
  emailVerificationRequested,
  registrationRepeated,
} from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import { normaliseEmail } from '../accounts/account';
import { assertAcceptablePassword } from '../credentials/new-password';
import type { IdentityPorts, RequestContext } from '../ports';
import { createAccount } from './create-account';
import { newConsent } from './privacy-consents';

/** Registrations one network address may make in an hour: a family or an office, not a script. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;
const HOUR = 3600;

/** What every registration answers, whether the e-mail was new or already had an account. */
export const REGISTRATION_ANSWER =
  'Thank you. We have sent a message to your e-mail address: open it to verify the address and carry on.';

export interface Registration {
  FullName: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  AccountType: 'individual' | 'corporate';
}

type Deps = Pick<IdentityPorts, 'accounts' | 'consents' | 'hasher' | 'clock' | 'ids' | 'counters' | 'audit'>;

/** `CUST-` and 12 hex digits: short enough to read out on the phone, too many to guess. */
const newCustomerId = (uuid: string) => `CUST-${uuid.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/**
 * Onboarding step 1: a borrower creates their login. The answer is the same, after the same work
 * (a count, the password check, one scrypt hash and one write), whether or not the e-mail already
 * has an account, so registering tells nobody which e-mails are customers':
 * - a new e-mail: the account (Borrower role, an online member or a company), its consent to the
 *   Privacy Notice in force, the event that opens its customer record and the one that mails a
 *   verification link land in one write; the borrower then signs in as anyone does;
 * - a taken e-mail: nothing changes, and the event of the write mails the account's owner that
 *   someone tried (in the owner's language).
 */
export async function registerCustomer(deps: Deps, input: Registration, ctx: RequestContext): Promise<void> {
  if (input.Password !== input.ConfirmPassword) {
    throw new DomainError('validation', 'ACCOUNT.PASSWORD_MISMATCH', 'The passwords do not match.');
  }
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const counted = await deps.counters.count(`register-ip#${ctx.ip}`, now, HOUR);
  if (counted.count > REGISTRATIONS_PER_IP_PER_HOUR) {
    throw new DomainError(
      'rate-limited',
      'ACCOUNT.REGISTRATIONS_LIMITED',
      'Too many accounts were registered from this network. Please try again in an hour.',
    );
  }
  // The policy's verdict depends on the password and the name alone, never on the e-mail's owner.
  await assertAcceptablePassword(input.Password, input);
  const existing = await deps.accounts.findByEmail('customer', input.Email);
  if (existing) return repeated(deps, existing.value.AccountId, existing.value.Lang, input, ctx);
  try {
    await createCustomer(deps, input, ctx);
  } catch (e) {
    // Registered a moment ago by another request: the same as a taken e-mail, without a second hash.
    if (!(e instanceof DomainError && e.code === 'ACCOUNT.EMAIL_TAKEN')) throw e;
    const owner = await deps.accounts.findByEmail('customer', input.Email);
    if (owner) await noticeOwner(deps, owner.value.AccountId, owner.value.Lang, input, ctx);
  }
}

async function createCustomer(deps: Deps, input: Registration, ctx: RequestContext): Promise<void> {
  const accountId = `ACC-${deps.ids.next()}`;
  const customerId = newCustomerId(deps.ids.next());
  const memberType = input.AccountType === 'corporate' ? 'Company' : 'Online Member';
  const actor: Actor = { id: accountId, kind: 'customer', ip: ctx.ip, name: input.FullName };
  // The registration form is where the Privacy Notice is accepted: its version is recorded with
  // the account, in the same write, so no account exists without its consent.
  const notice = await deps.consents.current();
  await createAccount(
    deps,
    {
      AccountId: accountId,
      Kind: 'customer',
      Email: input.Email,
      FullName: input.FullName,
      Roles: ['Borrower'],
      CustomerId: customerId,
      AccountType: input.AccountType,
      MemberType: memberType,
      Lang: ctx.lang,
      password: input.Password,
    },
    actor,
    'Registered online',
    (a) => [
      deps.audit.envelope(
        customerRegistered,
        {
          AccountId: a.AccountId,
          CustomerId: customerId,
          AccountType: input.AccountType,
          MemberType: memberType,
          Email: a.Email,
          FullName: a.FullName,
        },
        actor,
      ),
      deps.audit.envelope(emailVerificationRequested, { AccountId: a.AccountId, Lang: ctx.lang }, actor),
    ],
    (a) => [
      deps.consents.write(
        newConsent(deps, a, { Kind: 'Registration', NoticeVersion: notice.Version, IpAddress: ctx.ip }),
      ),
    ],
  );
}

/** A taken e-mail costs the hash a new account would, so the answer's timing tells nothing either. */
async function repeated(
  deps: Deps,
  accountId: string,
  lang: 'en' | 'ms' | undefined,
  input: Registration,
  ctx: RequestContext,
): Promise<void> {
  await deps.hasher.hash(input.Password);
  await noticeOwner(deps, accountId, lang, input, ctx);
}

async function noticeOwner(
  deps: Pick<Deps, 'audit'>,
  accountId: string,
  lang: 'en' | 'ms' | undefined,
  input: Registration,
  ctx: RequestContext,
): Promise<void> {
  const actor: Actor = { id: normaliseEmail(input.Email), kind: 'anonymous', ip: ctx.ip };
  await deps.audit.record(
    {
      objectType: 'Account',
      objectId: accountId,
      action: 'Registration refused: e-mail already registered',
      actor,
    },
    [
      deps.audit.envelope(
        registrationRepeated,
        { AccountId: accountId, ...(lang ? { Lang: lang } : {}) },
        actor,
      ),
    ],
  );
}
